// Ejected from @docusaurus/theme-classic 3.9.2. Changes: the tags are one list without first-letter
// headings (the first character of a Chinese label groups nothing), sorted with an explicit zh-CN
// collation; the stock sort uses the runtime's default locale, so Node (server) and a Chinese browser
// order Chinese and Latin labels differently and hydration fails.
import type {ReactNode} from 'react';
import Tag from '@theme/Tag';
import type {Props} from '@theme/TagsListByLetter';
import {sortTagsByLabel} from './sortTags';
import styles from './styles.module.css';

export default function TagsListByLetter({tags}: Props): ReactNode {
  return (
    <ul className={styles.tags}>
      {sortTagsByLabel(tags).map((tag) => (
        <li key={tag.permalink}>
          <Tag {...tag} />
        </li>
      ))}
    </ul>
  );
}
