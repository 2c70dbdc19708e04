// A client module of the search plugin (with the embedded index only): it runs when the page's main
// script runs, before the route's chunks load and React hydrates. On `/search?q=…` it takes over the
// index worker and the downloads of the parts the address's docs version needs, which the page's HTML
// has started (SearchPage's inline script, client/earlyIndexWorker), so that the worker reads them while
// the page's scripts run and hydrate; it starts them itself after a navigation in the page to
// `/search?q=…`, which runs no such script. On `/search` without a query the reader has yet to
// type: the parts come once the page has loaded and the main thread is idle, and do not compete with
// the page's own scripts and styles. A navigation to `/search` in the page starts them at once.
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import siteConfig from '@generated/docusaurus.config';
import {whenIdle} from '@site/src/utils/whenIdle';
import {getEmbeddedSearchClient} from './embeddedClient';
import {type DocsVersionsData, searchedTags, searchedVersionNames} from './searchedVersions';

const searchPagePath = `${siteConfig.baseUrl}search`;

/** Starts the parts of the index the search page at `location` needs, when it is the search page: at once, or when idle. */
function startSearchPageIndex({pathname, search}: {readonly pathname: string; readonly search: string}, waitForIdle: boolean) {
  if (pathname.replace(/\/$/, '') !== searchPagePath) return;
  const params = new URLSearchParams(search);
  const docsData = (globalData['docusaurus-plugin-content-docs'] ?? {}) as unknown as DocsVersionsData;
  const start = () => getEmbeddedSearchClient().preload(searchedTags(searchedVersionNames(docsData, params.get('version'))));
  if (params.get('q') || !waitForIdle) start();
  else if (document.readyState === 'complete') whenIdle(start);
  else window.addEventListener('load', () => whenIdle(start), {once: true});
}

if (ExecutionEnvironment.canUseDOM) startSearchPageIndex(window.location, true);

const clientModule: ClientModule = {
  // The first call (previousLocation null) is the page's own address, handled above.
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation) startSearchPageIndex(location, false);
  },
};

export default clientModule;
