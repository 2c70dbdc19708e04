// The navbar's search button draws with DocSearch's variables before DocSearch's own variables sheet,
// which now loads with the modal, is there: the site's sheet gives it the same values.
import {readFileSync} from 'node:fs';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';

type Block = Map<string, string>;

const blocksOf = (file: string): Map<string, Block> => {
  const blocks = new Map<string, Block>();
  postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
    const block = blocks.get(rule.selector) ?? new Map<string, string>();
    rule.walkDecls(/^--docsearch-/, (decl) => {
      block.set(decl.prop, decl.value.replace(/\s+/g, '').replace(/(\D)0\./g, '$1.'));
    });
    blocks.set(rule.selector, block);
  });
  return blocks;
};

const blockOf = (blocks: Map<string, Block>, selector: string): Block => {
  const block = blocks.get(selector);
  if (!block) throw new Error(`no ${selector} block`);
  return block;
};

const docsearch = blocksOf('node_modules/@docsearch/css/dist/_variables.css');
const site = blocksOf('src/plugins/search/theme/SearchBar/styles.css');
const buttonCss = readFileSync('node_modules/@docsearch/css/dist/button.css', 'utf8');

/** The variables a rule set reads, following variables that refer to variables. */
function variablesRead(css: string, ...blocks: Block[]): Set<string> {
  const read = new Set([...css.matchAll(/var\((--docsearch-[\w-]+)/g)].map(([, name = '']) => name));
  for (const name of read) {
    const value = blocks.map((block) => block.get(name)).find((found) => found !== undefined) ?? '';
    for (const [, ref = ''] of value.matchAll(/var\((--docsearch-[\w-]+)/g)) read.add(ref);
  }
  return read;
}

describe("the search button's DocSearch variables", () => {
  const light = blockOf(docsearch, ':root');
  const dark = blockOf(docsearch, 'html[data-theme=dark]');
  const siteLight = new Map([...blockOf(site, ':root'), ...blockOf(site, 'html:root')]);
  const siteDark = blockOf(site, "html[data-theme='dark']");

  it('are all defined by the site, in both colour modes', () => {
    for (const name of variablesRead(buttonCss, siteLight)) expect(siteLight.has(name), name).toBe(true);
    for (const name of variablesRead(buttonCss, siteDark, siteLight)) expect(siteDark.has(name) || siteLight.has(name), name).toBe(true);
  });

  it('have DocSearch’s values, except the light colours the site maps onto its palette', () => {
    const mapped = blockOf(site, 'html:root');
    for (const [name, value] of blockOf(site, ':root')) expect(value, name).toBe(light.get(name));
    for (const [name, value] of siteDark) expect(value, name).toBe(dark.get(name) ?? light.get(name));
    // DocSearch's dark block sets what the light mapping sets, so the modal's dark colours are DocSearch's.
    for (const name of mapped.keys()) if (name !== '--docsearch-primary-color') expect(dark.has(name), name).toBe(true);
  });
});
