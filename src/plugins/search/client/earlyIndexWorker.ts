// The /search page's inline script (theme/SearchPage) that starts the index worker from the page's HTML, before
// any of its scripts run. It reads the address with URLSearchParams, as the page does
// (useSearchQueryString, searchedVersionNames), so that it starts exactly the parts the page's first
// query will need: none without a query (`?q=` or `?q=&q=x`, whose `q` is empty), the named version's
// for `?version=4.x` (or `?ver%73ion=4.x`), the current one's for `?version=5.x` or a version that does not exist.
// It starts the index worker, at the address the search plugin's postBuild writes into `data-worker`, and
// hands it each part as it arrives, so that the worker reads the index while the page's scripts download
// and run; the page's client takes that worker over (localClient). Once every part is handed over, it asks
// the worker the address's query as the page's first request asks it (the same filters and number of hits;
// the id -1, which the client's own queries never have) and writes the answer into the page's early-results
// box (EARLY_RESULTS_ID) with the markup the page gives its results, unless the box has gone (the page has
// its own results) or is filled: results show before the page hydrates, which ends later than the worker
// answers on a busy phone or laptop. Only built pages run it: the build fails without the address, and
// `docusaurus start` renders its pages in the browser, where the script does not run (theme/SearchPage);
// it does nothing without the address all the same.
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

/** The id of the box the script writes its results into (theme/SearchPage renders it until the page has results of its own). */
export const EARLY_RESULTS_ID = 'search-early-results';

/**
 * The script's other data, besides `data-index`, `data-worker` and `data-locale`: the class names of a result's article,
 * heading, breadcrumbs and snippet (`data-classes`, this JSON), and how many hits the page's first request asks for (`data-hits`).
 */
export type EarlyResultClasses = readonly [article: string, heading: string, breadcrumbs: string, snippet: string];

/**
 * The script, as the site's HTML minifier writes it (so the built page holds this very text): the
 * site's Content-Security-Policy (static/_headers) allows it by its hash. Its variables stay in a function.
 */
export const EARLY_INDEX_WORKER_SCRIPT =
  '!function(){var e=new URLSearchParams(location.search),r=e.get("version"),t=document.currentScript.dataset,' +
  'a=JSON.parse(t.index),n=a[0][1],s=e.get("q");if(s&&t.worker){a.some(function(e){' +
  'return e[0].indexOf(r)>=0&&(n=e[1])});var i=new Worker(t.worker,{name:"search-index"}),' +
  'c=window.__searchIndexEarly={worker:i,parts:{},replies:[]},o=JSON.parse(t.classes);i.onmessage=function(e){' +
  'c.replies.push(e.data)},i.onerror=function(e){e.preventDefault(),c.failed=!0},n.forEach(function(e){' +
  '(c.parts[e[0]]=fetch(e[1]).then(function(e){if(!e.ok)throw Error("HTTP "+e.status);return e.arrayBuffer()}' +
  ').then(function(r){i.postMessage({type:"load",tag:e[0],file:r,context:{origin:location.origin,locale:t.locale}},' +
  '[r])})).catch(function(){})}),Promise.all(n.map(function(e){return c.parts[e[0]]})).then(function(){' +
  'i.postMessage({type:"query",id:-1,requests:[{indexName:"",params:{query:s,hitsPerPage:+t.hits,' +
  'facetFilters:[n.map(function(e){return"docusaurus_tag:"+e[0]}),["language:"+t.locale]],' +
  'highlightPreTag:\'<span class="search-result-match">\',highlightPostTag:"</span>"}}]})},function(){}),' +
  'i.addEventListener("message",function(e){var r=e.data,t=document.getElementById("search-early-results");' +
  '"answers"===r.type&&r.id<0&&t&&!t.firstChild&&(t.innerHTML=r.results[0].hits.map(function(e){var r,t=[],' +
  'a=e._highlightResult.hierarchy;for(r in a)t.push(a[r]?a[r].value:"");var n=t.pop()||"",s=function(e){' +
  'return e.replace(/<[^>]*>/g,"")},i=t.filter(function(e,r){return 0===r||s(e)!==s(t[r-1])}),c=new URL(e.url),' +
  'u=e._snippetResult&&e._snippetResult.content;return\'<article class="\'+o[0]+\'"><h2 class="\'+o[1]+\'"><a href="\'+c.' +
  'pathname+c.hash+\'">\'+n+"</a></h2>"+(i.length?\'<ul class="breadcrumbs \'+o[2]+\'">\'+i.map(function(e){' +
  'return\'<li class="breadcrumbs__item">\'+e+"</li>"}).join("")+"</ul>":"")+(u&&u.value?\'<p class="\'+o[3]+\'">\'+u.val' +
  'ue+"</p>":"")+"</article>"}).join(""))})}}()';

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
