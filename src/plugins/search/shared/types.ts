// Types shared by the index builder (Node) and the search client (browser).

/** What the plugin tells the browser about the embedded index. */
export interface EmbeddedSearchGlobalData {
  /**
   * Site-relative path of each part of the index file (shared/documents.ts), without the base URL, by
   * the `docusaurus_tag` of its pages: UNVERSIONED_TAG and each docs version's.
   */
  readonly indexPaths: Readonly<Record<string, string>>;
  /** The site's locale: the `language` facet of every record. */
  readonly locale: string;
}

/** The `docusaurus_tag` of pages that belong to no docs version: the blog and the docs about every version. */
export const UNVERSIONED_TAG = 'default';

/** The `docusaurus_tag` of a docs version's pages, as contextual search writes it: `docs-<plugin id>-<version name>`. */
export const docsVersionTag = (pluginId: string, versionName: string): string => `docs-${pluginId}-${versionName}`;

/** A docs version as contextual search names it (docsVersionTag), with its label (`4.x`). */
export interface DocsVersionTag {
  readonly tag: string;
  readonly label: string;
}

/**
 * A docs version with the major versions its pages are about (client/ranking.ts, pageVersions): the
 * plugin majors of its pages' subjects, the plugin major it documents and the Tailwind CSS majors of
 * its guides. A query that names one adds this docs version before its part of the index is in.
 */
export interface IndexedDocsVersion extends DocsVersionTag {
  readonly about: {readonly plugin: readonly number[]; readonly docs?: number; readonly tailwind: readonly number[]};
}

export interface SearchRecord {
  /** Stable id: the URL with its anchor. */
  readonly id: string;
  readonly url: string;
  /** Section of the site the page belongs to (sidebar, category, or 博客). */
  readonly section: string;
  /** The sidebar category nearest to the page below the top-level one, if it sits that deep: ranking reads it as it reads the section. */
  readonly category?: string;
  readonly title: string;
  readonly h2?: string;
  readonly h3?: string;
  readonly content: string;
  /**
   * For each line of `content`, the page of this site that a table row on that line links to in its last cell
   * (`现象：文章`, the article a link): empty for other lines, left out after the last row that links.
   */
  readonly rowLinks?: readonly string[];
  /** `docs` or `blog`: a release post ranks after the docs unless the query asks about a release. */
  readonly kind: 'docs' | 'blog';
  /** Contextual search's `docusaurus_tag`: the page's docs version, or UNVERSIONED_TAG for pages of every version. */
  readonly tag: string;
}

/** SearchRecord['rowLinks'] from each line's linked page (none for a line that is no linking row): `''` for none, trailing ones left out. */
export function recordRowLinks(links: readonly (string | undefined)[]): string[] {
  const rowLinks = links.map((link) => link ?? '');
  while (rowLinks.length && !rowLinks[rowLinks.length - 1]) rowLinks.pop();
  return rowLinks;
}

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
