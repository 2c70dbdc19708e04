// How the search modal lists what the search engine returns, for the checks and benchmarks that read results as a reader sees them.
import {MODAL_HITS_PER_SECTION, modalHits} from '../../src/plugins/search/client/modalHits';
import type {PageStanding} from '../../src/plugins/search/client/ranking';

type Hit = {url: string; hierarchy: Record<string, string | null>; standing?: PageStanding};

/** DocSearch's grouping: the hits of each key in the order of their key's first hit, at most MODAL_HITS_PER_SECTION of a key. */
function groupedBy(hits: readonly Hit[], key: (hit: Hit) => string): Hit[][] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const group = groups.get(key(hit)) ?? [];
    if (group.length < MODAL_HITS_PER_SECTION) group.push(hit);
    groups.set(key(hit), group);
  }
  return [...groups.values()];
}

/**
 * The pages of the hits in the order the search modal shows them: of the hits it keeps (modalHits), DocSearch
 * lists at most MODAL_HITS_PER_SECTION under each section (hierarchy.lvl0), sections in the order their first
 * hit came, and within a section groups them again by page title (lvl1).
 */
export function shownPages(hits: readonly Hit[]): string[] {
  const shown = groupedBy(modalHits(hits), (hit) => hit.hierarchy.lvl0 ?? '').flatMap((section) => groupedBy(section, (hit) => hit.hierarchy.lvl1 ?? '').flat());
  return [...new Set(shown.map((hit) => new URL(hit.url).pathname))];
}
