// The query engine of the embedded search: the MiniSearch index and the Algolia-shaped answers built
// from it. In the browser the index worker (./searchWorker) runs it; the benchmark and tests import it.
import type MiniSearch from 'minisearch';
import type {SearchResult} from 'minisearch';
import {loadSearchIndexFile, type SearchIndexFile} from '../shared/documents';
import {searchOptions} from '../shared/options';
import type {DocsVersionTag, SearchParams, SearchRecord} from '../shared/types';
import {requestedPage, searchResponse} from './algoliaShape';
import {highlight, snippet, type HighlightTags} from './highlight';
import {queryIntent, rankRecords} from './ranking';

type StoredRecord = Omit<SearchRecord, 'id'>;

/** Where a query runs: the site's origin (hits carry absolute URLs) and the docs' facet values. */
export interface QueryContext {
  readonly origin: string;
  /** The site's one locale, the `language` facet of every record. */
  readonly locale: string;
  /** The docs versions, longest path first (the blog's records are tagged `default`). */
  readonly docsVersions: readonly DocsVersionTag[];
}

/** The `docusaurus_tag` of a docs record: its version's tag, by the record's URL. */
export function docsTagOf(url: string, versions: readonly DocsVersionTag[]): string {
  const version = versions.find(({path}) => url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}#`));
  return version?.tag ?? 'default';
}

/** Facet values of a record, as the Docusaurus contextual search filters them. */
function facetsOf(record: StoredRecord, context: QueryContext): Record<string, string> {
  return {language: context.locale, docusaurus_tag: record.kind === 'docs' ? docsTagOf(record.url, context.docsVersions) : 'default'};
}

function matchesFilters(record: StoredRecord, filters: SearchParams['facetFilters'], context: QueryContext): boolean {
  if (!filters || typeof filters === 'string') return true;
  const facets = facetsOf(record, context);
  // Algolia semantics: the outer list is AND, an inner list is OR; `default` matches every record.
  return filters.every((group) =>
    (typeof group === 'string' ? [group] : group).some((filter) => {
      const [name, value] = filter.split(':');
      return !(name in facets) || facets[name] === value || (name === 'docusaurus_tag' && value === 'default');
    }),
  );
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

type MatchedRecord = SearchResult & StoredRecord;

/** The order of the matched records: the site's ranking (./ranking); the benchmark also measures MiniSearch's own. */
export type ResultOrder = (matched: MatchedRecord[], query: string) => MatchedRecord[];

export const rankedOrder: ResultOrder = (matched, query) => rankRecords(matched, queryIntent(query));

/** Runs one query against a loaded index; shared by the browser client and the benchmark. */
export function runQuery(index: MiniSearch<SearchRecord>, params: SearchParams, context: QueryContext, order = rankedOrder) {
  const started = performance.now();
  const {query, page, hitsPerPage} = requestedPage(params);
  const tags = {pre: params.highlightPreTag ?? '<span class="algolia-docsearch-suggestion--highlight">', post: params.highlightPostTag ?? '</span>'};
  const matched = query.trim()
    ? index.search(query, searchOptions).filter((result) => matchesFilters(result as unknown as StoredRecord, params.facetFilters, context))
    : [];
  const all = order(matched as MatchedRecord[], query);
  const hits = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => toHit(result, tags, params.snippetEllipsisText ?? '…', context.origin));
  const requestedFacets = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
  const facets: Record<string, Record<string, number>> = {};
  for (const name of requestedFacets) {
    facets[name] = {};
    for (const result of all) {
      const value = facetsOf(result as unknown as StoredRecord, context)[name];
      if (value) facets[name][value] = (facets[name][value] ?? 0) + 1;
    }
  }
  return searchResponse({hits, nbHits: all.length, page, hitsPerPage, facets, query, processingTimeMS: Math.round(performance.now() - started)});
}

/** The index of a downloaded index file: the browser client, the benchmark and tests. */
export function loadSearchIndex(json: string): MiniSearch<SearchRecord> {
  return loadSearchIndexFile(JSON.parse(json) as SearchIndexFile);
}
