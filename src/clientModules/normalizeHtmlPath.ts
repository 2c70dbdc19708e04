// Static hosts serve /docs/intro.html as the page itself; the router only knows /docs/intro.
// Rewriting the address before React hydrates keeps the route match (and hydration) exact; the same
// early rewrite makes undecodable addresses safe for the router.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {makeDecodablePath, normalizeHtmlPath} from './htmlPath';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const normalized = makeDecodablePath(normalizeHtmlPath(pathname));
  if (normalized !== pathname) {
    window.history.replaceState(window.history.state, '', `${normalized}${search}${hash}`);
  }
}
