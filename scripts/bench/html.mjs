// Pure parsing helpers: the sitemap's docs pages, the first post of a blog list page, the scripts and
// style sheets a page's HTML references, and its element ids. Built pages are minified (unquoted
// attributes), so attributes are parsed in all three forms.

const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const decodeEntities = (text) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');

/**
 * The attributes of one tag's attribute text, names lower-cased.
 * @param {string} text everything between the tag name and `>`
 * @returns {Record<string, string>}
 */
export function parseAttributes(text) {
  const attributes = {};
  for (const match of text.matchAll(attributePattern)) {
    const name = match[1].toLowerCase();
    if (name in attributes) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The `id` of every element in a page's HTML, entities decoded: the anchors a link may point at.
 * @param {string} html
 * @returns {Set<string>}
 */
export function elementIds(html) {
  const ids = new Set();
  for (const match of html.matchAll(/<[a-z][\w-]*\b([^>]*)>/gi)) {
    const {id} = parseAttributes(match[1]);
    if (id) ids.add(id);
  }
  return ids;
}

/**
 * Paths of the docs pages listed in a sitemap (`/docs/…`, without tag pages).
 * @param {string} xml
 * @returns {string[]}
 */
export function docPathsFromSitemap(xml) {
  const paths = [];
  for (const match of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    let pathname;
    try {
      pathname = new URL(decodeEntities(match[1])).pathname;
    } catch {
      continue;
    }
    pathname = pathname.replace(/\/$/, '') || '/';
    if ((pathname === '/docs' || pathname.startsWith('/docs/')) && !/^\/docs\/tags(\/|$)/.test(pathname)) paths.push(pathname);
  }
  return [...new Set(paths)];
}

/**
 * Path of the first post on a blog list page (the first `<article>`'s first link to a post).
 * @param {string} html
 * @param {string} [blogBase] route of the blog, `/blog`
 * @returns {string | null}
 */
export function firstBlogPostPath(html, blogBase = '/blog') {
  const start = html.search(/<article[\s>]/i);
  if (start < 0) return null;
  const skip = new RegExp(`^${blogBase}/(tags|authors|archive|page)(/|$)`);
  for (const match of html.slice(start).matchAll(/<a\b([^>]*)>/gi)) {
    const href = parseAttributes(match[1]).href;
    if (!href || !href.startsWith(`${blogBase}/`) || skip.test(href)) continue;
    return href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  }
  return null;
}

/**
 * The scripts and style sheets a page's HTML loads or preloads: `<script src>`, `<link rel=stylesheet>`,
 * `<link rel=modulepreload>` and `<link rel=preload as=script|style>`. Inline scripts and JSON-LD are not
 * resources and are skipped, and so is what sits in `<noscript>`: a browser with scripts on never loads it.
 * URLs are resolved against `pageUrl`.
 * @param {string} html
 * @param {string} pageUrl
 * @returns {{url: string, kind: 'script' | 'stylesheet'}[]}
 */
export function initialAssetUrls(html, pageUrl) {
  const assets = new Map();
  const add = (href, kind) => {
    if (!href) return;
    let url;
    try {
      url = new URL(href, pageUrl).href;
    } catch {
      return;
    }
    if (!assets.has(url)) assets.set(url, kind);
  };
  const withScripts = html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, '');
  for (const match of withScripts.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[2]);
    if (match[1].toLowerCase() === 'script') {
      const type = (attributes.type ?? '').toLowerCase();
      if (attributes.src && (type === '' || type === 'module' || type.includes('javascript'))) add(attributes.src, 'script');
      continue;
    }
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const as = (attributes.as ?? '').toLowerCase();
    if (rel.includes('stylesheet')) add(attributes.href, 'stylesheet');
    else if (rel.includes('modulepreload')) add(attributes.href, 'script');
    else if (rel.includes('preload') && as === 'script') add(attributes.href, 'script');
    else if (rel.includes('preload') && as === 'style') add(attributes.href, 'stylesheet');
  }
  return [...assets].map(([url, kind]) => ({url, kind}));
}

/**
 * Whether a response is JavaScript or CSS: by content type first, then the request type, then the extension.
 * @param {{url: string, resourceType?: string, contentType?: string}} response
 * @returns {'script' | 'stylesheet' | null}
 */
export function classifyAsset({url, resourceType = '', contentType = ''}) {
  const type = contentType.toLowerCase();
  if (/javascript|ecmascript/.test(type)) return 'script';
  if (type.includes('text/css')) return 'stylesheet';
  if (type && !type.includes('octet-stream') && !type.startsWith('text/plain')) return null;
  if (resourceType === 'script') return 'script';
  if (resourceType === 'stylesheet') return 'stylesheet';
  const pathname = (() => {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  })();
  if (/\.m?js$/i.test(pathname)) return 'script';
  if (/\.css$/i.test(pathname)) return 'stylesheet';
  return null;
}
