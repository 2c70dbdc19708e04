import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';

// WCAG relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `top` at `alpha` over `bottom`, as the highlighted-line background sits on the code background. */
function blend(top: [number, number, number], alpha: number, bottom: string): string {
  const base = [1, 3, 5].map((start) => parseInt(bottom.slice(start, start + 2), 16));
  return `#${base.map((channel, index) => Math.round(channel + alpha * (top[index] - channel)).toString(16).padStart(2, '0')).join('')}`;
}

// The highlighted-line backgrounds of src/css/custom.css: the light one (:root) first, then the dark one.
const [lightHighlight, darkHighlight] = [
  ...readFileSync('src/css/custom.css', 'utf8').matchAll(/--docusaurus-highlighted-code-line-bg: rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)/g),
].map((match) => [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4]) / 100] as const);
const themes = [
  {name: 'light', theme: lightCodeTheme, highlight: lightHighlight},
  {name: 'dark', theme: darkCodeTheme, highlight: darkHighlight},
];

describe.each(themes)('$name code theme', ({theme, highlight}) => {
  const background = theme.plain.backgroundColor ?? '';
  const highlighted = blend([highlight[0], highlight[1], highlight[2]], highlight[3], background);
  const colours = [theme.plain.color ?? '', ...theme.styles.map((style) => style.style.color).filter((color): color is string => Boolean(color))];

  it('keeps every token at WCAG AA contrast on plain and highlighted lines', () => {
    for (const color of colours) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color, highlighted), `${color} on ${highlighted}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
