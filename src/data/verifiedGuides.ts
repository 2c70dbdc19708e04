// The setup guides' build records (`npm run verify:guides -- --record`) and the guides that cannot be built
// where they are verified, as the guide notes, the compatibility matrix and the pages' Markdown show them.
import {currentVersion, lineOf} from '../../config/releaseLine';
import verifiedGuides from './verified-guides.json';
import unverifiable from './unverifiable-guides.json';

/** One record written by `npm run verify:guides -- --record` (scripts/verify-guides). */
export interface VerifiedGuideRecord {
  stack: string;
  title: string;
  page: string;
  result: string;
  framework: string;
  frameworkVersion: string;
  bundler: string;
  weappTailwindcss: string;
  tailwindcss: string;
  date: string;
}

/** A setup guide that cannot be built where the site's guides are verified, and why (src/data/unverifiable-guides.json). */
export interface UnverifiableGuide {
  id: string;
  title: string;
  page: string;
  reason: string;
}

const records: Partial<Record<string, VerifiedGuideRecord>> = verifiedGuides;

/** Every recorded stack, grouped by framework. */
export const verifiedRecords: VerifiedGuideRecord[] = Object.values(records)
  .filter((record): record is VerifiedGuideRecord => record !== undefined)
  .sort((a, b) => a.framework.localeCompare(b.framework, 'en') || a.stack.localeCompare(b.stack, 'en'));

export const unverifiableGuides: UnverifiableGuide[] = Object.entries(unverifiable as Record<string, Omit<UnverifiableGuide, 'id'>>).map(
  ([id, guide]) => ({id, ...guide}),
);

/** The weapp-tailwindcss line a guide page is for: the docs version its file is in (`docs/` is the current line). */
export const guideLine = (page: string): string => /^versioned_docs\/version-([^/]+)\//.exec(page)?.[1] ?? lineOf(currentVersion);

/** Rows of one weapp-tailwindcss release line ("5.x") in the compatibility matrix. */
export interface LineGroup<T> {
  readonly line: string;
  readonly items: readonly T[];
}

/** `items` grouped by the weapp-tailwindcss line `lineOfItem` gives each, newest line first, each group in the items' order. */
function groupByLine<T>(items: readonly T[], lineOfItem: (item: T) => string): LineGroup<T>[] {
  return [...new Set(items.map(lineOfItem))]
    .sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10))
    .map((line) => ({line, items: items.filter((item) => lineOfItem(item) === line)}));
}

/** The records by the line they were built with (their weapp-tailwindcss version). */
export const verifiedRecordGroups = groupByLine(verifiedRecords, (record) => lineOf(record.weappTailwindcss));

/** The unverifiable guides by the line their page is for. */
export const unverifiableGuideGroups = groupByLine(unverifiableGuides, (guide) => guideLine(guide.page));

/** Where the compatibility matrix lists a stack or an unverifiable guide. */
const matrixRow = (id: string): string => `/docs/quick-start/compatibility#${id}`;

/**
 * The route of a guide page file, in its docs version: `docs/quick-start/v4/taro-vite.mdx` → `/docs/quick-start/v4/taro-vite`,
 * `versioned_docs/version-4.x/quick-start/v4/mpx.mdx` → `/docs/4.x/quick-start/v4/mpx`. (Guides set no slug.)
 */
export const guideRoute = (page: string): string =>
  page
    .replace(/^versioned_docs\/version-([^/]+)\//, '/docs/$1/')
    .replace(/^docs\//, '/docs/')
    .replace(/\.mdx?$/, '')
    .replace(/\/(index|readme)$/i, '');

/**
 * The record for `stack` when its last recorded build passed, otherwise undefined.
 * @param stack stack id, as in scripts/verify-guides/stacks
 */
function passingRecord(stack: string): VerifiedGuideRecord | undefined {
  const record = records[stack];
  return record?.result === 'pass' ? record : undefined;
}

export interface VerifiedGuideNote {
  /** The text before the link to the guide's matrix row, which the note closes with `兼容性矩阵）`. */
  readonly lead: string;
  readonly row: string;
  readonly unverified: boolean;
}

/**
 * A setup guide's one-line note: the versions its marked code blocks were last built with, or, for a guide
 * that cannot be built here (`unverifiable`), why not. Undefined when the stack has no passing record.
 * `together` names the other page of a guide told on two pages ("下一页"): they were built as one.
 */
export function verifiedGuideNote({
  stack,
  unverifiable: id,
  together,
}: {
  stack?: string;
  unverifiable?: string;
  together?: string;
}): VerifiedGuideNote | undefined {
  const guide = id ? unverifiableGuides.find((entry) => entry.id === id) : undefined;
  if (guide) return {lead: `未能在本站的构建环境中验证：${guide.reason}（`, row: matrixRow(guide.id), unverified: true};
  const record = stack ? passingRecord(stack) : undefined;
  if (!record) return undefined;
  return {
    lead: `${together ? `本页与${together}的配置一起` : '本页配置已'}在 ${record.framework} ${record.frameworkVersion} + weapp-tailwindcss ${record.weappTailwindcss} + tailwindcss ${record.tailwindcss} 上实际构建验证（${record.date}，`,
    row: matrixRow(record.stack),
    unverified: false,
  };
}
