// A search client with the interface of Algolia's lite client, answered from the embedded MiniSearch
// index. DocSearch (modal) and the /search page use it unchanged when no hosted search is configured.
import MiniSearch, {type SearchResult} from 'minisearch';
import {deserializeSearchDocuments, type SearchDocuments} from './build';
import {highlight, snippet, type HighlightTags} from './highlight';
import {indexOptions, searchOptions} from './options';
import type {SearchRecord} from './records';

interface SearchParams {
  readonly query?: string;
  readonly page?: number;
  readonly hitsPerPage?: number;
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly snippetEllipsisText?: string;
  readonly facetFilters?: readonly (string | readonly string[])[] | string;
  readonly facets?: readonly string[] | string;
}

interface SearchRequest extends SearchParams {
  readonly indexName?: string;
  readonly params?: SearchParams | string;
}

type StoredRecord = Omit<SearchRecord, 'id'>;

/** Facet values of a record, as the Docusaurus contextual search filters them. */
function facetsOf(record: StoredRecord): Record<string, string> {
  return {language: 'zh-cn', docusaurus_tag: record.kind === 'docs' ? 'docs-default-current' : 'default'};
}

function matchesFilters(record: StoredRecord, filters: SearchParams['facetFilters']): boolean {
  if (!filters || typeof filters === 'string') return true;
  const facets = facetsOf(record);
  // Algolia semantics: the outer list is AND, an inner list is OR; `default` matches every record.
  return filters.every((group) =>
    (typeof group === 'string' ? [group] : group).some((filter) => {
      const [name, value] = filter.split(':');
      return !(name in facets) || facets[name] === value || (name === 'docusaurus_tag' && value === 'default');
    }),
  );
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

const lvlOrder = ['lvl1', 'lvl2', 'lvl3'] as const;

function toHit(result: SearchResult, tags: HighlightTags, ellipsis: string, origin: string) {
  const record = result as unknown as StoredRecord & SearchResult;
  const terms = [...result.terms, ...result.queryTerms];
  const hierarchy: Record<string, string | null> = {
    lvl0: record.section,
    lvl1: record.title,
    lvl2: record.h2 ?? null,
    lvl3: record.h3 ?? null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const headingMatched = terms.some((term) =>
    [record.title, record.h2, record.h3].some((text) => text?.toLowerCase().includes(term)),
  );
  const deepest = [...lvlOrder].reverse().find((level) => hierarchy[level]) ?? 'lvl1';
  const type = headingMatched || !record.content ? deepest : 'content';
  const presentLevels = Object.entries(hierarchy).filter((entry): entry is [string, string] => entry[1] !== null);
  // Hits carry absolute URLs, as Algolia's do: the theme's URL processor parses them with `new URL()`.
  const url = `${origin}${record.url}`;
  const [urlWithoutAnchor, anchor] = url.split('#');
  return {
    objectID: String(result.id),
    url,
    url_without_anchor: urlWithoutAnchor,
    anchor: anchor ?? null,
    type,
    content: type === 'content' ? record.content : null,
    hierarchy,
    _highlightResult: {
      hierarchy: Object.fromEntries(presentLevels.map(([level, text]) => [level, highlight(text, terms, tags)])),
      content: highlight(record.content, terms, tags),
    },
    _snippetResult: {
      hierarchy: Object.fromEntries(presentLevels.map(([level, text]) => [level, snippet(text, terms, tags, 80, ellipsis)])),
      content: snippet(record.content, terms, tags, 80, ellipsis),
    },
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

/** Runs one query against a loaded index; shared by the browser client and the benchmark. */
export function runQuery(index: MiniSearch<SearchRecord>, params: SearchParams, origin = 'http://localhost') {
  const started = performance.now();
  const query = (params.query ?? '').trim();
  const tags = {pre: params.highlightPreTag ?? '<span class="algolia-docsearch-suggestion--highlight">', post: params.highlightPostTag ?? '</span>'};
  const hitsPerPage = params.hitsPerPage ?? 20;
  const page = params.page ?? 0;
  const all = query
    ? index.search(query, searchOptions).filter((result) => matchesFilters(result as unknown as StoredRecord, params.facetFilters))
    : [];
  const hits = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => toHit(result, tags, params.snippetEllipsisText ?? '…', origin));
  const requestedFacets = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
  const facets: Record<string, Record<string, number>> = {};
  for (const name of requestedFacets) {
    facets[name] = {};
    for (const result of all) {
      const value = facetsOf(result as unknown as StoredRecord)[name];
      if (value) facets[name][value] = (facets[name][value] ?? 0) + 1;
    }
  }
  return {
    hits,
    nbHits: all.length,
    page,
    nbPages: Math.ceil(all.length / hitsPerPage),
    hitsPerPage,
    facets,
    exhaustiveNbHits: true,
    exhaustive: {nbHits: true},
    query,
    params: '',
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/** Builds the in-memory index from the downloaded documents. */
export function loadSearchIndex(json: string): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(indexOptions);
  index.addAll(deserializeSearchDocuments(JSON.parse(json) as SearchDocuments));
  return index;
}

export type IndexStatus = 'idle' | 'loaded' | 'failed';

/**
 * A client that downloads the index from `indexUrl` on its first query, never before. When the
 * download fails, queries answer with no hits (the UI must not break) and `onStatus` reports
 * `failed`, so the interface can say why; the next query tries the download again.
 */
export function createLocalSearchClient(indexUrl: string, onStatus: (status: IndexStatus) => void = () => {}): LocalSearchClient {
  let indexPromise: Promise<MiniSearch<SearchRecord>> | undefined;
  const loadIndex = () => {
    indexPromise ??= fetch(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((json) => {
        const index = loadSearchIndex(json);
        onStatus('loaded');
        return index;
      });
    indexPromise.catch(() => {
      indexPromise = undefined;
    });
    return indexPromise;
  };
  const emptyIndex = new MiniSearch<SearchRecord>(indexOptions);
  const search = async (input: unknown) => {
    const requests = (Array.isArray(input) ? input : ((input as {requests?: SearchRequest[]}).requests ?? [])) as SearchRequest[];
    let index = emptyIndex;
    try {
      index = await loadIndex();
    } catch (error) {
      console.warn('[search] 无法下载搜索索引：', error);
      onStatus('failed');
    }
    return {results: requests.map((request) => runQuery(index, parseParams(request), window.location.origin))};
  };
  return {
    appId: 'embedded',
    search,
    searchForHits: search,
    addAlgoliaAgent() {},
    async clearCache() {},
    transporter: {algoliaAgent: {value: 'embedded-search', add() {}}},
  };
}

