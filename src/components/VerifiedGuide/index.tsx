import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {verifiedGuideNote} from '@site/src/data/verifiedGuides';
import styles from './styles.module.css';

/**
 * A one-line note on a setup guide: the versions its marked code blocks were last built with, or, for a guide
 * that cannot be built here (`unverifiable`), why not. Each links to its row of the compatibility matrix.
 * Renders nothing when the stack has no passing record. On a guide told on two pages, `together` names the
 * other page ("下一页"): the note says the two were built as one.
 */
export default function VerifiedGuide(props: {stack?: string; unverifiable?: string; together?: string}): ReactNode {
  const note = verifiedGuideNote(props);
  if (!note) return null;
  return (
    <p className={note.unverified ? `${styles.note} ${styles.unverified}` : styles.note}>
      {note.lead}
      <Link to={note.row}>兼容性矩阵</Link>）
    </p>
  );
}
