// The "用在线转换打开" links as built: every transform example and every block marked `playground`
// carries one, the broken-link check skips them (their hash is a share state, not an anchor), so here
// each must decode to the code shown right before it.
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {decodeShareState} from '../../src/playground/shareState';
import {builtText} from './builtSite';

const linkText = '用在线转换打开';

async function linkedStates(route: string) {
  const $ = load(builtText(route));
  const links = $('a').filter((_, link) => $(link).text() === linkText);
  return Promise.all(
    links.toArray().map(async (link) => {
      const href = $(link).attr('href') ?? '';
      expect(href).toMatch(/^\/playground#z=[\w-]+$/);
      const state = await decodeShareState(href.slice(href.indexOf('#')));
      if (!state) throw new Error(`${route}: ${href} is not a share state`);
      // The code the link belongs to: the example's template block, or the code block just before it (on a 5.x
      // page the link sits in a paragraph with its note, after the block).
      const placed = $(link).parent().is('p') && $(link).prev().length === 0 ? $(link).parent() : $(link);
      const owner = $(link).closest('figure').length ? $(link).closest('figure').find('pre').first() : placed.prev().find('pre');
      return {state, shown: owner.text()};
    }),
  );
}

describe('links from examples to the playground', () => {
  it('a 5.x transform example has no playground link, and a playground block on a 5.x page says which version the playground runs', () => {
    const $ = load(builtText('/docs/quick-start/rem2rpx'));
    expect($('figure a').filter((_, link) => $(link).text() === linkText)).toHaveLength(0);
    const $$ = load(builtText('/docs/options/arbitrary-values'));
    const notes = $$('a')
      .filter((_, link) => $$(link).text() === linkText)
      .toArray()
      .map((link) => $$(link).parent().text());
    expect(notes.length).toBe(3);
    for (const note of notes) expect(note).toContain('在线转换运行的是 weapp-tailwindcss 4.12.0');
  });

  it.each([
    // 4.x pages: the transform examples and the playground blocks link to the playground (it runs 4.12.0).
    {route: '/docs/4.x/quick-start/rem2rpx', count: 1, rem2rpx: true},
    {route: '/docs/4.x/options/arbitrary-values', count: 4, rem2rpx: false},
    // 5.x pages: only the playground blocks do, each with a note that the playground runs 4.12.0.
    {route: '/docs/options/arbitrary-values', count: 3, rem2rpx: false},
    {route: '/docs/issues/group-and-peer', count: 1, rem2rpx: true},
    {route: '/', count: 1, rem2rpx: true},
  ])('$route links each example to the playground with its own code', async ({route, count, rem2rpx}) => {
    const states = await linkedStates(route);
    expect(states).toHaveLength(count);
    for (const {state, shown} of states) {
      // Highlighted lines lose their line breaks in the text of the markup.
      expect(shown.replace(/\s+/g, '')).toBe(state.template.replace(/\s+/g, ''));
      expect(state.options.rem2rpx).toBe(rem2rpx);
    }
  });
});
