// A search client with the interface of Algolia's lite client, answered from the embedded MiniSearch
// index. DocSearch (modal) and the /search page use it unchanged when no hosted search is configured.
// It is small and in every page. On the first query (or `preload`) the page downloads the index and
// hands it to a Web Worker (./searchWorker), which builds the index and answers every query.
import {EMBEDDED_APP_ID} from '../shared/constants';
import type {EmbeddedSearchGlobalData, SearchRequest} from '../shared/types';
import {parseParams, requestedPage, searchResponse} from './algoliaShape';
import type {QueryContext} from './searchEngine';
import type {IndexWorkerReply, IndexWorkerRequest} from './searchWorker';

export interface LocalSearchClient {
  readonly appId: string;
  search(requests: unknown): Promise<{results: unknown[]}>;
  searchForHits(requests: unknown): Promise<{results: unknown[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  /** Starts the download now, so that the first query finds the index ready. */
  preload(): void;
  readonly transporter: {readonly algoliaAgent: {readonly value: string; add(): void}};
}

export type IndexStatus = 'idle' | 'loaded' | 'failed';

interface IndexWorker {
  query(requests: readonly SearchRequest[]): Promise<unknown[]>;
}

/**
 * A worker holding the index built from `file`; resolves once it can answer, rejects if it cannot.
 * The worker's script loads while the file downloads. `onExit` runs whenever the worker is gone (the
 * download or the index failed, or it died after loading), before any promise rejects, so the next
 * query starts a new one.
 */
function startIndexWorker(file: Promise<ArrayBuffer>, context: QueryContext, onExit: () => void): Promise<IndexWorker> {
  const worker = new Worker(/* webpackChunkName: "search-worker" */ new URL('./searchWorker.ts', import.meta.url), {name: 'search-index'});
  const post = (request: IndexWorkerRequest, transfer: Transferable[] = []) => worker.postMessage(request, transfer);
  const pending = new Map<number, {resolve: (results: unknown[]) => void; reject: (error: Error) => void}>();
  let nextId = 0;
  let exited: Error | undefined;
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      if (exited) return;
      exited = error;
      worker.terminate();
      onExit();
      reject(error);
      for (const query of pending.values()) query.reject(error);
      pending.clear();
    };
    // The worker's script failed to load or threw outside a message.
    worker.onerror = (event) => {
      event.preventDefault();
      fail(new Error(`search worker: ${event.message || 'failed to start'}`));
    };
    worker.onmessage = ({data: reply}: MessageEvent<IndexWorkerReply>) => {
      if (reply.type === 'loaded') {
        resolve({
          query: (requests) =>
            new Promise((resolveQuery, rejectQuery) => {
              if (exited) return rejectQuery(exited);
              const id = nextId++;
              pending.set(id, {resolve: resolveQuery, reject: rejectQuery});
              post({type: 'query', id, requests});
            }),
        });
      } else if (reply.type === 'load-failed') {
        fail(new Error(`search index: ${reply.message}`));
      } else {
        const query = pending.get(reply.id);
        pending.delete(reply.id);
        if (reply.type === 'answers') query?.resolve(reply.results);
        else query?.reject(new Error(`search query: ${reply.message}`));
      }
    };
    file.then(
      (buffer) => post({type: 'load', file: buffer, context}, [buffer]),
      (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

/**
 * A client that downloads the index from `indexUrl` when a reader shows they are about to search
 * (`preload`) or on the first query, never before. When the download fails, queries answer with no
 * hits (the UI must not break) and `onStatus` reports `failed`, so the interface can say why; the
 * next query tries the download again.
 */
export function createLocalSearchClient(
  {indexUrl, locale}: EmbeddedSearchGlobalData & {readonly indexUrl: string},
  onStatus: (status: IndexStatus) => void = () => {},
): LocalSearchClient {
  let ready: Promise<IndexWorker> | undefined;
  // Downloaded by the page, not the worker: the /search page's preload serves this request, and the
  // buffer moves to the worker without a copy.
  const downloadIndex = () =>
    fetch(indexUrl).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.arrayBuffer();
    });
  const load = () => {
    ready ??= startIndexWorker(downloadIndex(), {origin: window.location.origin, locale}, () => {
      ready = undefined;
    }).then((worker) => {
      onStatus('loaded');
      return worker;
    });
    return ready;
  };
  const search = async (input: unknown) => {
    const requests = (Array.isArray(input) ? input : ((input as {requests?: SearchRequest[]}).requests ?? [])) as SearchRequest[];
    let worker: IndexWorker;
    try {
      worker = await load();
    } catch (error) {
      console.warn('[search] 无法下载搜索索引：', error);
      onStatus('failed');
      return {
        results: requests.map((request) => {
          const {query, hitsPerPage} = requestedPage(parseParams(request));
          return searchResponse({hits: [], nbHits: 0, page: 0, hitsPerPage, facets: {}, query, processingTimeMS: 0});
        }),
      };
    }
    // Outside the try: a failing query is a bug to surface, not a download failure to report.
    return {results: await worker.query(requests)};
  };
  return {
    appId: EMBEDDED_APP_ID,
    preload() {
      // A failed download is reported by the query that needs it, and tried again then.
      load().catch(() => {});
    },
    search,
    searchForHits: search,
    addAlgoliaAgent() {},
    async clearCache() {},
    transporter: {algoliaAgent: {value: 'embedded-search', add() {}}},
  };
}
