/** `/a/index.html` → `/a`, `/a/b.html` → `/a/b`, `/index.html` → `/`; other paths are returned as they are. */
export function normalizeHtmlPath(pathname: string): string {
  if (pathname === '/index.html') return '/';
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length) || '/';
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return pathname;
}

/** A path the router cannot decode (a stray `%`) is re-encoded so the app shows its 404 page instead of crashing. */
export function makeDecodablePath(pathname: string): string {
  try {
    decodeURI(pathname);
    return pathname;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}
