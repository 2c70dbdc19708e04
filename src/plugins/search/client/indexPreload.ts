// The /search page's inline script (theme/SearchPage) that starts the index download from the page's
// HTML, before any of its scripts run. It reads the address with URLSearchParams, as the page does
// (useSearchQueryString, searchedVersionNames), so that it downloads exactly the parts the page's first
// query will need: none without a query (`?q=` or `?q=&q=x`, whose `q` is empty), the named version's
// for `?version=4.x` (or `?ver%73ion=4.x`), the current one's for `?version=5.x` or a version that does not exist.
import {searchedTags, searchedVersionNames, type DocsVersionsData} from './searchedVersions';

/**
 * What the script reads from its `data-index` attribute: groups of `version` values that lead to the
 * same parts, with the addresses of those parts. The first group is what any other value (or none) leads to.
 */
export type IndexPreloadTargets = readonly (readonly [readonly string[], readonly string[]])[];

/**
 * The script, as the site's HTML minifier writes it (so the built page holds this very text): the
 * site's Content-Security-Policy (static/_headers) allows it by its hash. Its variables stay in a function.
 */
export const INDEX_PRELOAD_SCRIPT =
  '!function(){var e=new URLSearchParams(location.search),n=e.get("version"),r=JSON.parse(document.currentScript.dataset.index),a=r[0][1];' +
  'e.get("q")&&(r.some(function(e){return e[0].indexOf(n)>=0&&(a=e[1])}),a.forEach(function(e){var n=document.createElement("link");' +
  'n.rel="preload",n.as="fetch",n.crossOrigin="anonymous",n.href=e,document.head.appendChild(n)}))}()';

/**
 * The script's data: for the current version (and any `version` that names none) and for each value of
 * `version` that names a version, the addresses `urlsOf` gives for the tags the page searches then.
 */
export function indexPreloadTargets(allDocsData: DocsVersionsData, urlsOf: (tags: readonly string[]) => string[]): IndexPreloadTargets {
  const urlsFor = (version: string | null) => urlsOf(searchedTags(searchedVersionNames(allDocsData, version)));
  const groups = new Map<string, {values: string[]; urls: string[]}>();
  const defaultUrls = urlsFor(null);
  groups.set(defaultUrls.join(' '), {values: [], urls: defaultUrls});
  const values = new Set(Object.values(allDocsData).flatMap(({versions}) => versions.flatMap(({label, name}) => [label, name])));
  for (const value of values) {
    const urls = urlsFor(value);
    const key = urls.join(' ');
    if (!groups.has(key)) groups.set(key, {values: [], urls});
    groups.get(key)?.values.push(value);
  }
  return [...groups.values()].map(({values: named, urls}) => [named, urls] as const);
}
