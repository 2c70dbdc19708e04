// Reading the built site as the host serves it, for the Node checks of the build output and for the e2e sweeps.
import {readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {resolveRequestPath} from '../../scripts/lib/static-server.mjs';

export const buildDir = path.resolve('build');
export const siteUrl = 'https://tw.icebreaker.top';

/** The file the host serves for a request path (the routing rules of `scripts/lib/static-server.mjs`). */
export function builtFile(route: string): string {
  const resolved = resolveRequestPath(route);
  if ('redirect' in resolved) throw new Error(`${route} redirects to ${resolved.redirect}`);
  const file = resolved.files.map((candidate) => path.join(buildDir, candidate)).find((candidate) => statSync(candidate, {throwIfNoEntry: false})?.isFile());
  if (!file) throw new Error(`${route} has no file in build/; run npm run build first`);
  return file;
}

export const builtText = (route: string): string => readFileSync(builtFile(route), 'utf8');

/** Where a redirect page (src/plugins/page-redirects) sends the reader, or undefined for any other page. */
export const redirectTarget = (html: string): string | undefined => /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];

/** The route a reader lands on: the route itself, or the target of its redirect page. */
export const landingRoute = (route: string): string => redirectTarget(builtText(route))?.split('#')[0] ?? route;

/** Every page the sitemap lists. */
export const sitemapRoutes: string[] = [...builtText('/sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

/** Pages kept out of the sitemap on purpose (tag and archive pages), which are still served. */
const unlistedRoutes = ['/blog/tags', '/blog/tags/release', '/blog/archive', '/blog/authors'];

export const siteRoutes: string[] = [...new Set([...sitemapRoutes, ...unlistedRoutes])];

// Resolved from the project root, as buildDir is: this file is loaded both as ESM (Vitest) and as CommonJS (Playwright).
const requireFromRoot = createRequire(path.resolve('package.json'));

/** The version of an installed package, as the build read it. */
export const installedVersion = (name: string): string => (requireFromRoot(`${name}/package.json`) as {version: string}).version;
