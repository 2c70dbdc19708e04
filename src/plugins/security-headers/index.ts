// Local plugin: checks, after the build, that the Content-Security-Policy of static/_headers allows
// every inline script the pages run, and widens it for the hosted services that are configured.
// Without any (the default), a script the policy does not allow fails the build, so the committed
// file can never silently block a page.
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {runWorkerOnce} from '../workerThread';
import {PROVIDER_SOURCES, addSources, missingSources, replaceSitePolicy, sitePolicy, type Provider} from './csp';

/** The inline scripts' hashes of every page under `outDir` (csp.ts pagesScriptHashes), read in a thread of its own (scanThread.mjs). */
export const scanPages = (outDir: string): Promise<string[]> =>
  runWorkerOnce(path.join(__dirname, 'scanThread.mjs'), {outDir}, 'security-headers: the page scan thread');

export interface SecurityHeadersOptions {
  /** Hosted services the build is configured with (search provider, analytics). */
  readonly providers: readonly Provider[];
}

export default function securityHeadersPlugin(options: SecurityHeadersOptions): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const headersPath = path.join(outDir, '_headers');
      const headersText = await readFile(headersPath, 'utf8');
      const policy = sitePolicy(headersText);
      if (!policy) throw new Error('static/_headers has no Content-Security-Policy for /*');

      const wanted: Record<string, string[]> = {'script-src': await scanPages(outDir)};
      for (const provider of options.providers) {
        for (const [directive, sources] of Object.entries(PROVIDER_SOURCES[provider])) {
          wanted[directive] = [...(wanted[directive] ?? []), ...sources];
        }
      }
      const missing = missingSources(policy, wanted);
      if (!Object.keys(missing).length) return;
      if (!options.providers.length) {
        const list = Object.entries(missing).map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
        throw new Error(`The Content-Security-Policy in static/_headers would block parts of the built site. Add: ${list}`);
      }
      await writeFile(headersPath, replaceSitePolicy(headersText, addSources(policy, missing)));
    },
  };
}
