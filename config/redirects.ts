import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/**
 * Old routes that are kept working. These pages only wrapped a partial that the framework guides
 * include in full, so each now sends the reader to the guide that holds the same steps.
 */
export const redirects: ClientRedirectsOptions['redirects'] = [
  {from: '/docs/quick-start/v4/UniappCliStyle', to: '/docs/quick-start/v4/uni-app-vite'},
  {from: '/docs/quick-start/v4/UniappHbuilderStyle', to: '/docs/quick-start/v4/uni-app-vite-hbuilder'},
  {from: '/docs/quick-start/v4/UniAppHbuilderShared', to: '/docs/quick-start/v4/uni-app-vite-hbuilder'},
];
