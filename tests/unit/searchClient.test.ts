// The embedded search client's side of its worker (the worker itself runs in the e2e tests): answers
// come back to the query that asked, and a failed download or a dead worker is replaced on the next query.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createLocalSearchClient, type IndexStatus} from '../../src/plugins/search/client/localClient';
import type {IndexWorkerReply, IndexWorkerRequest} from '../../src/plugins/search/client/searchWorker';

/** A stand-in for the index worker: loads at once and answers each query with its own text. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: {data: IndexWorkerReply}) => void) | null = null;
  onerror: ((event: {message: string; preventDefault(): void}) => void) | null = null;
  terminated = false;
  received: IndexWorkerRequest[] = [];

  constructor() {
    FakeWorker.started.push(this);
  }

  postMessage(request: IndexWorkerRequest) {
    this.received.push(request);
    const reply: IndexWorkerReply =
      request.type === 'load' ? {type: 'loaded'} : {type: 'answers', id: request.id, results: request.requests.map((one) => ({query: one.query}))};
    queueMicrotask(() => this.onmessage?.({data: reply}));
  }

  crash() {
    this.onerror?.({message: 'out of memory', preventDefault() {}});
  }

  terminate() {
    this.terminated = true;
  }
}

const indexFile = () => new Response(JSON.stringify({version: 2}), {status: 200});
const query = (text: string) => [{indexName: 'docs', query: text}];

describe('the embedded search client', () => {
  let statuses: IndexStatus[];
  const fetchIndex = vi.fn<typeof fetch>();

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

  const client = () => createLocalSearchClient({indexUrl: '/search-index.json', indexPath: '/search-index.json', locale: 'zh-cn'}, (status) => statuses.push(status));

  it('hands the downloaded file to one worker and routes each answer to its query', async () => {
    fetchIndex.mockResolvedValue(indexFile());
    const search = client();
    const [first, second] = await Promise.all([search.search(query('rem2rpx')), search.search(query('cssEntries'))]);
    expect(first.results).toEqual([{query: 'rem2rpx'}]);
    expect(second.results).toEqual([{query: 'cssEntries'}]);
    expect(FakeWorker.started).toHaveLength(1);
    const [load] = FakeWorker.started[0].received;
    expect(load).toMatchObject({type: 'load', context: {origin: 'http://127.0.0.1:4173', locale: 'zh-cn'}});
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['loaded']);
  });

  it('answers with no hits when the download fails, and downloads again on the next query', async () => {
    fetchIndex.mockResolvedValueOnce(new Response('', {status: 503})).mockResolvedValueOnce(indexFile());
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const search = client();
    const failed = await search.search(query('rem2rpx'));
    expect(failed.results).toMatchObject([{hits: [], nbHits: 0, query: 'rem2rpx'}]);
    expect(FakeWorker.started[0].terminated).toBe(true);
    expect((await search.search(query('rem2rpx'))).results).toEqual([{query: 'rem2rpx'}]);
    expect(fetchIndex).toHaveBeenCalledTimes(2);
    expect(statuses).toEqual(['failed', 'loaded']);
  });

  it('starts a new worker on the next query when the worker dies', async () => {
    fetchIndex.mockImplementation(async () => indexFile());
    const search = client();
    await search.search(query('rem2rpx'));
    FakeWorker.started[0].crash();
    expect(FakeWorker.started[0].terminated).toBe(true);
    expect((await search.search(query('cssEntries'))).results).toEqual([{query: 'cssEntries'}]);
    expect(FakeWorker.started).toHaveLength(2);
  });
});
