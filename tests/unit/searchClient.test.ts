// The embedded search client's side of its worker (the worker itself runs in the e2e tests): it downloads
// the parts of the index a search needs and no other, answers come back to the query that asked, a
// failed download or a dead worker is replaced on the next query, and the worker the /search page's
// inline script started is taken over rather than started again.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {tagsOfFilters} from '../../src/plugins/search/client/algoliaShape';
import type {EarlyIndexWorker} from '../../src/plugins/search/client/earlyIndexWorker';
import {createLocalSearchClient, indexPartsFor, type IndexStatus} from '../../src/plugins/search/client/localClient';
import type {IndexWorkerReply, IndexWorkerRequest} from '../../src/plugins/search/client/searchWorker';

const indexUrls = {
  default: '/search-index.shared.json',
  'docs-default-current': '/search-index.5.x.json',
  'docs-default-4.x': '/search-index.4.x.json',
};

/**
 * A stand-in for the index worker: reads each part at once and answers each query with its own text,
 * except that a query for `tailwindcss v3` needs the 4.x part first, as the real worker says.
 */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: {data: IndexWorkerReply}) => void) | null = null;
  onerror: ((event: {message: string; preventDefault(): void}) => void) | null = null;
  terminated = false;
  received: IndexWorkerRequest[] = [];
  loaded = new Set<string>();

  constructor() {
    FakeWorker.started.push(this);
  }

  postMessage(request: IndexWorkerRequest) {
    this.received.push(request);
    let reply: IndexWorkerReply;
    if (request.type === 'load') {
      this.loaded.add(request.tag);
      reply = {type: 'loaded', tag: request.tag};
    } else if (request.requests.some((one) => one.query?.includes('v3')) && !this.loaded.has('docs-default-4.x')) {
      reply = {type: 'needs', id: request.id, tags: ['docs-default-4.x']};
    } else {
      reply = {type: 'answers', id: request.id, results: request.requests.map((one) => ({query: one.query}))};
    }
    queueMicrotask(() => this.onmessage?.({data: reply}));
  }

  crash() {
    this.onerror?.({message: 'out of memory', preventDefault() {}});
  }

  terminate() {
    this.terminated = true;
  }
}

const indexFile = () => new Response(JSON.stringify({version: 4}), {status: 200});
/** A query from a page of a docs version, filtered as contextual search filters it. */
const query = (text: string, version = 'current') => [
  {indexName: 'docs', query: text, params: {facetFilters: [['language:zh-cn'], ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]]}},
];

describe('the parts of the index a search needs', () => {
  it('reads the docs versions out of facet filters in any of Algolia’s shapes', () => {
    expect(tagsOfFilters([['language:zh-cn'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.x']])).toEqual(['default', 'docs-default-4.x']);
    expect(tagsOfFilters('docusaurus_tag:docs-default-current')).toEqual(['docs-default-current']);
    expect(tagsOfFilters(undefined)).toEqual([]);
  });

  it('are the unversioned part and the versions named, or every part when none is', () => {
    expect(indexPartsFor(indexUrls, ['default', 'docs-default-4.x'])).toEqual(['default', 'docs-default-4.x']);
    expect(indexPartsFor(indexUrls, ['default'])).toEqual(['default', 'docs-default-current', 'docs-default-4.x']);
    expect(indexPartsFor(indexUrls, [])).toEqual(['default', 'docs-default-current', 'docs-default-4.x']);
  });
});

describe('the embedded search client', () => {
  let statuses: IndexStatus[];
  const fetchIndex = vi.fn<typeof fetch>();
  const downloaded = () => fetchIndex.mock.calls.map(([url]) => String(url));

  beforeEach(() => {
    FakeWorker.started = [];
    statuses = [];
    fetchIndex.mockReset();
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('fetch', fetchIndex);
    vi.stubGlobal('window', {location: {origin: 'http://127.0.0.1:4173'}});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const client = () => createLocalSearchClient({indexUrls, locale: 'zh-cn'}, (status) => statuses.push(status));

  it('downloads the parts of the reader’s docs version once, hands them to one worker and routes each answer to its query', async () => {
    fetchIndex.mockImplementation(async () => indexFile());
    const search = client();
    const [first, second] = await Promise.all([search.search(query('rem2rpx')), search.search(query('cssEntries'))]);
    expect(first.results).toEqual([{query: 'rem2rpx'}]);
    expect(second.results).toEqual([{query: 'cssEntries'}]);
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0].received.filter((request) => request.type === 'load')).toMatchObject([
      {tag: 'default', context: {origin: 'http://127.0.0.1:4173', locale: 'zh-cn'}},
      {tag: 'docs-default-current'},
    ]);
    expect(downloaded()).toEqual(['/search-index.shared.json', '/search-index.5.x.json']);
    expect(statuses).toEqual(['loaded']);
  });

  it('preloads the parts of the docs version a page shows, and another version’s only when a search asks for it', async () => {
    fetchIndex.mockImplementation(async () => indexFile());
    const search = client();
    search.preload(['default', 'docs-default-4.x']);
    await search.search(query('rem2rpx', '4.x'));
    expect(downloaded()).toEqual(['/search-index.shared.json', '/search-index.4.x.json']);
    await search.search(query('rem2rpx', 'current'));
    expect(downloaded()).toEqual(['/search-index.shared.json', '/search-index.4.x.json', '/search-index.5.x.json']);
  });

  it('downloads the part a query that names another docs version’s subject needs, then answers it', async () => {
    fetchIndex.mockImplementation(async () => indexFile());
    const search = client();
    expect((await search.search(query('taro tailwindcss v3'))).results).toEqual([{query: 'taro tailwindcss v3'}]);
    expect(downloaded()).toEqual(['/search-index.shared.json', '/search-index.5.x.json', '/search-index.4.x.json']);
  });

  it('answers with no hits when a download fails, and downloads again on the next query', async () => {
    fetchIndex.mockResolvedValueOnce(new Response('', {status: 503})).mockImplementation(async () => indexFile());
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const search = client();
    const failed = await search.search(query('rem2rpx'));
    expect(failed.results).toMatchObject([{hits: [], nbHits: 0, query: 'rem2rpx'}]);
    expect((await search.search(query('rem2rpx'))).results).toEqual([{query: 'rem2rpx'}]);
    expect(downloaded()).toEqual(['/search-index.shared.json', '/search-index.5.x.json', '/search-index.shared.json']);
    expect(statuses).toEqual(['failed', 'loaded']);
  });

  it('starts a new worker, with the parts downloaded again, on the next query when the worker dies', async () => {
    fetchIndex.mockImplementation(async () => indexFile());
    const search = client();
    await search.search(query('rem2rpx'));
    FakeWorker.started[0].crash();
    expect(FakeWorker.started[0].terminated).toBe(true);
    expect((await search.search(query('cssEntries'))).results).toEqual([{query: 'cssEntries'}]);
    expect(FakeWorker.started).toHaveLength(2);
    expect(FakeWorker.started[1].received.filter((request) => request.type === 'load').map((request) => request.type === 'load' && request.tag)).toEqual(['default', 'docs-default-current']);
  });

  describe('on /search?q=…, with the worker the page’s inline script started', () => {
    /** What the inline script leaves: a worker handed `handed` (by tag: settled once handed over), with `replies` so far. */
    const startedEarly = (handed: Record<string, Promise<void>>, replies: IndexWorkerReply[] = [], failed = false) => {
      const worker = new FakeWorker();
      const early: EarlyIndexWorker = {worker: worker as unknown as Worker, parts: handed, replies, failed};
      vi.stubGlobal('window', {location: {origin: 'http://127.0.0.1:4173'}, __searchIndexEarly: early});
      return worker;
    };

    it('takes it over: no second worker and no second download, and the parts it read before count', async () => {
      fetchIndex.mockImplementation(async () => indexFile());
      const worker = startedEarly({default: Promise.resolve(), 'docs-default-current': Promise.resolve()}, [{type: 'loaded', tag: 'default'}]);
      const search = client();
      search.preload(['default', 'docs-default-current']);
      const answer = search.search(query('rem2rpx'));
      // The current version's part is read after the takeover.
      await Promise.resolve();
      worker.onmessage?.({data: {type: 'loaded', tag: 'docs-default-current'}});
      expect((await answer).results).toEqual([{query: 'rem2rpx'}]);
      expect(FakeWorker.started).toEqual([worker]);
      expect(worker.received.map((request) => request.type)).toEqual(['query']);
      expect(downloaded()).toEqual([]);
      expect(statuses).toEqual(['loaded']);
    });

    it('downloads again a part whose early download failed', async () => {
      fetchIndex.mockImplementation(async () => indexFile());
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const worker = startedEarly({default: Promise.resolve(), 'docs-default-current': Promise.reject(new Error('HTTP 503'))}, [{type: 'loaded', tag: 'default'}]);
      const search = client();
      expect((await search.search(query('rem2rpx'))).results).toMatchObject([{hits: [], nbHits: 0}]);
      expect((await search.search(query('rem2rpx'))).results).toEqual([{query: 'rem2rpx'}]);
      expect(downloaded()).toEqual(['/search-index.5.x.json']);
      expect(worker.received.filter((request) => request.type === 'load').map((request) => request.type === 'load' && request.tag)).toEqual(['docs-default-current']);
      expect(statuses).toEqual(['failed', 'loaded']);
    });

    it('starts its own worker, and downloads every part, when the early one failed to start', async () => {
      fetchIndex.mockImplementation(async () => indexFile());
      const early = startedEarly({default: Promise.resolve(), 'docs-default-current': Promise.resolve()}, [], true);
      const search = client();
      expect((await search.search(query('rem2rpx'))).results).toEqual([{query: 'rem2rpx'}]);
      expect(early.terminated).toBe(true);
      expect(FakeWorker.started).toHaveLength(2);
      expect(downloaded()).toEqual(['/search-index.shared.json', '/search-index.5.x.json']);
    });

    it('starts its own worker, and downloads each part once, when the early one could not read a part', async () => {
      fetchIndex.mockImplementation(async () => indexFile());
      const early = startedEarly({default: Promise.resolve(), 'docs-default-current': Promise.resolve()}, [
        {type: 'loaded', tag: 'default'},
        {type: 'load-failed', message: 'bad JSON'},
      ]);
      const search = client();
      // As on the page: the client module preloads (and takes the worker over) before the page's first query.
      search.preload(['default', 'docs-default-current']);
      expect((await search.search(query('rem2rpx'))).results).toEqual([{query: 'rem2rpx'}]);
      expect(early.terminated).toBe(true);
      expect(FakeWorker.started).toHaveLength(2);
      expect(downloaded()).toEqual(['/search-index.shared.json', '/search-index.5.x.json']);
      expect(statuses).toEqual(['loaded']);
    });
  });
});
