import type {PageRedirect} from '../src/plugins/page-redirects';

/**
 * Pages that moved, each to the page that now holds its topic (src/plugins/page-redirects). A published
 * docs route that the current version dropped and that is not listed here goes to its 4.x page.
 */
export const redirects: readonly PageRedirect[] = [
  // These pages only wrapped a partial that the framework guides include in full.
  {from: '/docs/quick-start/v4/UniappCliStyle', to: '/docs/quick-start/v4/uni-app-vite'},
  {from: '/docs/quick-start/v4/UniappHbuilderStyle', to: '/docs/quick-start/v4/uni-app-vite-hbuilder'},
  {from: '/docs/quick-start/v4/UniAppHbuilderShared', to: '/docs/quick-start/v4/uni-app-vite-hbuilder'},
];
