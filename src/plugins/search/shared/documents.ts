// The embedded search ships documents, not a prebuilt inverted index: the compact document list is
// smaller over the wire, and the browser indexes it in a fraction of a second on first use.
import type {SearchRecord} from './types';

/** Longest section text shipped; about nine in ten sections are shorter and go out whole. */
export const maxSectionLength = 400;

/** A section's text as shipped: cut at maxSectionLength, with an ellipsis so that snippets show the cut. */
function shippedText(content: string): string {
  return content.length > maxSectionLength ? `${content.slice(0, maxSectionLength)}…` : content;
}

export interface SearchDocuments {
  readonly version: 1;
  /** Section labels, referenced by index from `pages`. */
  readonly sections: string[];
  /** [url, title, section index, kind]. */
  readonly pages: [string, string, number, SearchRecord['kind']][];
  /** [page index, anchor, h2, h3, text]; an h3 row leaves h2 empty when it equals the previous row's. */
  readonly rows: [number, string, string, string, string][];
}

export function serializeSearchDocuments(records: readonly SearchRecord[]): SearchDocuments {
  const sections: string[] = [];
  const pages: SearchDocuments['pages'] = [];
  const pageIndex = new Map<string, number>();
  const rows: SearchDocuments['rows'] = [];
  let previousH2 = '';
  for (const record of records) {
    const [url, anchor = ''] = record.url.split('#');
    if (!pageIndex.has(url)) {
      if (!sections.includes(record.section)) sections.push(record.section);
      pageIndex.set(url, pages.length);
      pages.push([url, record.title, sections.indexOf(record.section), record.kind]);
      previousH2 = '';
    }
    const h2 = record.h2 ?? '';
    rows.push([pageIndex.get(url) as number, anchor, record.h3 && h2 === previousH2 ? '' : h2, record.h3 ?? '', shippedText(record.content)]);
    previousH2 = h2;
  }
  return {version: 1, sections, pages, rows};
}

/** The inverse of `serializeSearchDocuments`, run in the browser. */
export function deserializeSearchDocuments(documents: SearchDocuments): SearchRecord[] {
  let previousH2 = '';
  return documents.rows.map(([page, anchor, h2, h3, content]) => {
    const [url, title, section, kind] = documents.pages[page];
    const heading2 = h2 || (h3 ? previousH2 : '');
    previousH2 = heading2;
    const fullUrl = anchor ? `${url}#${anchor}` : url;
    return {
      id: fullUrl,
      url: fullUrl,
      section: documents.sections[section],
      title,
      h2: heading2 || undefined,
      h3: h3 || undefined,
      content,
      kind,
    };
  });
}
