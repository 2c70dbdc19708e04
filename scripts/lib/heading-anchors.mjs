// The heading anchors of built doc and blog pages, read from their HTML. Shared by the script that records
// renamed anchors (scripts/heading-anchors.mjs) and the build test that keeps every recorded anchor resolving.
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseAttributes} from '../bench/html.mjs';
import {resolveRequestPath} from './static-server.mjs';

/** Where the table of renamed anchors lives (read by src/clientModules/headingAnchorRedirects.ts). */
export const redirectsFile = 'src/data/heading-anchor-redirects.json';
/** Every heading anchor the written pages have published, per route: each must keep resolving. */
export const publishedFile = 'tests/fixtures/published-heading-anchors.json';

/** Written pages: docs and blog posts. The generated API reference keeps TypeDoc's own ids. */
export const isWrittenPage = (route) => !/^\/docs\/api(?:-v2)?(?:\/|$)/.test(route);

/** The routes a build's sitemap lists. @param {string} buildDir @returns {string[]} */
export function sitemapRoutes(buildDir) {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The HTML the host serves for a route, or undefined when the build has no such page. */
export function pageHtml(buildDir, route) {
  const resolved = resolveRequestPath(route);
  if ('redirect' in resolved) return undefined;
  const file = resolved.files.map((candidate) => path.join(buildDir, candidate)).find((candidate) => statSync(candidate, {throwIfNoEntry: false})?.isFile());
  return file && readFileSync(file, 'utf8');
}

/**
 * The Markdown headings of a doc page or blog post, in page order; [] for other pages (lists, tags, home).
 * Their text (markup removed, entities kept) is what pairs a heading across two builds.
 * @param {string} html
 * @returns {{id: string, text: string}[]}
 */
export function pageHeadings(html) {
  if (!/<html[^>]*class="[^"]*\b(?:docs-doc-page|blog-post-page)\b/.test(html)) return [];
  return [...html.matchAll(/<h([2-6])\b([^>]*)>([\s\S]*?)<\/h\1>/g)].flatMap((match) => {
    const {class: className = '', id} = parseAttributes(match[2]);
    // The theme's Heading component marks the headings it gives an anchor with the class "anchor".
    if (!id || !className.split(/\s+/).includes('anchor')) return [];
    return [{id, text: match[3].replace(/<[^>]*>|\u200b/g, '').trim()}];
  });
}
