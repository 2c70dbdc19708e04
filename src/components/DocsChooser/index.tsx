import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {docEntryPoints} from '@site/src/data/docEntryPoints';
import styles from './styles.module.css';

/** The start-here cards of the docs root page. */
export default function DocsChooser(): ReactNode {
  return (
    <div className={styles.grid}>
      {docEntryPoints.map((entry) => (
        <section key={entry.title} className={styles.card} aria-label={entry.title}>
          <Heading as="h3" className={styles.title}>
            {entry.title}
          </Heading>
          <p className={styles.summary}>{entry.summary}</p>
          <ul className={styles.links}>
            {entry.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
