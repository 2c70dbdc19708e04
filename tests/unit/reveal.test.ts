import {describe, expect, it} from 'vitest';
import {revealGeometry, shouldAnimateThemeSwitch} from '../../src/theme/ColorModeToggle/reveal';

const media = (reduce: boolean) => ({matchMedia: () => ({matches: reduce}) as unknown as MediaQueryList});

describe('colour-mode reveal', () => {
  it('grows from the centre of the toggle to the farthest corner', () => {
    const geometry = revealGeometry({left: 1180, top: 10, width: 40, height: 40}, 1280, 800);
    expect(geometry).toEqual({x: 1200, y: 30, radius: Math.ceil(Math.hypot(1200, 770))});
  });

  it('animates only with View Transitions and without a reduced-motion preference', () => {
    const withApi = {startViewTransition: () => ({}) as ViewTransition};
    expect(shouldAnimateThemeSwitch(withApi, media(false))).toBe(true);
    expect(shouldAnimateThemeSwitch(withApi, media(true))).toBe(false);
    expect(shouldAnimateThemeSwitch({}, media(false))).toBe(false);
  });
});
