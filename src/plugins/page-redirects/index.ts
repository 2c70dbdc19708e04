// Local plugin: keeps every URL the site has published working. After the build, each published route
// (src/data/published-urls.txt) that no page answers any more gets a redirect: to the page config/redirects.ts
// names for it, or else to the same path in the 4.x docs (a page 5.x dropped is kept there). A published
// route with neither fails the build. Redirects are written twice: `_redirects` (Netlify and Cloudflare Pages
// answer with a 301) and a small HTML page per route for any other static host. The pages load one shared
// script instead of an inline one, so the Content-Security-Policy needs no hash per redirect.
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export interface PageRedirect {
  readonly from: string;
  readonly to: string;
}

export interface PageRedirectsOptions {
  /** Moved pages, each to the page that now holds its topic. */
  readonly redirects: readonly PageRedirect[];
  /** Every route the site has published, one per line, relative to the site. */
  readonly publishedUrlsFile: string;
  /** Where a docs page the current version no longer has is kept: `/docs/` + path → this prefix + path. */
  readonly legacyDocsPath: string;
}

export const REDIRECT_SCRIPT = '/redirect.js';
// Keeps the query and the fragment, which a meta refresh drops.
const redirectScript = `var m=document.querySelector('meta[http-equiv="refresh"]');if(m)location.replace(m.content.slice(m.content.indexOf('url=')+4)+location.search+location.hash);\n`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function redirectPage(to: string, siteUrl: string): string {
  const target = escapeHtml(to);
  return [
    '<!DOCTYPE html>',
    '<html lang="zh-CN" data-theme="dark">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    `<title>页面已移动</title>`,
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    `<link rel="canonical" href="${escapeHtml(siteUrl)}${target}">`,
    `<script src="${REDIRECT_SCRIPT}"></script>`,
    '</head>',
    `<body><p>此页已移至 <a href="${target}">${target}</a>。</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * The redirect of each published route no page answers: the configured target, or the route's 4.x page.
 * Throws when a route has neither, or when a target is not a page.
 */
export function publishedRouteRedirects(published: readonly string[], routes: ReadonlySet<string>, options: Omit<PageRedirectsOptions, 'publishedUrlsFile'>): PageRedirect[] {
  const configured = new Map(options.redirects.map(({from, to}) => [from, to]));
  const lost: string[] = [];
  const redirects: PageRedirect[] = [];
  for (const from of new Set([...published, ...configured.keys()])) {
    if (routes.has(from)) {
      if (configured.has(from)) throw new Error(`config/redirects.ts: ${from} is still a page; remove its redirect.`);
      continue;
    }
    const legacy = from.startsWith('/docs/') ? `${options.legacyDocsPath}${from.slice('/docs'.length)}` : undefined;
    const to = configured.get(from) ?? (legacy && routes.has(legacy) ? legacy : undefined);
    if (!to) lost.push(from);
    else if (!routes.has(to.split('#')[0])) throw new Error(`Redirect ${from} → ${to}: the target is not a page of this build.`);
    else redirects.push({from, to});
  }
  if (lost.length) throw new Error(`Published URLs that no page answers and no redirect covers (add them to config/redirects.ts):\n${lost.join('\n')}`);
  return redirects;
}

export default function pageRedirectsPlugin(options: PageRedirectsOptions): Plugin {
  return {
    name: 'page-redirects',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const published = (await readFile(options.publishedUrlsFile, 'utf8')).split('\n').filter(Boolean);
      const redirects = publishedRouteRedirects(published, new Set(routesPaths), options);
      await writeFile(path.join(outDir, REDIRECT_SCRIPT), redirectScript);
      for (const {from, to} of redirects) {
        const file = path.join(outDir, `${from}.html`);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, redirectPage(to, siteConfig.url));
      }
      await writeFile(path.join(outDir, '_redirects'), redirects.map(({from, to}) => `${from} ${to} 301`).join('\n') + '\n');
    },
  };
}
