// A search client with the interface of Algolia's lite client, answered from the embedded MiniSearch
// index. DocSearch (modal) and the /search page use it unchanged when no hosted search is configured.
// It is small and in every page. When a reader is about to search (`preload`) or on the first query,
// the page downloads the parts of the index the search needs (the unversioned pages' and the docs
// version's it filters on, shared/documents.ts) and hands them to a Web Worker (./searchWorker),
// which builds the index and answers every query. Another version's part comes when a query asks for it.
// On `/search?q=…` the page's inline script (./earlyIndexWorker) has started that worker and those downloads
// already; the client takes them over.
import {EMBEDDED_APP_ID} from '../shared/constants';
import {UNVERSIONED_TAG, type EmbeddedSearchGlobalData, type SearchRequest} from '../shared/types';
import {parseParams, requestedPage, searchResponse, tagsOfFilters} from './algoliaShape';
import type {EarlyIndexWorker} from './earlyIndexWorker';
import type {QueryContext} from './searchEngine';
import type {IndexWorkerReply, IndexWorkerRequest} from './searchWorker';

export interface LocalSearchClient {
  readonly appId: string;
  search(requests: unknown): Promise<{results: unknown[]}>;
  searchForHits(requests: unknown): Promise<{results: unknown[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  /**
   * Starts the download of the parts a search filtered on these `docusaurus_tag` values needs (the
   * unversioned part and those docs versions'), so that the first query finds them ready.
   */
  preload(tags: readonly string[]): void;
  readonly transporter: {readonly algoliaAgent: {readonly value: string; add(): void}};
}

export type IndexStatus = 'idle' | 'loaded' | 'failed';

/**
 * The parts of the index (by tag) a search filtered on these `docusaurus_tag` values needs: the
 * unversioned part and the part of each docs version named; every part when none is.
 */
export function indexPartsFor(indexUrls: Readonly<Record<string, string>>, tags: readonly string[]): string[] {
  const versions = Object.keys(indexUrls).filter((tag) => tag !== UNVERSIONED_TAG);
  const named = versions.filter((tag) => tags.includes(tag));
  return [UNVERSIONED_TAG, ...(named.length ? named : versions)];
}

type QueryAnswer = {readonly results: unknown[]} | {readonly needs: readonly string[]};

/** The worker could not answer a query: a bug to surface, not a download failure to report. */
class QueryFailed extends Error {}

interface IndexWorker {
  /** Hands the worker one part's file; resolves once it has read it. */
  load(tag: string, file: ArrayBuffer): Promise<void>;
  /** Resolves once the worker has read a part someone else handed it (the page's inline script). */
  loaded(tag: string): Promise<void>;
  /** Handles what the worker said before it was taken over, as if it came now. */
  replay(replies: readonly IndexWorkerReply[]): void;
  /** The answers, or the parts the worker must have first (another docs version a query names). */
  query(requests: readonly SearchRequest[]): Promise<QueryAnswer>;
}

/**
 * A worker for the index, `started` or a new one; `onExit` runs whenever it is gone (a part could not be
 * read, or it died), before any promise rejects, so that the next query starts a new one.
 */
function startIndexWorker(context: QueryContext, onExit: () => void, started?: Worker): IndexWorker {
  const worker = started ?? new Worker(/* webpackChunkName: "search-worker" */ new URL('./searchWorker.ts', import.meta.url), {name: 'search-index'});
  const post = (request: IndexWorkerRequest, transfer: Transferable[] = []) => worker.postMessage(request, transfer);
  const pending = new Map<number, {resolve: (answer: QueryAnswer) => void; reject: (error: Error) => void}>();
  const loading = new Map<string, {resolve: () => void; reject: (error: Error) => void}>();
  let nextId = 0;
  let exited: Error | undefined;
  const fail = (error: Error) => {
    if (exited) return;
    exited = error;
    worker.terminate();
    onExit();
    for (const waiting of [...pending.values(), ...loading.values()]) waiting.reject(error);
    pending.clear();
    loading.clear();
  };
  // The worker's script failed to load or threw outside a message.
  worker.onerror = (event) => {
    event.preventDefault();
    fail(new Error(`search worker: ${event.message || 'failed to start'}`));
  };
  const receive = (reply: IndexWorkerReply) => {
    if (reply.type === 'loaded') {
      loading.get(reply.tag)?.resolve();
      loading.delete(reply.tag);
    } else if (reply.type === 'load-failed') {
      fail(new Error(`search index: ${reply.message}`));
    } else {
      const query = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.type === 'answers') query?.resolve({results: reply.results});
      else if (reply.type === 'needs') query?.resolve({needs: reply.tags});
      else query?.reject(new QueryFailed(`search query: ${reply.message}`));
    }
  };
  worker.onmessage = ({data}: MessageEvent<IndexWorkerReply>) => receive(data);
  const readBy = (tag: string) =>
    new Promise<void>((resolve, reject) => {
      if (exited) return reject(exited);
      loading.set(tag, {resolve, reject});
    });
  return {
    load(tag, file) {
      const read = readBy(tag);
      if (!exited) post({type: 'load', tag, file, context}, [file]);
      return read;
    },
    loaded: readBy,
    replay: (replies) => replies.forEach(receive),
    query: (requests) =>
      new Promise((resolve, reject) => {
        if (exited) return reject(exited);
        const id = nextId++;
        pending.set(id, {resolve, reject});
        post({type: 'query', id, requests});
      }),
  };
}

/**
 * The worker the /search page's inline script started (./earlyIndexWorker), once: a worker whose script
 * failed, or that could not read a part, is left for a new one, as a worker of the client's own would be.
 */
function takeEarlyIndexWorker(): EarlyIndexWorker | undefined {
  const scope = window as {__searchIndexEarly?: EarlyIndexWorker};
  const early = scope.__searchIndexEarly;
  delete scope.__searchIndexEarly;
  if (!early) return undefined;
  // Taken over, a `load-failed` reply would end the worker during the takeover, and the client's first
  // download would go to that dead worker.
  const failed = early.failed || early.replies.some((reply) => reply.type === 'load-failed');
  if (failed) early.worker.terminate();
  return failed ? undefined : early;
}

/**
 * A client that downloads the parts of the index from `indexUrls` (by the `docusaurus_tag` of their
 * pages) when a reader shows they are about to search (`preload`) or on the first query that needs
 * them, never before. When a download fails, queries answer with no hits (the UI must not break) and
 * `onStatus` reports `failed`, so the interface can say why; the next query tries the download again.
 */
export function createLocalSearchClient(
  {indexUrls, locale}: Pick<EmbeddedSearchGlobalData, 'locale'> & {readonly indexUrls: Readonly<Record<string, string>>},
  onStatus: (status: IndexStatus) => void = () => {},
): LocalSearchClient {
  let worker: IndexWorker | undefined;
  // Each part once per worker: the download and the worker reading it.
  let parts = new Map<string, Promise<void>>();
  const forget = (tag: string, part: Promise<void>) =>
    part.catch(() => {
      // A failed part is downloaded again by the next query that needs it.
      if (parts.get(tag) === part) parts.delete(tag);
    });
  const workerNow = () => {
    if (worker) return worker;
    const onExit = () => {
      worker = undefined;
      parts = new Map();
    };
    const early = takeEarlyIndexWorker();
    const current = startIndexWorker({origin: window.location.origin, locale}, onExit, early?.worker);
    worker = current;
    if (early) {
      // Its parts' `loaded` replies may have come already: wait for them before handling those.
      for (const [tag, handedOver] of Object.entries(early.parts)) {
        const part = Promise.all([handedOver, current.loaded(tag)]).then(() => {});
        parts.set(tag, part);
        forget(tag, part);
      }
      current.replay(early.replies);
    }
    return current;
  };
  // Downloaded by the page, not the worker, so that the buffer moves to the worker without a copy (the
  // /search page's inline script downloads its parts the same way).
  const download = (url: string) =>
    fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.arrayBuffer();
    });
  const loadPart = (tag: string): Promise<void> => {
    const current = workerNow();
    let part = parts.get(tag);
    if (!part) {
      part = download(indexUrls[tag]).then((file) => current.load(tag, file));
      parts.set(tag, part);
      forget(tag, part);
    }
    return part;
  };
  let status: IndexStatus = 'idle';
  const report = (next: IndexStatus) => {
    if (next !== status) onStatus((status = next));
  };
  const load = (tags: readonly string[]) => Promise.all(indexPartsFor(indexUrls, tags).map(loadPart)).then(() => report('loaded'));
  const answer = async (requests: readonly SearchRequest[]) => {
    await load(requests.flatMap((request) => tagsOfFilters(parseParams(request).facetFilters)));
    const first = await workerNow().query(requests);
    if ('results' in first) return first.results;
    // A query that names a version only another docs version's pages are about needs that version's part too.
    await load(first.needs);
    const second = await workerNow().query(requests);
    if ('results' in second) return second.results;
    throw new QueryFailed(`search query: the parts ${second.needs.join(', ')} do not answer it`);
  };

  const search = async (input: unknown) => {
    const requests = (Array.isArray(input) ? input : ((input as {requests?: SearchRequest[]}).requests ?? [])) as SearchRequest[];
    try {
      return {results: await answer(requests)};
    } catch (error) {
      if (error instanceof QueryFailed) throw error;
      console.warn('[search] 无法下载搜索索引：', error);
      report('failed');
      return {
        results: requests.map((request) => {
          const {query, hitsPerPage} = requestedPage(parseParams(request));
          return searchResponse({hits: [], nbHits: 0, page: 0, hitsPerPage, facets: {}, query, processingTimeMS: 0});
        }),
      };
    }
  };
  return {
    appId: EMBEDDED_APP_ID,
    preload(tags) {
      // A failed download is reported by the query that needs it, and tried again then.
      load(tags).catch(() => {});
    },
    search,
    searchForHits: search,
    addAlgoliaAgent() {},
    async clearCache() {},
    transporter: {algoliaAgent: {value: 'embedded-search', add() {}}},
  };
}
