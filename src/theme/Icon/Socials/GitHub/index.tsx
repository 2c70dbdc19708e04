// Replaces theme-classic's GitHub icon (a 2 KB inline SVG in every blog page's HTML, once per author)
// with the navbar's GitHub mark drawn as a CSS mask: it is painted from the stylesheet, which is cached.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/Icon/Socials/GitHub';
import styles from './styles.module.css';

export default function GitHub({className}: Props): ReactNode {
  return <span aria-hidden className={clsx(className, styles.githubIcon)} />;
}
