// The search modal groups hits under their section, sections in the order of their first hit: what it lists
// follows the ranking where a page of an earlier section would be shown above a markedly stronger one.
import {describe, expect, it} from 'vitest';
import {shownPages} from '../../scripts/lib/search-results';
import {MODAL_HITS_PER_SECTION, modalHits} from '../../src/plugins/search/client/modalHits';
import {queryIntent, rankRecords, type PageStanding, type RankedRecord} from '../../src/plugins/search/client/ranking';

const hit = (page: string, section: string, standing?: PageStanding, anchor = '') => ({
  url: `http://localhost${page}${anchor}`,
  hierarchy: {lvl0: section, lvl1: page} as Record<string, string | null>,
  ...(standing && {standing}),
});
const standing = (score: number, exact = 0): PageStanding => ({exact, score});

describe('the search modal', () => {
  it('does not show a page of an earlier section above a markedly stronger page of a later one', () => {
    // Ranked: a (指南), b (常见问题), c (指南): the modal would show c above b, whose score is twice c's.
    const hits = [hit('/docs/a', '指南', standing(10)), hit('/docs/b', '常见问题', standing(8)), hit('/docs/c', '指南', standing(4))];
    expect(shownPages(hits)).toEqual(['/docs/a', '/docs/b']);
    // A page near as strong (8 is less than 1.25 × 7) stays in its section, above b.
    const near = [hit('/docs/a', '指南', standing(10)), hit('/docs/b', '常见问题', standing(8)), hit('/docs/c', '指南', standing(7))];
    expect(shownPages(near)).toEqual(['/docs/a', '/docs/c', '/docs/b']);
    // A later section's page that the ranking put first by an exact match is stronger whatever the scores.
    const exact = [hit('/docs/a', '指南', standing(10, 3)), hit('/docs/b', '常见问题', standing(1, 1)), hit('/docs/c', '指南', standing(9))];
    expect(shownPages(exact)).toEqual(['/docs/a', '/docs/b']);
    // Each section keeps its first page: no page ranked above it is shown below it.
    expect(modalHits([hit('/docs/a', '指南', standing(10)), hit('/docs/b', '常见问题', standing(1))])).toHaveLength(2);
  });

  it('keeps every hit without a standing (Algolia answers) and lists more than two pages of a section', () => {
    const algolia = [hit('/docs/a', '指南'), hit('/docs/b', '常见问题'), hit('/docs/c', '指南')];
    expect(modalHits(algolia)).toEqual(algolia);
    // Three pages of three hits each, near equal: DocSearch's default of five hits per section cut the third page.
    const pages = ['/docs/a', '/docs/b', '/docs/c'].flatMap((page, at) => ['', '#one', '#two'].map((anchor) => hit(page, '指南', standing(10 - at), anchor)));
    expect(MODAL_HITS_PER_SECTION).toBeGreaterThanOrEqual(pages.length);
    expect(shownPages([...pages, hit('/docs/d', '常见问题', standing(1))])).toEqual(['/docs/a', '/docs/b', '/docs/c', '/docs/d']);
  });

  it('reads the standing the ranking gives each page, the same on each of its sections', () => {
    const record = (url: string, score: number): RankedRecord => ({url, title: url, section: '指南', kind: 'docs', tag: 'docs-default-current', content: '', score});
    const ranked = rankRecords([record('/docs/weak', 1), record('/docs/strong#one', 5), record('/docs/strong#two', 2)], queryIntent('配置'));
    expect(ranked.map(({url}) => url)).toEqual(['/docs/strong#one', '/docs/strong#two', '/docs/weak']);
    expect(ranked[0].standing).toEqual(ranked[1].standing);
    expect(ranked[0].standing.score).toBeGreaterThan(ranked[2].standing.score);
  });
});
