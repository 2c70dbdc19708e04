// The /search page's inline script that starts the index download from the HTML: it reads the address as
// the page does (URLSearchParams), and the site's Content-Security-Policy allows it as the built page holds it.
import {readFileSync} from 'node:fs';
import {getSwcHtmlMinifier} from '@docusaurus/faster';
import {describe, expect, it} from 'vitest';
import {INDEX_PRELOAD_SCRIPT, indexPreloadTargets} from '../../src/plugins/search/client/indexPreload';
import {indexPartsFor} from '../../src/plugins/search/client/localClient';
import {searchedTags, searchedVersionNames, type DocsVersionsData} from '../../src/plugins/search/client/searchedVersions';
import {inlineScriptHashes, sitePolicy} from '../../src/plugins/security-headers/csp';

const indexUrls: Record<string, string> = {
  default: '/search-index.shared.json',
  'docs-default-current': '/search-index.5.x.json',
  'docs-default-4.x': '/search-index.4.x.json',
};
const docsData: DocsVersionsData = {
  default: {
    versions: [
      {name: 'current', label: '5.x'},
      {name: '4.x', label: '4.x'},
    ],
  },
};
const urlsOf = (tags: readonly string[]) => indexPartsFor(indexUrls, tags).map((tag) => indexUrls[tag]);

/** The addresses the script preloads when the page's address has `search`. */
function preloadedBy(search: string): string[] {
  const preloaded: string[] = [];
  const document = {
    currentScript: {dataset: {index: JSON.stringify(indexPreloadTargets(docsData, urlsOf))}},
    createElement: () => ({}),
    head: {
      appendChild(link: {rel: string; as: string; crossOrigin: string; href: string}) {
        expect(link).toMatchObject({rel: 'preload', as: 'fetch', crossOrigin: 'anonymous'});
        preloaded.push(link.href);
      },
    },
  };
  new Function('location', 'document', INDEX_PRELOAD_SCRIPT)({search}, document);
  return preloaded;
}

/** What the page's first query downloads: the parts of the version it searches, when it has a query at all. */
function pageNeeds(search: string): string[] {
  const params = new URLSearchParams(search);
  return params.get('q') ? urlsOf(searchedTags(searchedVersionNames(docsData, params.get('version')))) : [];
}

describe('the /search page’s index preload script', () => {
  it('downloads the parts the page’s first query needs, read from the address as URLSearchParams reads it', () => {
    expect(preloadedBy('?q=rpx')).toEqual(['/search-index.shared.json', '/search-index.5.x.json']);
    // A version by its label or name, its name percent-encoded or not: the page searches it.
    expect(preloadedBy('?q=rpx&version=4.x')).toEqual(['/search-index.shared.json', '/search-index.4.x.json']);
    expect(preloadedBy('?q=rpx&ver%73ion=4.x')).toEqual(['/search-index.shared.json', '/search-index.4.x.json']);
    // The current version named, or one that does not exist: the page searches the current docs.
    expect(preloadedBy('?q=rpx&version=5.x')).toEqual(['/search-index.shared.json', '/search-index.5.x.json']);
    expect(preloadedBy('?q=rpx&version=6.x')).toEqual(['/search-index.shared.json', '/search-index.5.x.json']);
    // The first `q` is the page's query: an empty one asks nothing.
    expect(preloadedBy('?q=&q=x')).toEqual([]);
    expect(preloadedBy('')).toEqual([]);
  });

  it('agrees with the page on every address', () => {
    const addresses = [
      '?q=rpx', '?q=+', '?q=%20', '?q=', '?q=&q=x', '?q=x&q=', '?Q=x', '?q%3Dx', '?%71=x', '?version=4.x', '?q=x&version=', '?q=x&version=current',
      '?q=x&version=4.x&version=5.x', '?q=x&version=5.x&version=4.x', '?q=x&version=4.X', '?q=x&version=4%2Ex', '?q=x&version=4.x#q', '?q=x&&version=4.x',
    ];
    for (const search of addresses) expect(preloadedBy(search), search).toEqual(pageNeeds(search));
  });
});

describe('its Content-Security-Policy hash', () => {
  it('is in the site’s policy', () => {
    // Hashed as the build's CSP check hashes the scripts of a built page.
    const [hash] = inlineScriptHashes(`<script>${INDEX_PRELOAD_SCRIPT}</script>`);
    expect(sitePolicy(readFileSync('static/_headers', 'utf8'))?.split(/[\s;]+/)).toContain(hash);
  });

  it('is the hash of the script as the built page holds it: the HTML minifier leaves it as it is', async () => {
    const html = `<!doctype html><html><head></head><body><script data-index="[]">${INDEX_PRELOAD_SCRIPT}</script></body></html>`;
    // The minifier Docusaurus runs on every page (experimental_faster); its options are Docusaurus' own (@docusaurus/bundler, minifyHtml.js).
    const {code} = await (await getSwcHtmlMinifier())(Buffer.from(html), {minifyJs: true, tagOmission: 'keep-head-and-body', removeComments: false});
    expect(/<script[^>]*>([\s\S]*?)<\/script>/.exec(code)?.[1]).toBe(INDEX_PRELOAD_SCRIPT);
  });
});
