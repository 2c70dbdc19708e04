// The /search page's inline script (theme/SearchPage) that starts the index worker from the page's HTML, before
// any of its scripts run. It reads the address with URLSearchParams, as the page does
// (useSearchQueryString, searchedVersionNames), so that it starts exactly the parts the page's first
// query will need: none without a query (`?q=` or `?q=&q=x`, whose `q` is empty), the named version's
// for `?version=4.x` (or `?ver%73ion=4.x`), the current one's for `?version=5.x` or a version that does not exist.
// It starts the index worker, at the address the search plugin's postBuild writes into `data-worker`, and
// hands it each part as it arrives, so that the worker reads the index while the page's scripts download
// and run; the page's client takes that worker over (localClient). Only built pages run it: the build fails
// without the address, and `docusaurus start` renders its pages in the browser, where the script does not
// run (theme/SearchPage); it does nothing without the address all the same.
import type {IndexWorkerReply} from './searchWorker';
import {searchedTags, searchedVersionNames, type DocsVersionsData} from './searchedVersions';

/** One part of the index: its tag and its address. */
export type IndexPart = readonly [tag: string, url: string];

/**
 * What the script reads from its `data-index` attribute: groups of `version` values that lead to the
 * same parts, with those parts. The first group is what any other value (or none) leads to.
 */
export type EarlyIndexWorkerTargets = readonly (readonly [readonly string[], readonly IndexPart[]])[];

/** What the script leaves in `window.__searchIndexEarly` when it has started the worker. */
export interface EarlyIndexWorker {
  readonly worker: Worker;
  /** By tag: settles once the part is downloaded and handed to the worker; rejects when the download failed. */
  readonly parts: Readonly<Record<string, Promise<void>>>;
  /** What the worker said before the page's client took it over. */
  readonly replies: IndexWorkerReply[];
  /** The worker's script failed to load or threw. */
  readonly failed?: boolean;
}

/**
 * The script, as the site's HTML minifier writes it (so the built page holds this very text): the
 * site's Content-Security-Policy (static/_headers) allows it by its hash. Its variables stay in a function.
 */
export const EARLY_INDEX_WORKER_SCRIPT =
  '!function(){var e=new URLSearchParams(location.search),r=e.get("version"),n=document.currentScript.dataset,' +
  't=JSON.parse(n.index),o=t[0][1];if(e.get("q")&&n.worker){t.some(function(e){return e[0].indexOf(r)>=0&&(o=e[1])});' +
  'var a=new Worker(n.worker,{name:"search-index"}),i=window.__searchIndexEarly={worker:a,parts:{},' +
  'replies:[]};a.onmessage=function(e){i.replies.push(e.data)},a.onerror=function(e){e.preventDefault(),' +
  'i.failed=!0},o.forEach(function(e){(i.parts[e[0]]=fetch(e[1]).then(function(e){if(!e.ok)throw Error("HTTP "+e.status);' +
  'return e.arrayBuffer()}).then(function(r){a.postMessage({type:"load",tag:e[0],file:r,context:{origin:location.origin,' +
  'locale:n.locale}},[r])})).catch(function(){})})}}()';

/**
 * The script's data: for the current version (and any `version` that names none) and for each value of
 * `version` that names a version, the parts `partsOf` gives for the tags the page searches then.
 */
export function earlyIndexWorkerTargets(allDocsData: DocsVersionsData, partsOf: (tags: readonly string[]) => IndexPart[]): EarlyIndexWorkerTargets {
  const partsFor = (version: string | null) => partsOf(searchedTags(searchedVersionNames(allDocsData, version)));
  const groups = new Map<string, {values: string[]; parts: IndexPart[]}>();
  const defaultParts = partsFor(null);
  groups.set(JSON.stringify(defaultParts), {values: [], parts: defaultParts});
  const values = new Set(Object.values(allDocsData).flatMap(({versions}) => versions.flatMap(({label, name}) => [label, name])));
  for (const value of values) {
    const parts = partsFor(value);
    const key = JSON.stringify(parts);
    if (!groups.has(key)) groups.set(key, {values: [], parts});
    groups.get(key)?.values.push(value);
  }
  return [...groups.values()].map(({values: named, parts}) => [named, parts] as const);
}
