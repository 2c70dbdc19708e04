// The embedded search's download, one file per part: the pages that belong to no docs version (the
// blog and the docs about every version) and each docs version's own pages. A reader downloads the
// unversioned part and the part of the docs version they read; another version's part comes when a
// search asks for it. Each part holds its records (what results are drawn from) and the MiniSearch
// index of their full text, built at build time over the unversioned pages and one docs version
// together, so a docs version and the unversioned part make up the index MiniSearch would have built
// of their pages. Loading a built index takes a fraction of the time indexing takes in the browser
// (cutting Chinese into words is the costly part).
import MiniSearch, {type AsPlainObject, type SearchOptions} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {docsVersionAbout, pageVersions} from '../client/ranking';
import {indexOptions} from './options';
import {UNVERSIONED_TAG, recordRowLinks, type DocsVersionTag, type IndexedDocsVersion, type SearchRecord} from './types';

/** Longest section text shipped for snippets; about nine in ten sections are shorter and go out whole. The index holds all of it. */
export const maxSectionLength = 400;

/** A line that quotes an error message: a reader pastes it, and its snippet must be able to show it. */
const quotesError = /error|cannot|unexpected|failed|报错/i;

/**
 * A section's text as shipped, with its rowLinks for the lines shipped: cut at maxSectionLength, with an
 * ellipsis so that snippets show the cut, followed by the lines after the cut that quote an error message
 * or are a table row that links to a page (a few KB for the whole site).
 */
function shippedText({content, rowLinks = []}: SearchRecord): {text: string; rowLinks: readonly string[]} {
  if (content.length <= maxSectionLength) return {text: content, rowLinks};
  const cutLine = content.slice(0, maxSectionLength).split('\n').length - 1;
  const kept = content
    .split('\n')
    .map((line, at) => ({line, link: rowLinks[at] ?? ''}))
    .slice(cutLine + 1)
    .filter(({line, link}) => link || quotesError.test(line));
  return {
    text: [`${content.slice(0, maxSectionLength)}…`, ...kept.map(({line}) => line)].join('\n'),
    rowLinks: recordRowLinks([...rowLinks.slice(0, cutLine + 1), ...kept.map(({link}) => link)]),
  };
}

/**
 * One term's postings in a part: for each field that holds it, the field's id, the number of records,
 * then each record as the distance of its number from the previous one's (the first from the part's
 * `firstId`) and the term's frequency in it. Flat numbers: the browser's JSON parser reads them far
 * faster than MiniSearch's own format of nested objects keyed by number, and they are half the size.
 */
export type TermPostings = [term: string, ...fields: number[]];

/** The totals BM25 scores with: those of the index of a docs version and the unversioned pages. */
export interface IndexTotals {
  readonly documentCount: number;
  readonly averageFieldLength: readonly number[];
}

export interface SearchIndexPart {
  readonly version: 4;
  /** The `docusaurus_tag` of the part's pages: a docs version's, or UNVERSIONED_TAG. */
  readonly tag: string;
  /** The docs versions, the current one first, each with the versions its pages are about. */
  readonly docsVersions: readonly IndexedDocsVersion[];
  /** The MiniSearch number of the part's first record: the unversioned part's come first (from 0), each docs version's after them. */
  readonly firstId: number;
  /** Section labels, referenced by index from `pages`. */
  readonly sections: string[];
  /** [url, title, section index, kind, category (SearchRecord['category']) where the page has one]. */
  readonly pages: [url: string, title: string, section: number, kind: SearchRecord['kind'], category?: string][];
  /** [page index, anchor, h2, h3, text, rowLinks where it has some]; an h3 row leaves h2 empty when it equals the previous row's. */
  readonly rows: [page: number, anchor: string, h2: string, h3: string, text: string, rowLinks?: readonly string[]][];
  /** Each record's field lengths, in the order of MiniSearch's field ids. */
  readonly fieldLength: number[][];
  /** The totals of the index of this docs version with the unversioned pages; absent from the unversioned part. */
  readonly totals?: IndexTotals;
  readonly postings: TermPostings[];
}

/** The parts of the index a version's reader downloads: the unversioned pages' and the version's. */
export const partsOfVersion = (tag: string): string[] => [UNVERSIONED_TAG, tag];

/** MiniSearch's field ids: the order of the indexed fields. */
const fieldIds = Object.fromEntries(indexOptions.fields.map((field, at) => [field, at]));

/** The postings of the records numbered `from` to `to` (excluded) of a MiniSearch index, in the format of TermPostings. */
function compactPostings(index: AsPlainObject['index'], from: number, to: number): TermPostings[] {
  const postings: TermPostings[] = [];
  for (const [term, fields] of index) {
    const flat: number[] = [];
    for (const [fieldId, docs] of Object.entries(fields)) {
      const entries = Object.entries(docs as Record<string, number>)
        .map(([doc, frequency]) => [Number(doc), frequency])
        .filter(([doc]) => doc >= from && doc < to)
        .sort(([a], [b]) => a - b);
      if (!entries.length) continue;
      flat.push(Number(fieldId), entries.length);
      let previous = from;
      for (const [doc, frequency] of entries) {
        flat.push(doc - previous, frequency);
        previous = doc;
      }
    }
    if (flat.length) postings.push([term, ...flat]);
  }
  return postings;
}

/** The records of one part in the download's format, numbered from `firstId`. */
function serializePart(records: readonly SearchRecord[], tag: string, firstId: number, built: AsPlainObject, docsVersions: readonly IndexedDocsVersion[], totals?: IndexTotals): SearchIndexPart {
  const sections: string[] = [];
  const pages: SearchIndexPart['pages'] = [];
  const pageIndex = new Map<string, number>();
  const rows: SearchIndexPart['rows'] = [];
  let previousH2 = '';
  records.forEach((record, at) => {
    // The browser numbers the records as the rows list them; MiniSearch numbered them as it indexed them.
    if (built.documentIds[firstId + at] !== record.id) throw new Error('Search index: document numbers out of record order.');
    const [url, anchor = ''] = record.url.split('#');
    if (!pageIndex.has(url)) {
      if (!sections.includes(record.section)) sections.push(record.section);
      pageIndex.set(url, pages.length);
      pages.push([url, record.title, sections.indexOf(record.section), record.kind, ...(record.category ? ([record.category] as const) : ([] as const))]);
      previousH2 = '';
    }
    const h2 = record.h2 ?? '';
    const {text, rowLinks} = shippedText(record);
    rows.push([pageIndex.get(url) as number, anchor, record.h3 && h2 === previousH2 ? '' : h2, record.h3 ?? '', text, ...(rowLinks.length ? ([rowLinks] as const) : ([] as const))]);
    previousH2 = h2;
  });
  const fieldLength = records.map((_, at) => {
    const lengths = (built.fieldLength[firstId + at] ?? []) as (number | undefined)[];
    return indexOptions.fields.map((_field, fieldId) => lengths[fieldId] ?? 0);
  });
  return {
    version: 4,
    tag,
    docsVersions,
    firstId,
    sections,
    pages,
    rows,
    fieldLength,
    ...(totals && {totals}),
    postings: compactPostings(built.index, firstId, firstId + records.length),
  };
}

type Tokenize = NonNullable<typeof indexOptions.tokenize>;

/**
 * indexOptions.tokenize with each text's terms kept for reuse: the unversioned records are indexed in each
 * docs version's index, and a page's title is a field of each of its records. tokenize depends on the text
 * alone, not on the field, and MiniSearch only reads the terms it returns.
 */
function reusingTokenize(tokenize: Tokenize): Tokenize {
  const terms = new Map<string, string[]>();
  return (text, fieldName) => {
    let known = terms.get(text);
    if (!known) terms.set(text, (known = tokenize(text, fieldName)));
    return known;
  };
}

function builtIndex(records: readonly SearchRecord[], tokenize: Tokenize): AsPlainObject {
  const miniSearch = new MiniSearch<SearchRecord>({...indexOptions, tokenize});
  miniSearch.addAll(records);
  return miniSearch.toJSON();
}

/**
 * The parts of the download: the unversioned records' first, then one for each docs version. Each
 * docs version's index is built over the unversioned records and its own; the unversioned part
 * carries their postings once, and a version's part its own records' and the totals of the whole.
 */
export function serializeSearchIndex(records: readonly SearchRecord[], docsVersions: readonly DocsVersionTag[]): SearchIndexPart[] {
  const unversioned = records.filter((record) => record.tag === UNVERSIONED_TAG);
  const strays = records.filter((record) => record.tag !== UNVERSIONED_TAG && !docsVersions.some(({tag}) => tag === record.tag));
  if (strays.length) throw new Error(`Search index: records of no known docs version: ${strays.map((record) => record.url).join(', ')}`);
  const indexedVersions = docsVersions.map((version) => ({
    ...version,
    about: docsVersionAbout(records.filter((record) => record.tag === version.tag).map((record) => pageVersions(record, docsVersions))),
  }));
  const tokenize = reusingTokenize(indexOptions.tokenize as Tokenize);
  const versionParts = docsVersions.map(({tag}) => {
    const own = records.filter((record) => record.tag === tag);
    const built = builtIndex([...unversioned, ...own], tokenize);
    const totals = {documentCount: built.documentCount, averageFieldLength: built.averageFieldLength};
    return {built, part: serializePart(own, tag, unversioned.length, built, indexedVersions, totals)};
  });
  // The unversioned records are numbered and indexed alike in every version's index: any one gives their part.
  const unversionedPart = serializePart(unversioned, UNVERSIONED_TAG, 0, versionParts[0]?.built ?? builtIndex(unversioned, tokenize), indexedVersions);
  return [unversionedPart, ...versionParts.map(({part}) => part)];
}

/** The records of a part as shipped (section text cut at maxSectionLength). */
export function deserializeSearchRecords(part: Pick<SearchIndexPart, 'tag' | 'sections' | 'pages' | 'rows'>): SearchRecord[] {
  let previousH2 = '';
  return part.rows.map(([page, anchor, h2, h3, content, rowLinks]) => {
    const [url, title, section, kind, category] = part.pages[page];
    const heading2 = h2 || (h3 ? previousH2 : '');
    previousH2 = heading2;
    const fullUrl = anchor ? `${url}#${anchor}` : url;
    return {
      id: fullUrl,
      url: fullUrl,
      section: part.sections[section],
      ...(category ? {category} : {}),
      title,
      h2: heading2 || undefined,
      h3: h3 || undefined,
      content,
      ...(rowLinks ? {rowLinks} : {}),
      kind,
      tag: part.tag,
    };
  });
}

/** One term's postings in one part: the part's first record number and the term's TermPostings. */
type PostingsSource = readonly [firstId: number, postings: TermPostings];

/**
 * One term's postings as MiniSearch's search reads them (field id → record number → frequency),
 * decoded from the parts' flat numbers when a query first reads the term. Decoding every term's at
 * load time, a hundred thousand map entries, was most of the time loading took; a query reads a few
 * dozen terms. `get` is all MiniSearch's search calls on a term's postings (termResults); what else
 * MiniSearch does with them (toJSON, vacuum, discard, remove) the site's browser index never calls.
 */
class TermFields {
  private fields: Map<number, Map<number, number>> | undefined;

  constructor(readonly sources: PostingsSource[]) {}

  /** How many records hold the term, summed over the fields, read without decoding the postings. */
  records(): number {
    let records = 0;
    for (const [, postings] of this.sources) {
      for (let at = 1; at < postings.length; ) {
        const count = postings[at + 1] as number;
        records += count;
        at += 2 + 2 * count;
      }
    }
    return records;
  }

  get(fieldId: number): Map<number, number> | undefined {
    if (!this.fields) {
      this.fields = new Map();
      // The numbers follow the term itself (postings[0]).
      for (const [firstId, postings] of this.sources) {
        for (let at = 1; at < postings.length; ) {
          const field = postings[at++] as number;
          const count = postings[at++] as number;
          let docs = this.fields.get(field);
          if (!docs) this.fields.set(field, (docs = new Map()));
          let doc = firstId;
          for (let seen = 0; seen < count; seen++) {
            doc += postings[at++] as number;
            docs.set(doc, postings[at++] as number);
          }
        }
      }
    }
    return this.fields.get(fieldId);
  }
}

/** A node of MiniSearch 7's term index (minisearch/SearchableMap): children by edge label, the term's postings under ''. */
type RadixNode = Map<string, RadixNode | TermFields>;

/**
 * MiniSearch's term index of these terms, built in one pass: inserting the terms one by one into a
 * SearchableMap compares each with every child of each node on its path, and the root of an index of
 * Chinese has a child for each of thousands of first characters, which made inserting the slowest step
 * of loading. The tree is built from the terms in sorted order instead: the terms under a node are a
 * run of the sorted list, and an edge is the run's longest common prefix, so only the tree's own nodes
 * are made (a node per character, joined into edges afterwards, was most of the time loading took).
 * Each node lists its children in the order of their terms' first appearance in the parts, as the
 * character trie did: the order a query meets them in, which can order results of equal score.
 */
function termIndex(terms: Map<string, TermFields>): RadixNode {
  const order = new Map<string, number>();
  for (const term of terms.keys()) order.set(term, order.size);
  const sorted = [...terms.keys()].sort();
  const rank = sorted.map((term) => order.get(term) as number);
  const node = (from: number, to: number, depth: number): RadixNode => {
    const tree: RadixNode = new Map();
    let at = from;
    if (sorted[at].length === depth) tree.set('', terms.get(sorted[at++]) as TermFields);
    const children: [first: number, label: string, from: number, to: number, depth: number][] = [];
    while (at < to) {
      const head = sorted[at];
      let first = rank[at];
      let end = at + 1;
      while (end < to && sorted[end][depth] === head[depth]) first = Math.min(first, rank[end++]);
      const last = sorted[end - 1];
      let common = depth + 1;
      while (common < head.length && head[common] === last[common]) common++;
      children.push([first, head.slice(depth, common), at, end, common]);
      at = end;
    }
    children.sort((a, b) => a[0] - b[0]);
    for (const [, label, childFrom, childTo, childDepth] of children) tree.set(label, node(childFrom, childTo, childDepth));
    return tree;
  };
  return sorted.length ? node(0, sorted.length, 0) : new Map();
}

/**
 * The index of a docs version: its part and the unversioned one, as MiniSearch would have built it
 * from their records (tests/unit/search.test.ts compares the two). MiniSearch.loadJS
 * takes the records' ids, stored fields and lengths; the term index is built here (termIndex) from the
 * parts' postings, which reading MiniSearch's own format of objects keyed by number made the slowest
 * step of loading, and each term's postings are decoded when a query reads them (TermFields).
 */
export function loadSearchIndexParts(unversioned: SearchIndexPart, version: SearchIndexPart): MiniSearch<SearchRecord> {
  if (!version.totals) throw new Error(`Search index: the part of ${version.tag} has no totals.`);
  const parts = [unversioned, version];
  const stored = indexOptions.storeFields ?? [];
  const documentIds: AsPlainObject['documentIds'] = {};
  const storedFields: AsPlainObject['storedFields'] = {};
  const fieldLength: AsPlainObject['fieldLength'] = {};
  for (const part of parts) {
    deserializeSearchRecords(part).forEach((record, at) => {
      const shortId = part.firstId + at;
      documentIds[shortId] = record.id;
      // As MiniSearch stores them: fields without a value are left out.
      storedFields[shortId] = Object.fromEntries(stored.map((field) => [field, record[field as keyof SearchRecord]]).filter(([, value]) => value !== undefined));
      fieldLength[shortId] = part.fieldLength[at];
    });
  }
  const nextId = version.firstId + version.rows.length;
  const miniSearch = MiniSearch.loadJS<SearchRecord>(
    {
      documentCount: version.totals.documentCount,
      nextId,
      documentIds,
      fieldIds,
      fieldLength,
      averageFieldLength: [...version.totals.averageFieldLength],
      storedFields,
      dirtCount: 0,
      index: [],
      serializationVersion: 2,
    },
    indexOptions,
  );
  const terms = new Map<string, TermFields>();
  for (const part of parts) {
    for (const postings of part.postings) {
      const source: PostingsSource = [part.firstId, postings];
      const known = terms.get(postings[0]);
      if (known) known.sources.push(source);
      else terms.set(postings[0], new TermFields([source]));
    }
  }
  // MiniSearch's one internal member this touches: its term index (UPGRADING.md, 用到的非公开 API).
  const root = termIndex(terms);
  (miniSearch as unknown as {_index: SearchableMap<TermFields>})._index = new SearchableMap<TermFields>(root as ConstructorParameters<typeof SearchableMap<TermFields>>[0]);
  const lengths = new Float64Array(nextId * indexOptions.fields.length);
  for (let shortId = 0; shortId < nextId; shortId++) lengths.set(fieldLength[shortId], shortId * indexOptions.fields.length);
  scorings.set(miniSearch, {
    root,
    documentCount: version.totals.documentCount,
    averageFieldLength: version.totals.averageFieldLength,
    fieldLength: lengths,
    records: Array.from({length: nextId}, (_, shortId) => ({id: documentIds[shortId], stored: storedFields[shortId] as StoredFields})),
    total: new Float64Array(nextId),
    termScore: new Float64Array(nextId),
    verdict: new Float64Array(nextId),
    scoredBy: new Float64Array(nextId),
    termsFrom: new Float64Array(nextId),
    scored: new Int32Array(nextId),
    matched: new Int32Array(nextId),
    queryTermsOf: Array.from({length: nextId}, () => undefined),
    termsOf: Array.from({length: nextId}, () => undefined),
    serial: 0,
  });
  return miniSearch;
}

/**
 * The terms of a term index's tree that start with `prefix`, with their postings, in the order MiniSearch's
 * `atPrefix` lists them: down the edges the prefix spells (into the edge it ends inside of), then each node's entries
 * last first, the node's own term ('') after its children, as termIndex set it first. Walked here rather than with
 * atPrefix's iterator, which makes a path of objects and a key from it for each term: a query's prefixes list
 * hundreds of terms (`css`, `tailwind`).
 */
function termsWithPrefix(root: RadixNode, prefix: string, visit: (term: string, data: TermFields) => void): void {
  const walk = (node: RadixNode, term: string) => {
    const labels = [...node.keys()];
    for (let at = labels.length - 1; at >= 0; at--) {
      const child = node.get(labels[at]) as RadixNode | TermFields;
      if (labels[at]) walk(child as RadixNode, term + labels[at]);
      else visit(term, child as TermFields);
    }
  };
  let node = root;
  let rest = prefix;
  while (rest) {
    let label = '';
    for (const one of node.keys()) {
      if (one && rest.startsWith(one)) {
        label = one;
        break;
      }
    }
    if (!label) {
      // The prefix ends inside an edge: the node under it holds the terms.
      for (const one of node.keys()) if (one && one.startsWith(rest)) return walk(new Map([[one.slice(rest.length), node.get(one) as RadixNode]]), prefix);
      return;
    }
    node = node.get(label) as RadixNode;
    rest = rest.slice(label.length);
  }
  walk(node, prefix);
}

/** How many records of an index loadSearchIndexParts made hold a term, each field counted (MiniSearch has no public lookup of a term). */
export function recordsHolding(miniSearch: MiniSearch<SearchRecord>, term: string): number {
  return (miniSearch as unknown as {_index: SearchableMap<TermFields>})._index.get(term)?.records() ?? 0;
}

type StoredFields = Omit<SearchRecord, 'id'>;

/** A record a query matched, as MiniSearch's search returns it, without `match` (what fields each term was found in). */
export type IndexMatch = SearchRecord & {score: number; terms: string[]; queryTerms: string[]};

/**
 * What searchLoadedIndex reads of an index besides its terms, kept when loadSearchIndexParts makes it, and its
 * scratch arrays, by record number: a query's scores and which term and which search of the term's postings scored a
 * record last (`serial` numbers them). The arrays are made once per index, not on every query.
 */
interface Scoring {
  /** The term index's tree (termIndex). */
  readonly root: RadixNode;
  readonly documentCount: number;
  readonly averageFieldLength: readonly number[];
  /** Each record's field lengths: at record number × fields + field id. */
  readonly fieldLength: Float64Array;
  readonly records: readonly {readonly id: string; readonly stored: StoredFields}[];
  /** A record's score in the query so far, and in the current term of the query. */
  readonly total: Float64Array;
  readonly termScore: Float64Array;
  /**
   * Serials (doubles: none overflows) of the query that found the record (negative: `keep` dropped it), of the query
   * term that scored it last and of the last search of a term's postings that found it.
   */
  readonly verdict: Float64Array;
  readonly scoredBy: Float64Array;
  readonly termsFrom: Float64Array;
  /** The records the current query term scored, and those the query matched, in the order they were found. */
  readonly scored: Int32Array;
  readonly matched: Int32Array;
  /** The query's terms and the index's terms that matched each record in the query. */
  readonly queryTermsOf: (string[] | undefined)[];
  readonly termsOf: (string[] | undefined)[];
  serial: number;
}

const scorings = new WeakMap<MiniSearch<SearchRecord>, Scoring>();

// MiniSearch 7's defaults, which the site's searches keep: BM25's parameters and the weight of a prefix match.
const BM25 = {k: 1.2, b: 0.7, d: 0.5};
const PREFIX_WEIGHT = 0.375;

/** A key that an object lists before its other keys, in the order of its number: MiniSearch's `terms` are such keys of an object. */
const arrayIndex = (key: string) => /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;

/**
 * MiniSearch's search of an index loadSearchIndexParts made (`miniSearch.search(query, options)`, the same records with
 * the same scores, terms and queryTerms, in the same order; tests/unit/search.test.ts compares them), without `match`,
 * for the options the site searches with: its tokenizer, field boosts, prefix search, term boosts, OR. MiniSearch keeps
 * each term's matches in a map of objects per record, merges them term by term and copies each record's stored fields
 * into its result before any filter sees it; a query of common words matches half the site, so that was most of the
 * time the slowest queries took and most of their garbage. Here the scores add up in arrays made with the index, in
 * MiniSearch's order of additions (the sums are the same to the last bit), and `keep` (the query's filters) is asked
 * before a record's result is made.
 */
export function searchLoadedIndex(miniSearch: MiniSearch<SearchRecord>, query: string, options: SearchOptions, keep: (record: StoredFields) => boolean = () => true): IndexMatch[] {
  const scoring = scorings.get(miniSearch);
  if (!scoring) throw new Error('Search index: not made by loadSearchIndexParts.');
  if (options.fuzzy || options.filter || options.boostDocument || options.fields || options.weights || options.bm25 || (options.combineWith ?? 'or').toLowerCase() !== 'or') {
    throw new Error('Search index: searchLoadedIndex searches with the site’s options only.');
  }
  const index = (miniSearch as unknown as {_index: SearchableMap<TermFields>})._index;
  const tokenize = options.tokenize ?? (indexOptions.tokenize as Tokenize);
  const processTerm = options.processTerm ?? indexOptions.processTerm ?? ((term: string) => term);
  const queryTerms = tokenize(query).flatMap((term) => processTerm(term)).filter((term): term is string => !!term);
  const {documentCount, averageFieldLength, fieldLength, records, total, termScore, verdict, scoredBy, termsFrom, scored, matched, queryTermsOf, termsOf} = scoring;
  const fieldCount = indexOptions.fields.length;
  const fields = indexOptions.fields.map((field, fieldId) => ({fieldId, boost: (Object.hasOwn(options.boost ?? {}, field) ? options.boost?.[field] : undefined) || 1}));
  const {k, b, d} = BM25;
  const querySerial = ++scoring.serial;
  // The records the query matched that `keep` keeps, in MiniSearch's order (as its terms first found them).
  let matchedCount = 0;
  let numericTerms = false;
  // What the postings being read are: the query term, the index's term, which field, its weights.
  let term = '';
  let derived = '';
  let termSerial = 0;
  let search = 0;
  let fieldId = 0;
  let factor = 0;
  let inverseFrequency = 0;
  let average = 0;
  let scoredCount = 0;
  // MiniSearch's termResults for one record of a term's postings in a field: its score added in the order the postings list it.
  const score = (frequency: number, doc: number) => {
    if (verdict[doc] !== querySerial) {
      if (verdict[doc] === -querySerial) return;
      if (!keep(records[doc].stored)) {
        verdict[doc] = -querySerial;
        return;
      }
      verdict[doc] = querySerial;
      queryTermsOf[doc] = undefined;
      termsOf[doc] = undefined;
      matched[matchedCount++] = doc;
    }
    const weighted = factor * (inverseFrequency * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * fieldLength[doc * fieldCount + fieldId]) / average))));
    if (scoredBy[doc] !== termSerial) {
      scoredBy[doc] = termSerial;
      termScore[doc] = weighted;
      scored[scoredCount++] = doc;
    } else termScore[doc] += weighted;
    if (termsFrom[doc] === search) return;
    termsFrom[doc] = search;
    // Lists made with their first term: an empty one's first push would reserve room for seventeen.
    const terms = termsOf[doc];
    if (!terms) termsOf[doc] = [derived];
    else if (!terms.includes(derived)) terms.push(derived);
  };
  const add = (weight: number, termBoost: number, data: TermFields | undefined) => {
    if (!data) return;
    search = ++scoring.serial;
    numericTerms ||= arrayIndex(derived);
    for (const field of fields) {
      const docs = data.get(field.fieldId);
      if (!docs) continue;
      fieldId = field.fieldId;
      average = averageFieldLength[fieldId];
      inverseFrequency = Math.log(1 + (documentCount - docs.size + 0.5) / (docs.size + 0.5));
      factor = weight * termBoost * field.boost;
      docs.forEach(score);
    }
  };
  queryTerms.forEach((queryTerm, at) => {
    const prefix = typeof options.prefix === 'function' ? options.prefix(queryTerm, at, queryTerms) : options.prefix === true;
    const termBoost = typeof options.boostTerm === 'function' ? options.boostTerm(queryTerm, at, queryTerms) : 1;
    term = derived = queryTerm;
    termSerial = ++scoring.serial;
    scoredCount = 0;
    add(1, termBoost, index.get(term));
    if (prefix) {
      termsWithPrefix(scoring.root, term, (indexTerm, data) => {
        const distance = indexTerm.length - term.length;
        if (!distance) return;
        derived = indexTerm;
        add((PREFIX_WEIGHT * indexTerm.length) / (indexTerm.length + 0.3 * distance), termBoost, data);
      });
    }
    // MiniSearch's OR: a term's score of a record added to the sum of the terms before it.
    for (let at = 0; at < scoredCount; at++) {
      const doc = scored[at];
      const terms = queryTermsOf[doc];
      if (!terms) {
        total[doc] = termScore[doc];
        queryTermsOf[doc] = [term];
      } else {
        total[doc] = total[doc] + termScore[doc];
        if (!terms.includes(term)) terms.push(term);
      }
    }
  });
  const results: IndexMatch[] = [];
  for (let at = 0; at < matchedCount; at++) {
    const doc = matched[at];
    const docQueryTerms = queryTermsOf[doc] as string[];
    const terms = termsOf[doc] as string[];
    const {id, stored} = records[doc];
    // MiniSearch lists the index's terms as the keys of an object, which lists keys that are numbers first.
    const ordered = numericTerms ? [...terms.filter(arrayIndex).sort((x, y) => Number(x) - Number(y)), ...terms.filter((one) => !arrayIndex(one))] : terms;
    // Every stored field, present or not: results of one shape are read faster by ranking than MiniSearch's, whose
    // fields are those each record has.
    const {url, section, category, title, h2, h3, kind, tag, content, rowLinks} = stored;
    results.push({id, score: total[doc] * docQueryTerms.length, terms: ordered, queryTerms: docQueryTerms, url, section, category, title, h2, h3, kind, tag, content, rowLinks});
  }
  return results.sort((x, y) => y.score - x.score);
}
