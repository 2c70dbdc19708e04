// The /search page's inline script that starts the index worker from the HTML: it reads the address as
// the page does (URLSearchParams), starts the worker and hands it the parts in a built page, and the site's
// Content-Security-Policy allows it as the built page holds it.
import {readFileSync} from 'node:fs';
import {getSwcHtmlMinifier} from '@docusaurus/faster';
import {describe, expect, it, vi} from 'vitest';
import {EARLY_INDEX_WORKER_SCRIPT, EARLY_RESULTS_ID, earlyIndexWorkerTargets, type EarlyIndexWorker, type EarlyResultClasses, type IndexPart} from '../../src/plugins/search/client/earlyIndexWorker';
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
const partsOf = (tags: readonly string[]) => indexPartsFor(indexUrls, tags).map((tag): IndexPart => [tag, indexUrls[tag]]);
const classes: EarlyResultClasses = ['item', 'heading', 'path', 'summary'];
const dataset = () => ({index: JSON.stringify(earlyIndexWorkerTargets(docsData, partsOf)), locale: 'zh-cn', classes: JSON.stringify(classes), hits: '15'});

/** The addresses the script of a built page downloads when the page's address has `search`. */
function downloadedBy(search: string): string[] {
  const fetched: string[] = [];
  runScript(search, (url) => {
    fetched.push(url);
    return new Promise<never>(() => {});
  });
  return fetched;
}

/** What the page's first query downloads: the parts of the version it searches, when it has a query at all. */
function pageNeeds(search: string): string[] {
  const params = new URLSearchParams(search);
  return params.get('q') ? urlsOf(searchedTags(searchedVersionNames(docsData, params.get('version')))) : [];
}

describe('the /search page’s early index worker script', () => {
  it('downloads the parts the page’s first query needs, read from the address as URLSearchParams reads it', () => {
    expect(downloadedBy('?q=rpx')).toEqual(['/search-index.shared.json', '/search-index.5.x.json']);
    // A version by its label or name, its name percent-encoded or not: the page searches it.
    expect(downloadedBy('?q=rpx&version=4.x')).toEqual(['/search-index.shared.json', '/search-index.4.x.json']);
    expect(downloadedBy('?q=rpx&ver%73ion=4.x')).toEqual(['/search-index.shared.json', '/search-index.4.x.json']);
    // The current version named, or one that does not exist: the page searches the current docs.
    expect(downloadedBy('?q=rpx&version=5.x')).toEqual(['/search-index.shared.json', '/search-index.5.x.json']);
    expect(downloadedBy('?q=rpx&version=6.x')).toEqual(['/search-index.shared.json', '/search-index.5.x.json']);
    // The first `q` is the page's query: an empty one asks nothing.
    expect(downloadedBy('?q=&q=x')).toEqual([]);
    expect(downloadedBy('')).toEqual([]);
  });

  it('agrees with the page on every address', () => {
    const addresses = [
      '?q=rpx', '?q=+', '?q=%20', '?q=', '?q=&q=x', '?q=x&q=', '?Q=x', '?q%3Dx', '?%71=x', '?version=4.x', '?q=x&version=', '?q=x&version=current',
      '?q=x&version=4.x&version=5.x', '?q=x&version=5.x&version=4.x', '?q=x&version=4.X', '?q=x&version=4%2Ex', '?q=x&version=4.x#q', '?q=x&&version=4.x',
    ];
    for (const search of addresses) expect(downloadedBy(search), search).toEqual(pageNeeds(search));
  });
});

/** A stand-in for the index worker the script starts: what it was given, and a way to answer. */
class RecordingWorker {
  static started: RecordingWorker[] = [];
  onmessage: ((event: {data: unknown}) => void) | null = null;
  onerror: ((event: {preventDefault(): void}) => void) | null = null;
  listeners: ((event: {data: unknown}) => void)[] = [];
  received: {message: {type: string; tag?: string; file?: ArrayBuffer; context?: unknown}; transfer?: unknown[]}[] = [];
  constructor(
    readonly url: string,
    readonly options: {name: string},
  ) {
    RecordingWorker.started.push(this);
  }
  postMessage(message: RecordingWorker['received'][number]['message'], transfer?: unknown[]) {
    this.received.push({message, transfer});
  }
  addEventListener(type: string, listener: (event: {data: unknown}) => void) {
    if (type === 'message') this.listeners.push(listener);
  }
  /** The worker says `data`: to the script's `onmessage` (replaced when the page's client takes the worker over) and its listeners. */
  say(data: unknown) {
    this.onmessage?.({data});
    for (const listener of this.listeners) listener({data});
  }
}

/** The page's early-results box, or none (`null`): what the script wrote into it. */
type Box = {innerHTML: string; firstChild: unknown} | null;

/**
 * Runs the script at `search` in a page whose script carries `data` (a built page's: with the worker's address) and whose
 * downloads `fetchPart` answers; returns what it left for the page's client.
 */
function runScript(search: string, fetchPart: (url: string) => Promise<Response>, data: Record<string, string> = {...dataset(), worker: '/assets/js/search-worker.0123abcd.js'}, box: Box = null) {
  RecordingWorker.started = [];
  const window: {__searchIndexEarly?: EarlyIndexWorker} = {};
  new Function('location', 'document', 'window', 'Worker', 'fetch', EARLY_INDEX_WORKER_SCRIPT)(
    {search, origin: 'http://127.0.0.1:4173'},
    {currentScript: {dataset: data}, getElementById: (id: string) => (id === EARLY_RESULTS_ID ? box : null)},
    window,
    RecordingWorker,
    fetchPart,
  );
  return window.__searchIndexEarly;
}

/** Runs the script of a built page at `search`, and lets its downloads and hand-overs settle (or fail) as before the page's client takes them. */
async function startedBy(search: string, fetchPart: (url: string) => Promise<Response>, box: Box = null) {
  const early = runScript(search, fetchPart, undefined, box);
  await Promise.allSettled(Object.values(early?.parts ?? {}));
  // What the script does once every part is handed over comes a turn later.
  await new Promise((resolve) => setTimeout(resolve));
  return early;
}

describe('in a built page, the script', () => {
  const file = (text: string) => new Response(text, {status: 200});

  it('starts the index worker and hands it each part the first query needs, with its tag and the page’s origin and locale', async () => {
    const early = await startedBy('?q=rpx&version=4.x', async (url) => file(url));
    expect(RecordingWorker.started).toHaveLength(1);
    const [worker] = RecordingWorker.started;
    expect(worker).toMatchObject({url: '/assets/js/search-worker.0123abcd.js', options: {name: 'search-index'}});
    expect(early?.worker).toBe(worker);
    expect(Object.keys(early?.parts ?? {})).toEqual(['default', 'docs-default-4.x']);
    const handed = worker.received.slice(0, 2).map(({message, transfer}) => ({
      ...message,
      file: new TextDecoder().decode(message.file),
      transferred: transfer?.[0] === message.file,
    }));
    expect(handed).toEqual([
      {type: 'load', tag: 'default', file: '/search-index.shared.json', context: {origin: 'http://127.0.0.1:4173', locale: 'zh-cn'}, transferred: true},
      {type: 'load', tag: 'docs-default-4.x', file: '/search-index.4.x.json', context: {origin: 'http://127.0.0.1:4173', locale: 'zh-cn'}, transferred: true},
    ]);
  });

  it('then asks the worker the address’s query as the page’s first request asks it, with an id the page’s client never uses', async () => {
    await startedBy('?q=rpx%20%E9%85%8D%E7%BD%AE&version=4.x', async (url) => file(url));
    expect(RecordingWorker.started[0].received.slice(2).map(({message}) => message)).toEqual([
      {
        type: 'query',
        id: -1,
        requests: [
          {
            indexName: '',
            params: {
              query: 'rpx 配置',
              hitsPerPage: 15,
              // The page's filters (theme/SearchPage, contextualSearch): the unversioned pages and the version searched, in the site's language.
              facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.x'], ['language:zh-cn']],
              // The page's mark of a match (search-result-match), so that the results are written as the page writes them.
              highlightPreTag: '<span class="search-result-match">',
              highlightPostTag: '</span>',
            },
          },
        ],
      },
    ]);
  });

  it('writes the answer into the page’s early-results box with the page’s markup, once, and only while the box is there and empty', async () => {
    const hit = (url: string, levels: (string | null)[], snippet?: string) => ({
      url: `http://127.0.0.1:4173${url}`,
      _highlightResult: {hierarchy: Object.fromEntries(levels.map((value, at) => [`lvl${at}`, value === null ? null : {value}]))},
      ...(snippet === undefined ? {} : {_snippetResult: {content: {value: snippet}}}),
    });
    const answers = {
      type: 'answers',
      id: -1,
      results: [
        {
          hits: [
            // A level that repeats the one above it is left out of the breadcrumbs, as the page leaves it out.
            hit('/docs/a#b', ['指南', '<span class="search-result-match">rpx</span> 配置', 'rpx 配置', '单位'], '把 <span class="search-result-match">rpx</span>'),
            hit('/docs/c', ['常见问题']),
          ],
        },
      ],
    };
    const box: Box = {innerHTML: '', firstChild: null};
    await startedBy('?q=rpx', async (url) => file(url), box);
    const [worker] = RecordingWorker.started;
    // Another query's answer, or an answer before the box exists, is not the script's.
    worker.say({...answers, id: 0});
    expect(box.innerHTML).toBe('');
    worker.onmessage = null;
    worker.say(answers);
    expect(box.innerHTML).toBe(
      '<article class="item"><h2 class="heading"><a href="/docs/a#b">单位</a></h2>' +
        '<ul class="breadcrumbs path"><li class="breadcrumbs__item">指南</li><li class="breadcrumbs__item"><span class="search-result-match">rpx</span> 配置</li></ul>' +
        '<p class="summary">把 <span class="search-result-match">rpx</span></p></article>' +
        '<article class="item"><h2 class="heading"><a href="/docs/c">常见问题</a></h2></article>',
    );
    // A box with something in it (the script's own results, or the page's) is left alone.
    const filled: Box = {innerHTML: 'x', firstChild: {}};
    await startedBy('?q=rpx', async (url) => file(url), filled);
    RecordingWorker.started[0].say(answers);
    expect(filled.innerHTML).toBe('x');
    // No box (the page has results of its own): nothing to write into, nothing thrown.
    await startedBy('?q=rpx', async (url) => file(url));
    expect(() => RecordingWorker.started[0].say(answers)).not.toThrow();
  });

  it('keeps what the worker says until the page’s client takes it over, and notes a worker that failed', async () => {
    const early = await startedBy('?q=rpx', async (url) => file(url));
    const [worker] = RecordingWorker.started;
    worker.onmessage?.({data: {type: 'loaded', tag: 'default'}});
    expect(early?.replies).toEqual([{type: 'loaded', tag: 'default'}]);
    expect(early?.failed).toBeFalsy();
    const preventDefault = vi.fn();
    worker.onerror?.({preventDefault});
    expect(early?.failed).toBe(true);
    expect(preventDefault).toHaveBeenCalled();
  });

  it('leaves a part whose download failed to the client, handing the worker nothing for it', async () => {
    const early = await startedBy('?q=rpx', async (url) => (url.includes('5.x') ? new Response('', {status: 503}) : file(url)));
    await expect(early?.parts['docs-default-current']).rejects.toThrow('HTTP 503');
    await expect(early?.parts.default).resolves.toBeUndefined();
    // Nor asks it a query that would find the part missing.
    expect(RecordingWorker.started[0].received.map(({message}) => message.tag ?? message.type)).toEqual(['default']);
  });

  it('starts nothing without a query, nor without the worker’s address', async () => {
    expect(await startedBy('?q=', async (url) => file(url))).toBeUndefined();
    expect(RecordingWorker.started).toEqual([]);
    const fetchPart = vi.fn();
    expect([runScript('?q=rpx', fetchPart, dataset()), RecordingWorker.started, fetchPart.mock.calls]).toEqual([undefined, [], []]);
  });
});

describe('its Content-Security-Policy hash', () => {
  it('is in the site’s policy', () => {
    // Hashed as the build's CSP check hashes the scripts of a built page.
    const [hash] = inlineScriptHashes(`<script>${EARLY_INDEX_WORKER_SCRIPT}</script>`);
    expect(sitePolicy(readFileSync('static/_headers', 'utf8'))?.split(/[\s;]+/)).toContain(hash);
  });

  it('is the hash of the script as the built page holds it: the HTML minifier leaves it as it is', async () => {
    const html = `<!doctype html><html><head></head><body><script data-index="[]">${EARLY_INDEX_WORKER_SCRIPT}</script></body></html>`;
    // The minifier Docusaurus runs on every page (experimental_faster); its options are Docusaurus' own (@docusaurus/bundler, minifyHtml.js).
    const {code} = await (await getSwcHtmlMinifier())(Buffer.from(html), {minifyJs: true, tagOmission: 'keep-head-and-body', removeComments: false});
    expect(/<script[^>]*>([\s\S]*?)<\/script>/.exec(code)?.[1]).toBe(EARLY_INDEX_WORKER_SCRIPT);
  });
});
