// The embedded search's one download: the records results are drawn from and the MiniSearch index of
// their full text, built at build time. Loading a built index takes a fraction of the time indexing
// takes in the browser (cutting Chinese into words is the costly part), so the first query of a page,
// the /search page's included, is answered as soon as the file is in.
import MiniSearch, {type AsPlainObject} from 'minisearch';
import {indexOptions} from './options';
import type {DocsVersionTag, SearchRecord} from './types';

/** Longest section text shipped for snippets; about nine in ten sections are shorter and go out whole. The index holds all of it. */
export const maxSectionLength = 400;

/** A line that quotes an error message: a reader pastes it, and its snippet must be able to show it. */
const quotesError = /error|cannot|unexpected|failed|报错/i;

/**
 * A section's text as shipped: cut at maxSectionLength, with an ellipsis so that snippets show the cut,
 * followed by the lines after the cut that quote an error message (a few KB for the whole site).
 */
function shippedText(content: string): string {
  if (content.length <= maxSectionLength) return content;
  const errorLines = content.slice(maxSectionLength).split('\n').slice(1).filter((line) => quotesError.test(line));
  return [`${content.slice(0, maxSectionLength)}…`, ...errorLines].join('\n');
}

export interface SearchIndexFile {
  readonly version: 3;
  /** The docs versions, the current one first: what a query that names a version may also search. */
  readonly docsVersions: readonly DocsVersionTag[];
  /** Section labels, referenced by index from `pages`. */
  readonly sections: string[];
  /** [url, title, section index, kind, docusaurus_tag]. */
  readonly pages: [string, string, number, SearchRecord['kind'], string][];
  /** [page index, anchor, h2, h3, text]; an h3 row leaves h2 empty when it equals the previous row's. */
  readonly rows: [number, string, string, string, string][];
  /**
   * MiniSearch's serialized index of the full text, without the ids and stored fields the rows give.
   * Its own format, because the browser's JSON parser builds it far faster than any script could
   * unpack a smaller one.
   */
  readonly index: Omit<AsPlainObject, 'documentIds' | 'storedFields'>;
}

function indexOf(records: readonly SearchRecord[]): SearchIndexFile['index'] {
  const miniSearch = new MiniSearch<SearchRecord>(indexOptions);
  miniSearch.addAll(records);
  const {documentIds, storedFields, ...index} = miniSearch.toJSON();
  // The browser numbers the records as the rows list them; MiniSearch numbered them as it indexed them.
  if (records.some((record, shortId) => documentIds[shortId] !== record.id)) throw new Error('Search index: document numbers out of record order.');
  return index;
}

/** The index file of the records, in their order. */
export function serializeSearchIndex(records: readonly SearchRecord[], docsVersions: readonly DocsVersionTag[]): SearchIndexFile {
  const sections: string[] = [];
  const pages: SearchIndexFile['pages'] = [];
  const pageIndex = new Map<string, number>();
  const rows: SearchIndexFile['rows'] = [];
  let previousH2 = '';
  for (const record of records) {
    const [url, anchor = ''] = record.url.split('#');
    if (!pageIndex.has(url)) {
      if (!sections.includes(record.section)) sections.push(record.section);
      pageIndex.set(url, pages.length);
      pages.push([url, record.title, sections.indexOf(record.section), record.kind, record.tag]);
      previousH2 = '';
    }
    const h2 = record.h2 ?? '';
    rows.push([pageIndex.get(url) as number, anchor, record.h3 && h2 === previousH2 ? '' : h2, record.h3 ?? '', shippedText(record.content)]);
    previousH2 = h2;
  }
  return {version: 3, docsVersions, sections, pages, rows, index: indexOf(records)};
}

/** The records as shipped (section text cut at maxSectionLength). */
export function deserializeSearchRecords(file: Pick<SearchIndexFile, 'sections' | 'pages' | 'rows'>): SearchRecord[] {
  let previousH2 = '';
  return file.rows.map(([page, anchor, h2, h3, content]) => {
    const [url, title, section, kind, tag] = file.pages[page];
    const heading2 = h2 || (h3 ? previousH2 : '');
    previousH2 = heading2;
    const fullUrl = anchor ? `${url}#${anchor}` : url;
    return {
      id: fullUrl,
      url: fullUrl,
      section: file.sections[section],
      title,
      h2: heading2 || undefined,
      h3: h3 || undefined,
      content,
      kind,
      tag,
    };
  });
}

/** The index the file was built with, its stored fields the shipped records. */
export function loadSearchIndexFile(file: SearchIndexFile): MiniSearch<SearchRecord> {
  const records = deserializeSearchRecords(file);
  const stored = indexOptions.storeFields ?? [];
  const documentIds: AsPlainObject['documentIds'] = {};
  const storedFields: AsPlainObject['storedFields'] = {};
  records.forEach((record, shortId) => {
    documentIds[shortId] = record.id;
    // As MiniSearch stores them: fields without a value are left out.
    storedFields[shortId] = Object.fromEntries(stored.map((field) => [field, record[field as keyof SearchRecord]]).filter(([, value]) => value !== undefined));
  });
  return MiniSearch.loadJS({...file.index, documentIds, storedFields}, indexOptions);
}
