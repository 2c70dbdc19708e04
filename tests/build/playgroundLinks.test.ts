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
      // The code the link belongs to: the example's template block, or the code block just before it.
      const owner = $(link).closest('figure').length ? $(link).closest('figure').find('pre').first() : $(link).prev().find('pre');
      return {state, shown: owner.text()};
    }),
  );
}

describe('links from examples to the playground', () => {
  it.each([
    {route: '/docs/quick-start/rem2rpx', count: 1, rem2rpx: true},
    {route: '/docs/options/arbitrary-values', count: 4, rem2rpx: false},
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
