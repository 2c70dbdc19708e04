// The query engine of the embedded search: the MiniSearch index of each docs version and the
// Algolia-shaped answers built from them. In the browser the index worker (./searchWorker) runs it;
// the benchmark and tests import it.
import type MiniSearch from 'minisearch';
import {loadSearchIndexParts, recordsHolding, searchLoadedIndex, type IndexMatch, type SearchIndexPart} from '../shared/documents';
import {searchOptionsFor} from '../shared/options';
import {withIndexedWords} from '../shared/query';
import {UNVERSIONED_TAG, type IndexedDocsVersion, type SearchParams, type SearchRecord} from '../shared/types';
import {requestedPage, searchResponse, tagsOfFilters} from './algoliaShape';
import {highlight, snippet, type HighlightTags} from './highlight';
import {docsVersionCovers, exactKey, queryIntent, rankRecords, sectionTextKey, type NamedVersion, type PageStanding, type QueryIntent} from './ranking';

type StoredRecord = Omit<SearchRecord, 'id'>;

/** Where a query runs: the site's origin (hits carry absolute URLs) and its locale. */
export interface QueryContext {
  readonly origin: string;
  /** The site's one locale, the `language` facet of every record. */
  readonly locale: string;
}

/** The index of one docs version: its pages and the unversioned ones. */
interface VersionIndex {
  readonly miniSearch: MiniSearch<SearchRecord>;
  /** Its pages' addresses, docs versions and slugs as exact matches compare them, for the pages a query names by their slug. */
  readonly pages: readonly {readonly url: string; readonly tag: string; readonly slugKey: string}[];
}

/**
 * The parts of the index read so far (shared/documents.ts) and the index of each docs version whose
 * part and the unversioned part are both in. A page reads the parts of the version it shows first and
 * another version's when a query asks for it.
 */
export class LoadedSearchIndex {
  /** The docs versions, the current one first, with what each is about; known from the first part read. */
  docsVersions: readonly IndexedDocsVersion[] = [];
  private readonly parts = new Map<string, SearchIndexPart>();
  private readonly versions = new Map<string, VersionIndex>();

  /** Reads the file of one part; returns its tag. */
  add(json: string): string {
    const part = JSON.parse(json) as SearchIndexPart;
    if (part.version !== 4) throw new Error(`unknown index format ${String(part.version)}`);
    this.parts.set(part.tag, part);
    this.docsVersions = part.docsVersions;
    const unversioned = this.parts.get(UNVERSIONED_TAG);
    if (unversioned) {
      for (const version of this.parts.values()) {
        if (version.tag === UNVERSIONED_TAG || this.versions.has(version.tag)) continue;
        const pages = [unversioned, version].flatMap((one) => one.pages.map(([url]) => ({url, tag: one.tag, slugKey: exactKey(url.slice(url.lastIndexOf('/') + 1))})));
        this.versions.set(version.tag, {miniSearch: loadSearchIndexParts(unversioned, version), pages});
      }
    }
    return part.tag;
  }

  /** Whether the part of `tag` (a docs version's or UNVERSIONED_TAG) has been read. */
  has(tag: string): boolean {
    return this.parts.has(tag);
  }

  /** The index of a docs version, once its part and the unversioned part are in. */
  version(tag: string): VersionIndex | undefined {
    return this.versions.get(tag);
  }
}

/** Facet values of a record, as the Docusaurus contextual search filters them. */
function facetsOf(record: StoredRecord, context: QueryContext): Record<string, string> {
  return {language: context.locale, docusaurus_tag: record.tag};
}

type FacetFilters = Exclude<SearchParams['facetFilters'], string | undefined>;

const TAG_FACET = 'docusaurus_tag';
const TAG_FILTER = `${TAG_FACET}:`;

/** Whether a record passes facet filters, with Algolia's semantics: the outer list is AND, an inner list is OR. */
type RecordFilter = (record: StoredRecord) => boolean;

/**
 * The test of facet filters, read once for all the records of a query. Of a record's facets (facetsOf) only its
 * `docusaurus_tag` is its own: a group of filters passes every record, or those of the docs versions it names, so a
 * record is tested without making its facets (a query of common words tests half the site's records).
 */
function recordFilter(filters: FacetFilters, context: QueryContext): RecordFilter {
  const tagGroups: Set<string>[] = [];
  for (const group of filters) {
    const tags = new Set<string>();
    let passesAll = false;
    for (const filter of filtersIn(group)) {
      const [name, value] = filter.split(':') as [string, string];
      if (name === TAG_FACET) tags.add(value);
      else {
        const facets = facetsOf({tag: ''} as StoredRecord, context);
        passesAll ||= !(name in facets) || facets[name] === value;
      }
    }
    if (!passesAll) tagGroups.push(tags);
  }
  return (record) => {
    for (const tags of tagGroups) if (!tags.has(record.tag)) return false;
    return true;
  };
}

/** The filters of one group of facet filters (a string or an OR list). */
const filtersIn = (group: FacetFilters[number]): readonly string[] => (typeof group === 'string' ? [group] : group);
const filtersOf = (params: SearchParams): FacetFilters => (params.facetFilters && typeof params.facetFilters !== 'string' ? params.facetFilters : []);

/**
 * The docs versions a query searches: those its filters name (when they name none, `unfiltered`, else
 * every one), and where the query names a version that none of them is about (Tailwind CSS v3 on a
 * 5.x page), also the docs versions that are. Those results come with their version in their section
 * (`4.x 文档 · …`). The filters are widened to let the added versions' records through.
 */
function searchedVersions(index: LoadedSearchIndex, params: SearchParams, named: readonly NamedVersion[], unfiltered: readonly string[] = []): {filters: FacetFilters; searched: string[]; addedTags: Set<string>} {
  const filters = filtersOf(params);
  const addedTags = new Set<string>();
  const tagGroup = filters.findIndex((group) => filtersIn(group).some((filter) => filter.startsWith(TAG_FILTER)));
  const all = index.docsVersions.map(({tag}) => tag);
  if (tagGroup < 0) {
    const scoped = all.filter((tag) => unfiltered.includes(tag));
    return {filters, searched: scoped.length ? scoped : all, addedTags};
  }
  const group = filters[tagGroup];
  const inFilter = new Set(tagsOfFilters(group));
  // Filters that name no docs version (only the unversioned pages) search them in the current version's index.
  const searched = all.filter((tag) => inFilter.has(tag));
  if (!searched.length) searched.push(...all.slice(0, 1));
  for (const version of named) {
    const docsAbout = index.docsVersions.filter(({about}) => docsVersionCovers(about, version)).map(({tag}) => tag);
    if (docsAbout.some((tag) => searched.includes(tag))) continue;
    for (const tag of docsAbout) addedTags.add(tag);
  }
  if (!addedTags.size) return {filters, searched, addedTags};
  const widened = [...filtersIn(group), ...[...addedTags].map((tag) => `${TAG_FILTER}${tag}`)];
  return {filters: filters.map((other, at) => (at === tagGroup ? widened : other)), searched: [...searched, ...addedTags], addedTags};
}

/**
 * The parts of the index a query needs that have not been read: the unversioned part and the part of
 * each docs version it searches (searchedVersions, `unfiltered` too). Before the first part is in, the
 * docs versions are not known: the unversioned part is what it needs then.
 */
export function missingParts(index: LoadedSearchIndex, params: SearchParams, unfiltered?: readonly string[]): string[] {
  if (!index.docsVersions.length) return [UNVERSIONED_TAG];
  const {searched} = searchedVersions(index, params, queryIntent(params.query ?? '').versions, unfiltered);
  return [UNVERSIONED_TAG, ...searched].filter((tag) => !index.has(tag));
}

const lvlOrder = ['lvl1', 'lvl2', 'lvl3'] as const;

function toHit(record: RankedMatch, tags: HighlightTags, ellipsis: string, origin: string, sectionPrefix: string, focus: readonly string[]) {
  const terms = [...record.terms, ...record.queryTerms];
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
  const highlighted = presentLevels.map(([level, text]) => [level, highlight(text, terms, tags)] as const);
  // Hits carry absolute URLs, as Algolia's do: the theme's URL processor parses them with `new URL()`.
  const url = `${origin}${record.url}`;
  const [urlWithoutAnchor, anchor] = url.split('#');
  return {
    objectID: record.id,
    url,
    ...(record.standing && {standing: record.standing}),
    url_without_anchor: urlWithoutAnchor,
    anchor: anchor ?? null,
    type,
    content: type === 'content' ? record.content : null,
    hierarchy,
    _highlightResult: {
      hierarchy: Object.fromEntries(highlighted),
      content: highlight(record.content, terms, tags),
    },
    _snippetResult: {
      hierarchy: Object.fromEntries(highlighted.map(([level, whole], at) => [level, snippet(presentLevels[at][1], terms, tags, 80, ellipsis, terms, whole)])),
      content: snippet(record.content, terms, tags, 80, ellipsis, focus),
    },
  };
}

/** A matched record in its place in the results, with its page's standing where the site's ranking put it there. */
type RankedMatch = IndexMatch & {readonly standing?: PageStanding};

/** The order of the matched records: the site's ranking (./ranking); the benchmark also measures MiniSearch's own. */
/** `intent`: the query's, as runQuery read it (queryIntent); `read`: the tag of the docs version the query is searched from (the first searched). */
export type ResultOrder = (matched: IndexMatch[], intent: QueryIntent, docsVersions: readonly IndexedDocsVersion[], read: string) => RankedMatch[];

export const rankedOrder: ResultOrder = rankRecords;

/**
 * Where a snippet starts: at a line of a pasted message where the text holds it, else at the longest
 * term the text has (a pasted message's rare module name rather than `webpack` in another paragraph).
 */
function snippetFocus(record: StoredRecord, pastedLines: readonly string[], terms: readonly string[]): string[] {
  const text = sectionTextKey(record);
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
function pagesNamedBySlug(searched: readonly SearchedIndex[], query: string, matched: readonly IndexMatch[], passes: RecordFilter): IndexMatch[] {
  const key = exactKey(query);
  const named = key ? searched.flatMap(({index, keeps}) => index.pages.filter(({tag, slugKey}) => slugKey === key && keeps(tag)).map(({url}) => ({index, url}))) : [];
  if (!named.length) return [];
  const found = new Set(matched.map((result) => String(result.id).split('#')[0]));
  const topScore = Math.max(1, ...matched.map((result) => result.score));
  return named.flatMap(({index, url}) => {
    const stored = index.miniSearch.getStoredFields(url) as StoredRecord | undefined;
    if (found.has(url) || !stored || !passes(stored)) return [];
    return [{...stored, id: url, score: topScore, terms: [], queryTerms: []}];
  });
}

/** A docs version's index a query runs on, and which of its records it takes: the unversioned pages come from the first. */
interface SearchedIndex {
  readonly index: VersionIndex;
  readonly keeps: (tag: string) => boolean;
}

/**
 * Runs one query against the loaded parts of the index (missingParts must be none); shared by the
 * browser client and the benchmark. `unfiltered`: the docs versions a query whose filters name none
 * searches (every one when not given).
 */
export function runQuery(index: LoadedSearchIndex, params: SearchParams, context: QueryContext, order = rankedOrder, unfiltered?: readonly string[]) {
  const started = performance.now();
  const {query: typed, page, hitsPerPage} = requestedPage(params);
  const tags = {pre: params.highlightPreTag ?? '<span class="algolia-docsearch-suggestion--highlight">', post: params.highlightPostTag ?? '</span>'};
  // The versions the query names, read as typed: the rewrite below only puts spaces inside Chinese words the index lacks.
  const typedIntent = queryIntent(typed);
  const {filters, searched: searchedTags, addedTags} = searchedVersions(index, params, typedIntent.versions, unfiltered);
  const searched = searchedTags.map((tag, at): SearchedIndex => {
    const versionIndex = index.version(tag);
    if (!versionIndex) throw new Error(`search index: the parts of ${tag} are not loaded`);
    return {index: versionIndex, keeps: (recordTag) => at === 0 || recordTag === tag};
  });
  if (!searched.length) throw new Error('search index: no part loaded');
  // The query as the searched versions' index words it (not every part loaded so far: the answer must not depend on
  // which docs the reader opened before): a Chinese word no page holds is read as the indexed words it is made of.
  const query = withIndexedWords(typed, (term) => Math.max(...searched.map(({index: versionIndex}) => recordsHolding(versionIndex.miniSearch, term))));
  const intent = query === typed ? typedIntent : queryIntent(query);
  const passes = recordFilter(filters, context);
  const options = searchOptionsFor(query);
  const matched = query.trim() ? searched.flatMap(({index: versionIndex, keeps}) => searchLoadedIndex(versionIndex.miniSearch, query, options, (record) => keeps(record.tag) && passes(record))) : [];
  const all = order([...matched, ...pagesNamedBySlug(searched, query, matched, passes)], intent, index.docsVersions, searchedTags[0]);
  const labelOf = new Map(index.docsVersions.map(({tag, label}) => [tag, label]));
  const hits = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((record) => {
    const prefix = addedTags.has(record.tag) ? `${labelOf.get(record.tag)} 文档 · ` : '';
    return toHit(record, tags, params.snippetEllipsisText ?? '…', context.origin, prefix, snippetFocus(record, intent.pastedLines, [...record.terms, ...record.queryTerms]));
  });
  const requestedFacets = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
  const facets: Record<string, Record<string, number>> = {};
  for (const name of requestedFacets) {
    facets[name] = {};
    for (const result of all) {
      const value = facetsOf(result, context)[name];
      if (value) facets[name][value] = (facets[name][value] ?? 0) + 1;
    }
  }
  return searchResponse({hits, nbHits: all.length, page, hitsPerPage, facets, query: typed, processingTimeMS: Math.round(performance.now() - started)});
}

/** The index of the files of some or all parts at once: the benchmark and tests. */
export function loadSearchIndex(files: readonly string[]): LoadedSearchIndex {
  const index = new LoadedSearchIndex();
  for (const json of files) index.add(json);
  return index;
}
