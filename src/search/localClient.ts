// A search client with the interface of Algolia's lite client, answered from the embedded MiniSearch
// index. DocSearch (modal) and the /search page use it unchanged when no hosted search is configured.
// It is small and in every page; the engine and the index are downloaded together on the first query.
import type * as SearchEngine from './searchEngine';
import {EMBEDDED_APP_ID} from '../../config/search';

export interface SearchParams {
  readonly query?: string;
  readonly page?: number;
  readonly hitsPerPage?: number;
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly snippetEllipsisText?: string;
  readonly facetFilters?: readonly (string | readonly string[])[] | string;
  readonly facets?: readonly string[] | string;
}

export interface SearchRequest extends SearchParams {
  readonly indexName?: string;
  readonly params?: SearchParams | string;
}

function parseParams(request: SearchRequest): SearchParams {
  if (typeof request.params === 'string') {
    return Object.fromEntries(
      [...new URLSearchParams(request.params)].map(([key, value]) => {
        try {
          return [key, JSON.parse(value)];
        } catch {
          return [key, value];
        }
      }),
    ) as SearchParams;
  }
  return {...request.params, ...request};
}

/** The query and the page of results a request asks for, with Algolia's defaults. */
export function requestedPage(params: SearchParams): {query: string; page: number; hitsPerPage: number} {
  return {query: (params.query ?? '').trim(), page: params.page ?? 0, hitsPerPage: params.hitsPerPage ?? 20};
}

/** The shape of one Algolia search answer. */
export function searchResponse<Hit>(answer: {
  hits: Hit[];
  nbHits: number;
  page: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  query: string;
  processingTimeMS: number;
}) {
  return {
    ...answer,
    nbPages: Math.ceil(answer.nbHits / answer.hitsPerPage),
    exhaustiveNbHits: true,
    exhaustive: {nbHits: true},
    params: '',
  };
}

export interface LocalSearchClient {
  readonly appId: string;
  search(requests: unknown): Promise<{results: unknown[]}>;
  searchForHits(requests: unknown): Promise<{results: unknown[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  readonly transporter: {readonly algoliaAgent: {readonly value: string; add(): void}};
}

export type IndexStatus = 'idle' | 'loaded' | 'failed';

/**
 * A client that downloads the index from `indexUrl` on its first query, never before. When the
 * download fails, queries answer with no hits (the UI must not break) and `onStatus` reports
 * `failed`, so the interface can say why; the next query tries the download again.
 */
export function createLocalSearchClient(indexUrl: string, onStatus: (status: IndexStatus) => void = () => {}): LocalSearchClient {
  let ready: Promise<{engine: typeof SearchEngine; index: Awaited<ReturnType<typeof SearchEngine.loadSearchIndex>>}> | undefined;
  const load = () => {
    ready ??= Promise.all([
      import('./searchEngine'),
      fetch(indexUrl).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      }),
    ]).then(async ([engine, json]) => {
      const index = await engine.loadSearchIndex(json);
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
    return {results: requests.map((request) => engine.runQuery(index, parseParams(request), window.location.origin))};
  };
  return {
    appId: EMBEDDED_APP_ID,
    search,
    searchForHits: search,
    addAlgoliaAgent() {},
    async clearCache() {},
    transporter: {algoliaAgent: {value: 'embedded-search', add() {}}},
  };
}
