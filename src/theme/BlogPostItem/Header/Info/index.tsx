// Ejected from @docusaurus/theme-classic 3.9.2 to write the date with formatChineseDate instead of
// Intl.DateTimeFormat (see src/utils/chineseDate.ts); markup and reading time are unchanged.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatChineseDate} from '@site/src/utils/chineseDate';
import styles from './styles.module.css';

function ReadingTime({minutes}: {minutes: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const readingTime = Math.ceil(minutes);
  return selectMessage(
    readingTime,
    translate({id: 'theme.blog.post.readingTime.plurals', message: 'One min read|{readingTime} min read'}, {readingTime}),
  );
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {date, readingTime} = useBlogPost().metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatChineseDate(date, {withYear: true})}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime minutes={readingTime} />
        </>
      )}
    </div>
  );
}
