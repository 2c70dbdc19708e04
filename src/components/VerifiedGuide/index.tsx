import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import verifiedGuides from '@site/src/data/verified-guides.json';
import unverifiable from '@site/src/data/unverifiable-guides.json';
import styles from './styles.module.css';

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

/** Where the compatibility matrix lists a stack or an unverifiable guide. */
const matrixRow = (id: string): string => `/docs/quick-start/compatibility#${id}`;

/**
 * The record for `stack` when its last recorded build passed, otherwise undefined.
 * @param stack stack id, as in scripts/verify-guides/stacks
 */
function passingRecord(stack: string): VerifiedGuideRecord | undefined {
  const record = records[stack];
  return record?.result === 'pass' ? record : undefined;
}

/**
 * A one-line note on a setup guide: the versions its marked code blocks were last built with, or, for a guide
 * that cannot be built here (`unverifiable`), why not. Each links to its row of the compatibility matrix.
 * Renders nothing when the stack has no passing record.
 */
export default function VerifiedGuide({stack, unverifiable: id}: {stack?: string; unverifiable?: string}): ReactNode {
  const guide = id ? unverifiableGuides.find((entry) => entry.id === id) : undefined;
  if (guide) {
    return (
      <p className={`${styles.note} ${styles.unverified}`}>
        未能在本站的构建环境中验证：{guide.reason}（<Link to={matrixRow(guide.id)}>兼容性矩阵</Link>）
      </p>
    );
  }
  const record = stack ? passingRecord(stack) : undefined;
  if (!record) return null;
  return (
    <p className={styles.note}>
      本页配置已在 {record.framework} {record.frameworkVersion} + weapp-tailwindcss {record.weappTailwindcss} + tailwindcss{' '}
      {record.tailwindcss} 上实际构建验证（{record.date}，<Link to={matrixRow(record.stack)}>兼容性矩阵</Link>）
    </p>
  );
}
