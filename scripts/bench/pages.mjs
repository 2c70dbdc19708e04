// The pages `npm run bench` measures, found in one build: the home page, a doc page of each documented
// line (5.x and 4.x), this site's longest blog post and the search page. The stock site has one docs
// version, so both doc keys measure its own doc page there.
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {resolveRequestPath} from '../lib/static-server.mjs';
import {markdownFiles} from '../lib/markdown-files.mjs';
import {firstBlogPostPath} from './html.mjs';

/** This site's doc pages: the current line's (5.x) and the legacy line's (4.x) introduction. */
export const SITE_DOC_PATHS = {doc: '/docs/intro', doc4x: '/docs/4.x/intro'};

/**
 * This site's longest blog post: the blog page both sites are measured on (the stock site gets a copy).
 * @param {string} root the site's folder
 * @returns {{markdown: string, route: string}}
 */
export function benchmarkArticle(root) {
  const posts = markdownFiles(path.join(root, 'blog')).map((file) => ({file, markdown: readFileSync(file, 'utf8')}));
  const longest = posts.reduce((a, b) => (b.markdown.length > a.markdown.length ? b : a));
  // Posts without a slug are served at their path under blog/, without the extension.
  return {markdown: longest.markdown, route: `/${path.relative(root, longest.file).replace(/\.mdx?$/, '')}`};
}

/** The built HTML file of a route, found with the server's own rules, or undefined. */
export async function readRouteHtml(buildDir, route) {
  const resolved = resolveRequestPath(route);
  if (!('files' in resolved)) return undefined;
  for (const file of resolved.files) {
    const text = await readFile(path.join(buildDir, file), 'utf8').catch(() => undefined);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * The benchmark pages of one build, by page key (report.mjs PAGE_KEYS); null where the build has no such page.
 * @param {string} buildDir
 * @param {{doc: string, doc4x: string, blog?: string | null}} routes the doc pages, and the blog post
 *   (default: the newest post of the build's /blog list)
 * @returns {Promise<Record<import('./report.mjs').PageKey, string | null>>}
 */
export async function resolvePages(buildDir, {doc, doc4x, blog}) {
  const exists = async (route) => (await readRouteHtml(buildDir, route)) !== undefined;
  const blogIndex = await readRouteHtml(buildDir, '/blog');
  const blogPath = blog ?? (blogIndex ? firstBlogPostPath(blogIndex) : null);
  return {
    home: '/',
    doc: (await exists(doc)) ? doc : null,
    doc4x: (await exists(doc4x)) ? doc4x : null,
    blog: blogPath && (await exists(blogPath)) ? blogPath : null,
    search: (await exists('/search')) ? '/search' : null,
  };
}
