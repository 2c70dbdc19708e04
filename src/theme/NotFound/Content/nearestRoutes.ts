// What a 404 page can offer for the address that was not found: the words of the path, for a search,
// and the existing routes nearest to it (old routes of the site lead to the pages that replaced them).

/** A path segment that says nothing about what the reader looked for. */
const NOISE_WORDS = new Set(['docs', 'blog', 'html', 'index', 'www']);
/** Longer addresses are cut: nobody types more, and the distance below grows with the product of lengths. */
const MAX_COMPARED_LENGTH = 120;
const MAX_QUERY_LENGTH = 80;

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname; // a malformed escape such as /%E0%A4%A: compare the text as typed
  }
}

/** "/docs/quick-start/v4/UniappCliStyle" → "quick start v4 uniapp cli style". */
export function pathWords(pathname: string): string {
  return decodedPath(pathname)
    .slice(0, MAX_COMPARED_LENGTH)
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !NOISE_WORDS.has(word))
    .join(' ')
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

function comparable(pathname: string): string {
  return decodedPath(pathname)
    .toLowerCase()
    .replace(/(?:\/index)?\.html$|\/+$/, '')
    .slice(0, MAX_COMPARED_LENGTH);
}

/** Levenshtein distance, two rows at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Similarity from 0 to 1: 1 less the edit distance over the longer length. */
function similarity(a: string, b: string): number {
  const length = Math.max(a.length, b.length);
  return length === 0 ? 1 : 1 - editDistance(a, b) / length;
}

/** The last segment of a comparable path: the page's own name, which readers remember best. */
const slugOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/**
 * How near a route is to the wanted address, from 0 to 1: mostly the similarity of the pages' own names (the
 * last segments), the rest that of the whole paths. A right name under the wrong folders (`/docs/uni-app-vite`)
 * finds the page; of two pages with the same name the one whose folders are nearer (the current docs rather
 * than 4.x) comes first; a page whose name only starts like the wanted one (`uni-app-vite-hbuilder`) comes after it.
 */
function nearness(wanted: string, candidate: string): number {
  return 0.6 * similarity(slugOf(wanted), slugOf(candidate)) + 0.4 * similarity(wanted, candidate);
}

/** `similarity` at best, from the lengths alone: the edit distance is at least their difference. */
function similarityBound(a: string, b: string): number {
  const length = Math.max(a.length, b.length);
  return length === 0 ? 1 : Math.min(a.length, b.length) / length;
}

/** `nearness` at best, without computing a distance: routes that cannot reach the threshold are skipped cheaply. */
function nearnessBound(wanted: string, candidate: string): number {
  return 0.6 * similarityBound(slugOf(wanted), slugOf(candidate)) + 0.4 * similarityBound(wanted, candidate);
}

export interface OldRoute {
  readonly from: string;
  readonly to: string;
}

/**
 * The existing routes nearest to `pathname`, best first: at most `limit`, each at least `threshold`
 * similar. An old route counts as its replacement, so a typo in an old address still finds the new page.
 */
export function nearestRoutes(
  pathname: string,
  routes: readonly string[],
  oldRoutes: readonly OldRoute[],
  {limit = 5, threshold = 0.5}: {limit?: number; threshold?: number} = {},
): string[] {
  const wanted = comparable(pathname);
  const best = new Map<string, number>();
  const consider = (candidate: string, target: string) => {
    const path = comparable(candidate);
    if (nearnessBound(wanted, path) < threshold) return;
    const score = nearness(wanted, path);
    if (score >= threshold && score > (best.get(target) ?? 0)) best.set(target, score);
  };
  for (const route of routes) consider(route, route);
  for (const {from, to} of oldRoutes) consider(from, to);
  return [...best]
    .sort(([routeA, scoreA], [routeB, scoreB]) => scoreB - scoreA || (routeA < routeB ? -1 : 1))
    .slice(0, limit)
    .map(([route]) => route);
}
