// Headings carry short explicit ids (issue #30); links shared before that still name the old ids, often
// percent-encoded Chinese slugs. When the address's hash names no element, the page's renamed anchors
// (scripts/heading-anchors.mjs records them) move the address to the heading's new id. The table is a
// chunk of its own, downloaded only then.
import type {ClientModule} from '@docusaurus/types';

type Redirects = Partial<Record<string, Partial<Record<string, string>>>>;

/** The element id a hash names, or undefined for no hash or a malformed one. */
function hashId(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1)) || undefined;
  } catch {
    return undefined;
  }
}

async function followRenamedAnchor(pathname: string, hash: string): Promise<void> {
  const id = hashId(hash);
  if (!id || document.getElementById(id)) return;
  const redirects = (await import('@site/src/data/heading-anchor-redirects.json')).default as Redirects;
  const target = redirects[pathname]?.[id];
  // The reader may have moved on while the table loaded.
  if (!target || window.location.pathname !== pathname || window.location.hash !== hash) return;
  // A fragment navigation: the browser scrolls to the heading and the router picks up the new hash.
  window.location.replace(`#${target}`);
}

const clientModule: ClientModule = {
  // Runs after hydration, then after every navigation, hash changes included. The address bar's own
  // values are read: the router decodes the pathname, the table's routes are written as the sitemap's.
  onRouteDidUpdate() {
    const {pathname, hash} = window.location;
    // A table that cannot load (offline, a stale deploy) leaves the page where it is, as before.
    if (hash) followRenamedAnchor(pathname, hash).catch(() => undefined);
  },
};

export default clientModule;
