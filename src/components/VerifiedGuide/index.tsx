import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {verifiedGuideNote} from '@site/src/data/verifiedGuides';
import styles from './styles.module.css';

/**
 * A one-line note on a setup guide: the versions its marked code blocks were last built with, or, for a guide
 * that cannot be built here (`unverifiable`), why not. Each links to its row of the compatibility matrix.
 * Renders nothing when the stack has no passing record.
 */
export default function VerifiedGuide(props: {stack?: string; unverifiable?: string}): ReactNode {
  const note = verifiedGuideNote(props);
  if (!note) return null;
  return (
    <p className={note.unverified ? `${styles.note} ${styles.unverified}` : styles.note}>
      {note.lead}
      <Link to={note.row}>兼容性矩阵</Link>）
    </p>
  );
}
