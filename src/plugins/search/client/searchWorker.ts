// The embedded search's Web Worker: it builds the index from the downloaded parts and answers queries.
// Parsing the files and loading the index is one long task (a few hundred milliseconds on a mid-range
// phone); here it no longer holds up the page's first paint, hydration or the reader's typing.
import type {SearchRequest} from '../shared/types';
import {parseParams, tagsOfFilters} from './algoliaShape';
import {LoadedSearchIndex, missingParts, runQuery, type QueryContext} from './searchEngine';

/** From the page: the file of each part of the index (shared/documents.ts) as it comes, and queries. */
export type IndexWorkerRequest =
  | {readonly type: 'load'; readonly tag: string; readonly file: ArrayBuffer; readonly context: QueryContext}
  | {readonly type: 'query'; readonly id: number; readonly requests: readonly SearchRequest[]};

/**
 * To the page: a part was read or could not be; one query's answers, its error, or the parts it needs
 * first (a query that names a version only another docs version's pages are about).
 */
export type IndexWorkerReply =
  | {readonly type: 'loaded'; readonly tag: string}
  | {readonly type: 'load-failed'; readonly message: string}
  | {readonly type: 'answers'; readonly id: number; readonly results: unknown[]}
  | {readonly type: 'needs'; readonly id: number; readonly tags: readonly string[]}
  | {readonly type: 'query-failed'; readonly id: number; readonly message: string};

// The site's TypeScript settings know the page's globals, not a worker's: the two members used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<IndexWorkerRequest>) => void) | null;
  postMessage(reply: IndexWorkerReply): void;
};

const index = new LoadedSearchIndex();
let context: QueryContext | undefined;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

scope.onmessage = ({data: request}) => {
  if (request.type === 'load') {
    try {
      context = request.context;
      index.add(new TextDecoder().decode(request.file));
      scope.postMessage({type: 'loaded', tag: request.tag});
    } catch (error) {
      scope.postMessage({type: 'load-failed', message: messageOf(error)});
    }
    return;
  }
  try {
    if (!context) throw new Error('query before the index was loaded');
    const queries = request.requests.map(parseParams);
    // A request whose filters name no docs version (the /search page asks one to count each version's
    // results, which it does not show) searches the versions the others name, not every version.
    const unfiltered = queries.flatMap((params) => tagsOfFilters(params.facetFilters));
    const needs = [...new Set(queries.flatMap((params) => missingParts(index, params, unfiltered)))];
    if (needs.length) {
      scope.postMessage({type: 'needs', id: request.id, tags: needs});
      return;
    }
    const where = context;
    scope.postMessage({type: 'answers', id: request.id, results: queries.map((params) => runQuery(index, params, where, undefined, unfiltered))});
  } catch (error) {
    scope.postMessage({type: 'query-failed', id: request.id, message: messageOf(error)});
  }
};
