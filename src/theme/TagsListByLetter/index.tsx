// Ejected from @docusaurus/theme-classic 3.9.2. Change: tags are grouped and sorted with an explicit
// zh-CN collation; the stock sort uses the runtime's default locale, so Node (server) and a Chinese
// browser order Chinese and Latin labels differently and hydration fails.
import type {ReactNode} from 'react';
import type {TagsListItem} from '@docusaurus/utils';
import Tag from '@theme/Tag';
import type {Props} from '@theme/TagsListByLetter';
import Heading from '@theme/Heading';
import {groupTagsByLetter, type TagLetterGroup} from './groupTags';
import styles from './styles.module.css';

function TagLetterEntry({group}: {group: TagLetterGroup<TagsListItem>}): ReactNode {
  return (
    <article>
      <Heading as="h2" id={group.letter}>
        {group.letter}
      </Heading>
      <ul className="padding--none">
        {group.tags.map((tag) => (
          <li key={tag.permalink} className={styles.tag}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
      <hr />
    </article>
  );
}

export default function TagsListByLetter({tags}: Props): ReactNode {
  return (
    <section className="margin-vert--lg">
      {groupTagsByLetter(tags).map((group) => (
        <TagLetterEntry key={group.letter} group={group} />
      ))}
    </section>
  );
}
