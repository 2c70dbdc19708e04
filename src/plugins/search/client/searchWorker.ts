// The embedded search's Web Worker: it builds the index from the downloaded file and answers queries.
// Parsing the 1.5 MB file and loading the index is one long task (about 300 ms on a mid-range phone);
// here it no longer holds up the page's first paint, hydration or the reader's typing.
import type {SearchRequest} from '../shared/types';
import {parseParams} from './algoliaShape';
import {loadSearchIndex, runQuery, type QueryContext} from './searchEngine';

/** From the page: the index file once, then queries. */
export type IndexWorkerRequest =
  | {readonly type: 'load'; readonly file: ArrayBuffer; readonly context: QueryContext}
  | {readonly type: 'query'; readonly id: number; readonly requests: readonly SearchRequest[]};

/** To the page: the index is ready or could not be built, or one query's answers or its error. */
export type IndexWorkerReply =
  | {readonly type: 'loaded'}
  | {readonly type: 'load-failed'; readonly message: string}
  | {readonly type: 'answers'; readonly id: number; readonly results: unknown[]}
  | {readonly type: 'query-failed'; readonly id: number; readonly message: string};

// The site's TypeScript settings know the page's globals, not a worker's: the two members used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<IndexWorkerRequest>) => void) | null;
  postMessage(reply: IndexWorkerReply): void;
};

let loaded: {index: ReturnType<typeof loadSearchIndex>; context: QueryContext} | undefined;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

scope.onmessage = ({data: request}) => {
  if (request.type === 'load') {
    try {
      loaded = {index: loadSearchIndex(new TextDecoder().decode(request.file)), context: request.context};
      scope.postMessage({type: 'loaded'});
    } catch (error) {
      scope.postMessage({type: 'load-failed', message: messageOf(error)});
    }
    return;
  }
  try {
    if (!loaded) throw new Error('query before the index was loaded');
    const {index, context} = loaded;
    scope.postMessage({type: 'answers', id: request.id, results: request.requests.map((one) => runQuery(index, parseParams(one), context))});
  } catch (error) {
    scope.postMessage({type: 'query-failed', id: request.id, message: messageOf(error)});
  }
};
