import {describe, expect, it} from 'vitest';
import {ASYNC_STYLE_CHUNKS, stylesGoToMainSheet} from '../../src/plugins/async-styles/chunks';
import asyncStylesPlugin from '../../src/plugins/async-styles';

describe('async styles', () => {
  it('keeps the search modal CSS out of the shared style sheet', () => {
    expect(ASYNC_STYLE_CHUNKS).toContain('search-modal');
    expect(stylesGoToMainSheet({name: 'search-modal'})).toBe(false);
  });

  it('leaves every other chunk, named or not, in the shared style sheet', () => {
    expect(stylesGoToMainSheet({name: 'main'})).toBe(true);
    expect(stylesGoToMainSheet({name: null})).toBe(true);
    expect(stylesGoToMainSheet({})).toBe(true);
  });

  it('changes only the client bundle', () => {
    const plugin = asyncStylesPlugin();
    const configure = plugin.configureWebpack?.bind(plugin) as (config: object, isServer: boolean) => unknown;
    const coreConfig = {optimization: {splitChunks: {cacheGroups: {styles: {name: 'styles'}}}}};
    expect(configure(coreConfig, true)).toEqual({});
    expect(configure(coreConfig, false)).toEqual({optimization: {splitChunks: {cacheGroups: {styles: {chunks: stylesGoToMainSheet}}}}});
  });
});
