import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface OpenInPlaygroundProps {
  /** `/playground#z=…`, encoded at build time by the transform-example remark plugin. */
  readonly url: string;
  readonly className?: string;
  /** Shown after the link: on a 5.x page, that the playground runs the 4.x line. */
  readonly note?: string;
}

/** Opens the playground with an example's template, CSS and options. */
export default function OpenInPlayground({url, className, note}: OpenInPlaygroundProps): ReactNode {
  // The hash is a share state, not an anchor of /playground, so the broken-anchor check must skip it;
  // tests/build/playgroundLinks.test.ts checks that each such link decodes to its example.
  const link = (
    <Link to={url} data-noBrokenLinkCheck className={clsx(styles.link, className)}>
      用在线转换打开
    </Link>
  );
  if (!note) return link;
  return (
    <p className={styles.withNote}>
      {link}
      <span className={styles.note}>{note}</span>
    </p>
  );
}
