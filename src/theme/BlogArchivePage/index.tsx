// Ejected from @docusaurus/theme-classic 3.9.2. Changes: the years are h2 under the page's h1 (stock
// jumps from h1 to h3, which breaks the heading order screen readers navigate by), dates are written
// without Intl.DateTimeFormat (see src/utils/chineseDate.ts), posts are newest first like the blog list,
// and the header uses the page's own colours instead of the fixed primary-coloured hero.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';
import {formatChineseDate} from '@site/src/utils/chineseDate';
import styles from './styles.module.css';

type ArchivePost = Props['archive']['blogPosts'][number];

function Year({year, posts}: {year: string; posts: ArchivePost[]}): ReactNode {
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {formatChineseDate(post.metadata.date, {withYear: false})} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function postsByYear(blogPosts: readonly ArchivePost[]): {year: string; posts: ArchivePost[]}[] {
  const years = new Map<string, ArchivePost[]>();
  for (const post of blogPosts) {
    const year = post.metadata.date.split('-')[0];
    // blogPosts arrive newest first; keep that order inside each year.
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return Array.from(years, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className={styles.header}>
          <div className="container">
            <Heading as="h1">{title}</Heading>
            <p className={styles.description}>{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((year) => (
                    <div key={year.year} className="col col--4 margin-vert--lg">
                      <Year {...year} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
