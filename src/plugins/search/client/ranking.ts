// Re-ranks what MiniSearch matched so that the first results answer the question a reader typed:
// pages whose title holds every term first, the version a query names before the other versions (and
// without one, the Tailwind CSS v4 pages the site leads with, then v3, v2 last), reference and guide
// pages before blog posts (unless the query asks about a release), and a few sections per page rather
// than five sections of one page.
import {normalizeQuery, queryTerms} from '../shared/query';

/** What a query says beyond its words. */
export interface QueryIntent {
  readonly terms: readonly string[];
  /** The Tailwind CSS / weapp-tailwindcss major version the query names (`v4`, `3.x`, `tailwindcss 4`). */
  readonly version?: string;
  /** The query asks about a release (`4.3.0`, `4.2 发布`, `changelog`): blog posts are wanted then. */
  readonly namesRelease: boolean;
}

export interface RankedRecord {
  readonly url: string;
  readonly title: string;
  readonly section: string;
  readonly kind: 'docs' | 'blog';
  readonly score: number;
}

/** Sections of one page that may stand among the results before the next page's. */
export const HITS_PER_PAGE = 3;

const versionPattern = /\bv([234])\b|\b([234])\.x\b|tailwind\s*(?:css)?\s*@?v?([234])\b/i;
const releasePattern = /\d+\.\d+|发布|发版|更新日志|新特性|release|changelog/i;

/** Read from the query as it is searched: a pasted message's tool versions (`lib: 3.7.8`) name no release. */
export function queryIntent(query: string): QueryIntent {
  const searched = normalizeQuery(query);
  const match = versionPattern.exec(searched);
  return {
    terms: queryTerms(query),
    version: match ? (match[1] ?? match[2] ?? match[3]) : undefined,
    namesRelease: releasePattern.test(searched),
  };
}

/**
 * When a query names no version, how the pages of each version compete for the places of versioned
 * pages: a v3 page needs about three times a v4 page's score to come first, and the v2 pages come last.
 */
const unnamedVersionWeight: Readonly<Record<string, number>> = {'4': 1, '3': 0.35, '2': 0};

/** The major version a page is about, read from its address and its sidebar section. */
export function recordVersion(record: Pick<RankedRecord, 'url' | 'section'>): string | undefined {
  const fromUrl = /\/(?:quick-start\/v|api-v)([234])(?:[/#]|$)/.exec(record.url)?.[1];
  return fromUrl ?? /Tailwind CSS v([234])/.exec(record.section)?.[1];
}

// What ranking reads of a section's page, worked out once per section rather than on every query.
const sectionFacts = new Map<string, {readonly page: string; readonly title: string; readonly version?: string}>();

function factsOf(record: RankedRecord) {
  let facts = sectionFacts.get(record.url);
  if (!facts) {
    facts = {page: record.url.split('#')[0], title: record.title.toLowerCase(), version: recordVersion(record)};
    sectionFacts.set(record.url, facts);
  }
  return facts;
}

function adjustedScore(record: RankedRecord, intent: QueryIntent): number {
  let score = record.score;
  // A release post's title names its features; that says less about where they are documented.
  const blogPost = record.kind === 'blog' && !intent.namesRelease;
  const {title, version} = factsOf(record);
  if (!blogPost && intent.terms.length > 1 && intent.terms.every((term) => title.includes(term))) score *= 4;
  if (intent.version) {
    if (version === intent.version) score *= 2.5;
    else if (version) score *= 0.4;
  }
  if (blogPost) score *= 0.25;
  return score;
}

interface RankedPage<T> {
  best: number;
  readonly version?: string;
  readonly hits: {record: T; score: number}[];
}

/**
 * For a query that names no version: the pages of a Tailwind CSS version keep the places their scores
 * gave them among the other pages, but fill them v4 first, then v3, v2 last (unnamedVersionWeight).
 */
function leadWithCurrentVersion<T>(pages: RankedPage<T>[]): void {
  const places = pages.flatMap((page, at) => (page.version ? [at] : []));
  const weighted = (page: RankedPage<T>) => page.best * unnamedVersionWeight[page.version as string];
  const versioned = places.map((at) => pages[at]).sort((a, b) => weighted(b) - weighted(a));
  places.forEach((at, i) => {
    pages[at] = versioned[i];
  });
}

/**
 * The records in the order readers should see them: pages by their best section's adjusted score,
 * each page's sections together, at most HITS_PER_PAGE of them.
 */
export function rankRecords<T extends RankedRecord>(records: readonly T[], intent: QueryIntent): T[] {
  const pages = new Map<string, RankedPage<T>>();
  for (const record of records) {
    const score = adjustedScore(record, intent);
    const {page, version} = factsOf(record);
    const entry = pages.get(page) ?? {best: 0, version, hits: []};
    entry.best = Math.max(entry.best, score);
    entry.hits.push({record, score});
    pages.set(page, entry);
  }
  const ordered = [...pages.values()].sort((a, b) => b.best - a.best);
  if (!intent.version) leadWithCurrentVersion(ordered);
  return ordered.flatMap(({hits}) =>
    hits
      .sort((a, b) => b.score - a.score)
      .slice(0, HITS_PER_PAGE)
      .map(({record}) => record),
  );
}
