import type {Provider} from '../src/plugins/security-headers/csp';
import {algolia, gtagId} from './env';
import {searchBackend} from './search';

/** The hosted services this build is configured with: the pages load them, so the CSP must allow them. */
export const hostedServices: readonly Provider[] = [
  ...(searchBackend(algolia) === 'algolia' ? (['algolia'] as const) : []),
  ...(gtagId ? (['gtag'] as const) : []),
];
