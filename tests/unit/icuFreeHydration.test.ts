import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import icuFreeHydrationPlugin, {reactUtilsFile} from '../../src/plugins/icu-free-hydration';
import {sortKeysByCodeUnit} from '../../src/plugins/icu-free-hydration/loader.mjs';

describe('icu-free-hydration', () => {
  it('rewrites the installed useShallowMemoObject so that it no longer collates its keys', () => {
    const rewritten = sortKeysByCodeUnit(readFileSync(reactUtilsFile, 'utf8'));
    expect(rewritten).not.toContain('localeCompare');
    const sort = /deps\.sort\((.*)\);/.exec(rewritten)?.[1];
    // The keys only need one stable order, whatever order they were written in.
    const compare = new Function(`return ${sort}`)() as (a: [string], b: [string]) => number;
    const keys = (entries: string[]) => entries.map((key) => [key] as [string]).sort(compare).map(([key]) => key);
    expect(keys(['subtree', 'attributes', 'childList'])).toEqual(['attributes', 'childList', 'subtree']);
    expect(keys(['childList', 'subtree', 'attributes'])).toEqual(keys(['attributes', 'childList', 'subtree']));
  });

  it('fails the build when a Docusaurus upgrade changes the sort it replaces', () => {
    expect(() => sortKeysByCodeUnit('export function useShallowMemoObject(obj) { return obj; }')).toThrow(/found it 0 times.*UPGRADING\.md/);
  });

  it('runs its loader before the others, on theme-common\'s reactUtils.js only', () => {
    const {configureWebpack} = icuFreeHydrationPlugin();
    const config = configureWebpack?.({}, false, {} as never, undefined);
    expect(config).toMatchObject({module: {rules: [{test: reactUtilsFile, enforce: 'pre'}]}});
  });
});
