// Stands in for `algoliasearch/lite` (webpack alias, embedded mode only): the stock /search page
// creates its client with `liteClient(appId, apiKey)` and gets the embedded one instead.
import {getEmbeddedSearchClient} from './embeddedClient';

export function liteClient() {
  return getEmbeddedSearchClient();
}
