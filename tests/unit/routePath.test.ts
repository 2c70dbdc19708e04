import {describe, expect, it} from 'vitest';
import {routePathOf, type LinkLike} from '../../src/plugins/route-on-intent/routePath';

const here = {origin: 'https://tw.icebreaker.top', pathname: '/docs/intro'};

function link(href: string, {target = '', download = false} = {}): LinkLike {
  return {href, target, hasAttribute: (name) => name === 'download' && download};
}

describe('routePathOf', () => {
  it('gives the path of a link to another page of the site', () => {
    expect(routePathOf(link('https://tw.icebreaker.top/docs/quick-start/install#vite'), here)).toBe('/docs/quick-start/install');
    expect(routePathOf(link('/blog?page=2'), here)).toBe('/blog');
  });

  it('skips links that leave the app or stay on the page', () => {
    expect(routePathOf(link('https://github.com/sonofmagic/weapp-tailwindcss'), here)).toBeNull();
    expect(routePathOf(link('https://tw.icebreaker.top/docs/intro#faq'), here)).toBeNull();
    expect(routePathOf(link('/blog', {target: '_blank'}), here)).toBeNull();
    expect(routePathOf(link('/img/logo.svg', {download: true}), here)).toBeNull();
    expect(routePathOf(link('http://[bad'), here)).toBeNull();
  });

  it('follows a link that targets the same frame', () => {
    expect(routePathOf(link('/blog', {target: '_self'}), here)).toBe('/blog');
  });
});
