import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface OpenInPlaygroundProps {
  /** `/playground#z=…`, encoded at build time by the transform-example remark plugin. */
  readonly url: string;
  readonly className?: string;
}

/** Opens the playground with an example's template, CSS and options. */
export default function OpenInPlayground({url, className}: OpenInPlaygroundProps): ReactNode {
  return (
    // The hash is a share state, not an anchor of /playground, so the broken-anchor check must skip it;
    // tests/build/playgroundLinks.test.ts checks that each such link decodes to its example.
    <Link to={url} data-noBrokenLinkCheck className={clsx(styles.link, className)}>
      用在线转换打开
    </Link>
  );
}
