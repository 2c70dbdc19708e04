// Route chunks download when the reader shows intent to follow a link, not when it scrolls into view.
// Docusaurus prefetches every link in the viewport; this site's pages show many links (sidebars,
// footer, cards), so that multiplied the bytes a page load fetched and kept the main thread busy on
// phones. Links still preload on hover and touch (Docusaurus does that itself) and, added here, on
// keyboard focus, which comes before Enter just as hover comes before a click.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {routePathOf} from './routePath';

const skipViewportPrefetch = (): false => false;

function preloadFocusedLink(event: FocusEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const routePath = link && routePathOf(link, window.location);
  if (routePath) void window.docusaurus.preload(routePath);
}

// Runs on hydration, before any link starts observing the viewport (links do that in an effect).
export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM || !window.docusaurus || window.docusaurus.prefetch === skipViewportPrefetch) return;
  window.docusaurus = {...window.docusaurus, prefetch: skipViewportPrefetch};
  document.addEventListener('focusin', preloadFocusedLink);
}
