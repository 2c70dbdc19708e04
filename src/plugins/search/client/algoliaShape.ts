// The request and answer shapes of Algolia's search API, as the embedded client and engine speak them.
import type {SearchParams, SearchRequest} from '../shared/types';

/** Algolia clients send a request's parameters as an object or as a URL-encoded string. */
export function parseParams(request: SearchRequest): SearchParams {
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

/** The `docusaurus_tag` values of facet filters (`docusaurus_tag:docs-default-4.x`), in any of Algolia's shapes. */
export function tagsOfFilters(filters: unknown): string[] {
  const list = typeof filters === 'string' ? [filters] : Array.isArray(filters) ? (filters as unknown[]).flat() : [];
  return list.flatMap((filter) => (typeof filter === 'string' && filter.startsWith('docusaurus_tag:') ? [filter.slice('docusaurus_tag:'.length)] : []));
}

/**
 * The query and the page of results a request asks for, with Algolia's defaults. The query is kept as
 * typed: the answer must echo it (the /search page drops answers to any other query) even where
 * searching ignores the spaces around it.
 */
export function requestedPage(params: SearchParams): {query: string; page: number; hitsPerPage: number} {
  return {query: params.query ?? '', page: params.page ?? 0, hitsPerPage: params.hitsPerPage ?? 20};
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
