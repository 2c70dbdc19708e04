// The query engine of the embedded search: the MiniSearch index and the Algolia-shaped answers built
// from it. In the browser the index worker (./searchWorker) runs it; the benchmark and tests import it.
import type MiniSearch from 'minisearch';
import type {SearchResult} from 'minisearch';
import {loadSearchIndexFile, type SearchIndexFile} from '../shared/documents';
import {searchOptions} from '../shared/options';
import type {DocsVersionTag, SearchParams, SearchRecord} from '../shared/types';
import {requestedPage, searchResponse} from './algoliaShape';
import {highlight, snippet, type HighlightTags} from './highlight';
import {coversVersion, exactKey, pageVersions, queryIntent, rankRecords, textKey, type NamedVersion, type RankedRecord} from './ranking';

type StoredRecord = Omit<SearchRecord, 'id'>;

/** Where a query runs: the site's origin (hits carry absolute URLs) and its locale. */
export interface QueryContext {
  readonly origin: string;
  /** The site's one locale, the `language` facet of every record. */
  readonly locale: string;
}

/** A downloaded index, ready for queries: MiniSearch's index and the docs versions its records belong to. */
export interface LoadedSearchIndex {
  readonly miniSearch: MiniSearch<SearchRecord>;
  /** The docs versions, the current one first. */
  readonly docsVersions: readonly DocsVersionTag[];
  /** Every page, for what the pages of each docs version are about. */
  readonly pages: readonly Pick<RankedRecord, 'url' | 'title' | 'section' | 'tag'>[];
}

/** Facet values of a record, as the Docusaurus contextual search filters them. */
function facetsOf(record: StoredRecord, context: QueryContext): Record<string, string> {
  return {language: context.locale, docusaurus_tag: record.tag};
}

type FacetFilters = Exclude<SearchParams['facetFilters'], string | undefined>;

/** Algolia semantics: the outer list is AND, an inner list is OR. */
function matchesFilters(record: StoredRecord, filters: FacetFilters, context: QueryContext): boolean {
  const facets = facetsOf(record, context);
  return filters.every((group) =>
    (typeof group === 'string' ? [group] : group).some((filter) => {
      const [name, value] = filter.split(':');
      return !(name in facets) || facets[name] === value;
    }),
  );
}

/**
 * The filters a query runs with: the reader's, and where the query names a version that none of the
 * docs versions they search is about (Tailwind CSS v3 on a 5.x page), also the docs versions that
 * are. Those results come with their version in their section (`4.x 文档 · …`).
 */
function filtersWithNamedVersions(filters: FacetFilters, named: readonly NamedVersion[], index: LoadedSearchIndex): {filters: FacetFilters; addedTags: Set<string>} {
  const addedTags = new Set<string>();
  const tagGroup = filters.findIndex((group) => (typeof group === 'string' ? [group] : group).some((filter) => filter.startsWith('docusaurus_tag:')));
  if (tagGroup < 0 || !named.length) return {filters, addedTags};
  const group = filters[tagGroup];
  const searched = new Set((typeof group === 'string' ? [group] : group).map((filter) => filter.slice('docusaurus_tag:'.length)));
  for (const version of named) {
    const docsAbout = index.docsVersions.filter(({tag}) => aboutVersion(index, tag, version)).map(({tag}) => tag);
    if (docsAbout.some((tag) => searched.has(tag))) continue;
    for (const tag of docsAbout) addedTags.add(tag);
  }
  if (!addedTags.size) return {filters, addedTags};
  const widened = [...(typeof group === 'string' ? [group] : group), ...[...addedTags].map((tag) => `docusaurus_tag:${tag}`)];
  return {filters: filters.map((other, at) => (at === tagGroup ? widened : other)), addedTags};
}

// Whether any page of a docs version is about a version, worked out once per version and docs version.
const docsVersionAbout = new WeakMap<LoadedSearchIndex, Map<string, boolean>>();

function aboutVersion(index: LoadedSearchIndex, tag: string, version: NamedVersion): boolean {
  let known = docsVersionAbout.get(index);
  if (!known) docsVersionAbout.set(index, (known = new Map()));
  const key = `${tag} ${version.kind} ${version.major}`;
  let about = known.get(key);
  if (about === undefined) {
    about = index.pages.some((page) => page.tag === tag && coversVersion(pageVersions(page, index.docsVersions), version));
    known.set(key, about);
  }
  return about;
}

const lvlOrder = ['lvl1', 'lvl2', 'lvl3'] as const;

function toHit(result: SearchResult, tags: HighlightTags, ellipsis: string, origin: string, sectionPrefix: string, focus: readonly string[]) {
  const record = result as unknown as StoredRecord & SearchResult;
  const terms = [...result.terms, ...result.queryTerms];
  const hierarchy: Record<string, string | null> = {
    lvl0: `${sectionPrefix}${record.section}`,
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
      content: snippet(record.content, terms, tags, 80, ellipsis, focus),
    },
  };
}

type MatchedRecord = SearchResult & StoredRecord;

/** The order of the matched records: the site's ranking (./ranking); the benchmark also measures MiniSearch's own. */
export type ResultOrder = (matched: MatchedRecord[], query: string, docsVersions: readonly DocsVersionTag[]) => MatchedRecord[];

export const rankedOrder: ResultOrder = (matched, query, docsVersions) => rankRecords(matched, queryIntent(query), docsVersions);

/**
 * Where a snippet starts: at a line of a pasted message where the text holds it, else at the longest
 * term the text has (a pasted message's rare module name rather than `webpack` in another paragraph).
 */
function snippetFocus(content: string, pastedLines: readonly string[], terms: readonly string[]): string[] {
  const text = textKey(content);
  const pastedLine = pastedLines.find((line) => text.includes(line));
  // The snippet is cut from the text as it is: a pattern that allows any spacing between the line's words finds it there.
  if (pastedLine) return [pastedLine];
  const present = terms.filter((term) => text.includes(term));
  const longest = Math.max(0, ...present.map((term) => term.length));
  return present.filter((term) => term.length === longest);
}

/**
 * The pages whose address ends in the query (`troubleshooting`, `css-unit-transform`) that its words
 * did not match (the slug is not in their text): their introductions join the results, and ranking
 * puts them first.
 */
function pagesNamedBySlug(index: LoadedSearchIndex, query: string, matched: readonly SearchResult[], filters: FacetFilters, context: QueryContext): SearchResult[] {
  const key = exactKey(query);
  if (!key) return [];
  const found = new Set(matched.map((result) => String(result.id).split('#')[0]));
  const topScore = Math.max(1, ...matched.map((result) => result.score));
  return index.pages
    .filter(({url}) => !found.has(url) && exactKey(url.slice(url.lastIndexOf('/') + 1)) === key)
    .flatMap(({url}) => {
      const stored = index.miniSearch.getStoredFields(url) as StoredRecord | undefined;
      if (!stored || !matchesFilters(stored, filters, context)) return [];
      return [{...stored, id: url, score: topScore, terms: [], queryTerms: [], match: {}} as SearchResult];
    });
}

/** Runs one query against a loaded index; shared by the browser client and the benchmark. */
export function runQuery(index: LoadedSearchIndex, params: SearchParams, context: QueryContext, order = rankedOrder) {
  const started = performance.now();
  const {query, page, hitsPerPage} = requestedPage(params);
  const tags = {pre: params.highlightPreTag ?? '<span class="algolia-docsearch-suggestion--highlight">', post: params.highlightPostTag ?? '</span>'};
  const requested = params.facetFilters && typeof params.facetFilters !== 'string' ? params.facetFilters : [];
  const intent = queryIntent(query);
  const {filters, addedTags} = filtersWithNamedVersions(requested, intent.versions, index);
  const matched = query.trim()
    ? index.miniSearch.search(query, searchOptions).filter((result) => matchesFilters(result as unknown as StoredRecord, filters, context))
    : [];
  const all = order([...matched, ...pagesNamedBySlug(index, query, matched, filters, context)] as MatchedRecord[], query, index.docsVersions);
  const labelOf = new Map(index.docsVersions.map(({tag, label}) => [tag, label]));
  const hits = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => {
    const record = result as unknown as StoredRecord & SearchResult;
    const prefix = addedTags.has(record.tag) ? `${labelOf.get(record.tag)} 文档 · ` : '';
    return toHit(result, tags, params.snippetEllipsisText ?? '…', context.origin, prefix, snippetFocus(record.content, intent.pastedLines, [...result.terms, ...result.queryTerms]));
  });
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
export function loadSearchIndex(json: string): LoadedSearchIndex {
  const file = JSON.parse(json) as SearchIndexFile;
  const pages = file.pages.map(([url, title, section, , tag]) => ({url, title, section: file.sections[section], tag}));
  return {miniSearch: loadSearchIndexFile(file), docsVersions: file.docsVersions, pages};
}
