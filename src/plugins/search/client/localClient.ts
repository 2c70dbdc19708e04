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
  /** Starts the download and the headings index now, so that the first query finds them ready. */
  preload(): void;
  /** The same client, but its queries wait for the full index: for the /search page, which lists every match. */
  readonly complete: LocalSearchClient;
  readonly transporter: {readonly algoliaAgent: {readonly value: string; add(): void}};
}

export type IndexStatus = 'idle' | 'loaded' | 'failed';

/**
 * A client that downloads the index from `indexUrl` when a reader shows they are about to search
 * (`preload`) or on the first query, never before. Queries are answered from the headings index as
 * soon as it is built and from the full index once that is. When the download fails, queries answer
 * with no hits (the UI must not break) and `onStatus` reports `failed`, so the interface can say
 * why; the next query tries the download again.
 */
export function createLocalSearchClient(
  {indexUrl, locale, docsTag}: EmbeddedSearchGlobalData & {readonly indexUrl: string},
  onStatus: (status: IndexStatus) => void = () => {},
): LocalSearchClient {
  type Index = ReturnType<typeof SearchEngine.buildHeadingIndex>;
  let ready: Promise<{engine: typeof SearchEngine; index: Index; full: Promise<Index>}> | undefined;
  const load = () => {
    ready ??= Promise.all([
      import('./searchEngine'),
      fetch(indexUrl).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      }),
    ]).then(([engine, json]) => {
      const records = engine.parseSearchDocuments(json);
      const loaded = {engine, index: engine.buildHeadingIndex(records), full: engine.buildFullIndex(records)};
      void loaded.full.then((full) => {
        loaded.index = full;
      });
      onStatus('loaded');
      return loaded;
    });
    ready.catch(() => {
      ready = undefined;
    });
    return ready;
  };
  const searchWith = (waitForFullIndex: boolean) => async (input: unknown) => {
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
    const {engine} = loaded;
    const index = waitForFullIndex ? await loaded.full : loaded.index;
    return {results: requests.map((request) => engine.runQuery(index, parseParams(request), {origin: window.location.origin, locale, docsTag}))};
  };
  const client = (waitForFullIndex: boolean): LocalSearchClient => {
    const search = searchWith(waitForFullIndex);
    return {
      appId: EMBEDDED_APP_ID,
      preload() {
        // A failed download is reported by the query that needs it, and tried again then.
        load().catch(() => {});
      },
      get complete() {
        return client(true);
      },
      search,
      searchForHits: search,
      addAlgoliaAgent() {},
      async clearCache() {},
      transporter: {algoliaAgent: {value: 'embedded-search', add() {}}},
    };
  };
  return client(false);
}
