import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import icuFreeHydrationPlugin, {intlUtilsFile, reactUtilsFile} from '../../src/plugins/icu-free-hydration';
import icuFreeHydrationLoader, {formatDatesWithoutIcu, sortKeysByCodeUnit} from '../../src/plugins/icu-free-hydration/loader.mjs';

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

  it('makes the installed useDateTimeFormat return the Intl-free formatter', () => {
    const rewritten = formatDatesWithoutIcu(readFileSync(intlUtilsFile, 'utf8'));
    expect(rewritten).not.toContain('new Intl.DateTimeFormat');
    expect(rewritten).toContain('return chineseDateTimeFormat(currentLocale, {calendar, ...options});');
    const imported = /^import \{chineseDateTimeFormat\} from (".*");$/m.exec(rewritten)?.[1];
    expect(readFileSync(JSON.parse(imported ?? '""'), 'utf8')).toContain('export function chineseDateTimeFormat(');
    expect(() => formatDatesWithoutIcu('export function useDateTimeFormat() { return null; }')).toThrow(/found it 0 times.*UPGRADING\.md/);
  });

  it('leaves theme-classic only calling format() on what useDateTimeFormat returns', () => {
    const themeDir = path.join(path.dirname(intlUtilsFile), '../../../theme-classic/lib/theme');
    const callers = readdirSync(themeDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(themeDir, file), 'utf8'))
      .filter((source) => source.includes('useDateTimeFormat('));
    expect(callers.length).toBeGreaterThan(0);
    for (const source of callers) {
      const variable = /const (\w+) = useDateTimeFormat\(/.exec(source)?.[1];
      expect(variable).toBeDefined();
      const uses = [...source.matchAll(new RegExp(`\\b${variable}\\b(\\.\\w+)?`, 'g'))].map((match) => match[1] ?? '');
      // The declaration itself, then only `.format` calls.
      expect(uses.slice(1).every((use) => use === '.format'), uses.join(' ')).toBe(true);
    }
  });

  it('runs its loader before the others, on the two theme-common files only, choosing the rewrite by file', () => {
    const {configureWebpack} = icuFreeHydrationPlugin();
    const config = configureWebpack?.({}, false, {} as never, undefined);
    expect(config).toMatchObject({module: {rules: [{test: [reactUtilsFile, intlUtilsFile], enforce: 'pre'}]}});
    const load = (file: string) => icuFreeHydrationLoader.call({resourcePath: file}, readFileSync(file, 'utf8'));
    expect(load(reactUtilsFile)).not.toContain('localeCompare');
    expect(load(intlUtilsFile)).not.toContain('new Intl.DateTimeFormat');
  });
});
