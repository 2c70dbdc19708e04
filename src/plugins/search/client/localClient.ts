// A search client with the interface of Algolia's lite client, answered from the embedded MiniSearch
// index. DocSearch (modal) and the /search page use it unchanged when no hosted search is configured.
// It is small and in every page; the engine and the index are downloaded together on the first query.
import {EMBEDDED_APP_ID} from '../shared/constants';
import type {EmbeddedSearchGlobalData, SearchRequest} from '../shared/types';
import {parseParams, requestedPage, searchResponse} from './algoliaShape';
import type * as SearchEngine from './searchEngine';

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

/**
 * A client that downloads the index from `indexUrl` when a reader shows they are about to search
 * (`preload`) or on the first query, never before. When the download fails, queries answer with no
 * hits (the UI must not break) and `onStatus` reports `failed`, so the interface can say why; the
 * next query tries the download again.
 */
export function createLocalSearchClient(
  {indexUrl, locale, docsTag}: EmbeddedSearchGlobalData & {readonly indexUrl: string},
  onStatus: (status: IndexStatus) => void = () => {},
): LocalSearchClient {
  let ready: Promise<{engine: typeof SearchEngine; index: ReturnType<typeof SearchEngine.loadSearchIndex>}> | undefined;
  const load = () => {
    ready ??= Promise.all([
      import('./searchEngine'),
      fetch(indexUrl).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      }),
    ]).then(([engine, json]) => {
      const index = engine.loadSearchIndex(json);
      onStatus('loaded');
      return {engine, index};
    });
    ready.catch(() => {
      ready = undefined;
    });
    return ready;
  };
  const search = async (input: unknown) => {
    const requests = (Array.isArray(input) ? input : ((input as {requests?: SearchRequest[]}).requests ?? [])) as SearchRequest[];
    let loaded: Awaited<ReturnType<typeof load>>;
    try {
      loaded = await load();
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
    const {engine, index} = loaded;
    return {results: requests.map((request) => engine.runQuery(index, parseParams(request), {origin: window.location.origin, locale, docsTag}))};
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
