// What the search modal lists of the ranked hits. DocSearch groups hits under their section (hierarchy.lvl0),
// sections in the order of their first hit, so a page of an earlier section is shown above every page of the
// sections after it, whatever their ranking.
import type {PageStanding} from './ranking';

/**
 * How many hits the modal lists under one section (DocSearch's `maxResultsPerGroup`): all that one request returns
 * (DocSearch asks for 20). Its default, 5, cut a section after two pages (three hits each) whatever their ranking;
 * where a section's list ends is modalHits' to say.
 */
export const MODAL_HITS_PER_SECTION = 20;

/**
 * How much stronger the first page of the next section must be for a page not to be shown above it: 1.25 is the
 * ranking's own step for near equal pages (Tailwind CSS v2's guides ×0.8 only reorder pages that close). On the
 * tuned and fresh query sets, 1.2–1.25 kept every answer in the modal and showed most of them higher; 1 (any
 * inversion) hid answers ranked 3rd, 1.5 and above left more of them below a weaker page.
 */
const INVERSION_FACTOR = 1.25;

export interface ModalHit {
  readonly hierarchy: {readonly lvl0?: string | null};
  /** Where the site's ranking put the hit's page (rankRecords); hits from Algolia have none. */
  readonly standing?: PageStanding;
}

function markedlyStronger(first: PageStanding, page: PageStanding): boolean {
  return first.exact > page.exact || (first.exact === page.exact && first.score >= INVERSION_FACTOR * page.score);
}

/**
 * The hits without those a section would show above a markedly stronger page of the section shown after it:
 * the first page of that section came before them in the ranking. /search lists every hit in ranked order.
 */
export function modalHits<Hit extends ModalHit>(hits: readonly Hit[]): Hit[] {
  const sections: string[] = [];
  const firstOf = new Map<string, PageStanding | undefined>();
  return hits.filter(({hierarchy, standing}) => {
    const section = hierarchy.lvl0 ?? '';
    const at = sections.indexOf(section);
    if (at < 0) {
      sections.push(section);
      firstOf.set(section, standing);
      return true;
    }
    const next = sections[at + 1];
    const nextFirst = next === undefined ? undefined : firstOf.get(next);
    return !(standing && nextFirst && markedlyStronger(nextFirst, standing));
  });
}
