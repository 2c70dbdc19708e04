import {describe, expect, it} from 'vitest';
import {makeDecodablePath, normalizeHtmlPath} from '../../src/clientModules/htmlPath';

describe('normalizeHtmlPath', () => {
  it.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/issues/index.html', '/docs/issues'],
    ['/index.html', '/'],
    ['/docs/intro', '/docs/intro'],
    ['/', '/'],
    ['/blog/2025/3/v4-release', '/blog/2025/3/v4-release'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHtmlPath(input)).toBe(expected);
  });
});

describe('makeDecodablePath', () => {
  it('keeps decodable paths and escapes stray percent signs', () => {
    expect(makeDecodablePath('/docs/%E4%B8%AD')).toBe('/docs/%E4%B8%AD');
    expect(makeDecodablePath('/%E0%A4%A')).toBe('/%25E0%25A4%25A');
    expect(() => decodeURI(makeDecodablePath('/%E0%A4%A'))).not.toThrow();
  });
});
