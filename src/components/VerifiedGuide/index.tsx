import type {ReactNode} from 'react';
import verifiedGuides from '@site/src/data/verified-guides.json';
import styles from './styles.module.css';

/** One record written by `npm run verify:guides -- --record` (scripts/verify-guides). */
export interface VerifiedGuideRecord {
  stack: string;
  page: string;
  result: string;
  framework: string;
  frameworkVersion: string;
  weappTailwindcss: string;
  tailwindcss: string;
  date: string;
}

const records: Partial<Record<string, VerifiedGuideRecord>> = verifiedGuides;

/**
 * The record for `stack` when its last recorded build passed, otherwise undefined.
 * @param stack stack id, as in scripts/verify-guides/stacks.mjs
 */
export function passingRecord(stack: string): VerifiedGuideRecord | undefined {
  const record = records[stack];
  return record?.result === 'pass' ? record : undefined;
}

/**
 * A one-line note on a setup guide: the versions its marked code blocks were last built with.
 * Renders nothing when the stack has no passing record.
 */
export default function VerifiedGuide({stack}: {stack: string}): ReactNode {
  const record = passingRecord(stack);
  if (!record) return null;
  return (
    <p className={styles.note}>
      本页配置已在 {record.framework} {record.frameworkVersion} + weapp-tailwindcss {record.weappTailwindcss} + tailwindcss{' '}
      {record.tailwindcss} 上实际构建验证（{record.date}）
    </p>
  );
}
