export interface LinkLike {
  readonly href: string;
  readonly target: string;
  hasAttribute(name: string): boolean;
}

/** The site path a link leads to, or null when following it leaves the single-page app. */
export function routePathOf(link: LinkLike, location: {readonly origin: string; readonly pathname: string}): string | null {
  if (link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return url.pathname;
}
