// Local plugin: route chunks download when the reader shows intent to follow a link (hover, touch,
// keyboard focus), not when links scroll into view (client.ts says why). The client module swaps
// `window.docusaurus.prefetch`, which core's <Link> calls for links in the viewport; the build checks
// that <Link> still does.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patchTargetFile} from '../patchTarget.mjs';

const coreLinkFile = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client/exports/Link.js');

export function checkLinkPrefetchTarget(file = coreLinkFile): void {
  patchTargetFile('route-on-intent', file, 'window.docusaurus.prefetch(');
}

export default function routeOnIntentPlugin(): Plugin {
  checkLinkPrefetchTarget();
  return {
    name: 'route-on-intent',
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
