// Docusaurus prefetches the chunks of every link that scrolls into view, all in one task; with this
// site's long sidebars that task takes 100–200 ms of main thread right after the page loads (measured
// with a CPU profile of /docs/intro). The links still prefetch, a few at a time, when the browser is idle.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {browserIdleScheduler, createIdleQueue} from './idleQueue';

type Docusaurus = Window['docusaurus'];
const wrapped = new WeakSet<Docusaurus>();

function withIdlePrefetch(docusaurus: Docusaurus): Docusaurus {
  const enqueue = createIdleQueue(browserIdleScheduler);
  const idle: Docusaurus = {
    ...docusaurus,
    prefetch: (routePath) =>
      new Promise((resolve) => {
        enqueue(() => void Promise.resolve(docusaurus.prefetch(routePath)).then((result) => resolve(result || [])));
      }),
  };
  wrapped.add(idle);
  return idle;
}

// Runs on hydration before any link starts observing the viewport (links do that in a passive effect).
export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM || !window.docusaurus || wrapped.has(window.docusaurus)) return;
  window.docusaurus = withIdlePrefetch(window.docusaurus);
}
