// Types shared by the index builder (Node) and the search client (browser).

/** What the plugin tells the browser about the embedded index. */
export interface EmbeddedSearchGlobalData {
  /** Site-relative path of the index file, without the base URL. */
  readonly indexPath: string;
  /** The site's locale: the `language` facet of every record. */
  readonly locale: string;
  /** The docs versions, longest path first: a docs record's `docusaurus_tag` facet is the tag of the first whose path its URL starts with. */
  readonly docsVersions: readonly DocsVersionTag[];
}

/** A docs version as contextual search names it: `docs-<plugin id>-<version name>`, and its URL path (`/docs/4.x`). */
export interface DocsVersionTag {
  readonly tag: string;
  readonly path: string;
}

export interface SearchRecord {
  /** Stable id: the URL with its anchor. */
  readonly id: string;
  readonly url: string;
  /** Section of the site the page belongs to (sidebar, category, or 博客). */
  readonly section: string;
  readonly title: string;
  readonly h2?: string;
  readonly h3?: string;
  readonly content: string;
  /** `docs` or `blog`, for contextual filtering. */
  readonly kind: 'docs' | 'blog';
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
