// How the search modal lists what the search engine returns, for the checks and benchmarks that read results as a reader sees them.

/**
 * The pages of the hits in the order the search modal shows them: DocSearch groups hits under their
 * section (hierarchy.lvl0), sections in the order their first hit came.
 */
export function shownPages(hits: readonly {url: string; hierarchy: Record<string, string | null>}[]): string[] {
  const sections = new Map<string, string[]>();
  for (const hit of hits) {
    const section = hit.hierarchy.lvl0 ?? '';
    sections.set(section, [...(sections.get(section) ?? []), new URL(hit.url).pathname]);
  }
  return [...new Set([...sections.values()].flat())];
}
