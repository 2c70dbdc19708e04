// Replaces the stock 404 content (theme-classic 3.9.2), which is a <main> of its own: the ways back into the
// site were outside it, and on a phone the pages nearest to the missing address came below the fold. Here
// one <main> holds the stock (translated) text, a search for the address's words, the links home and the
// nearest pages by title, all above the fold on a phone. The address is known only in the browser (the
// server renders one 404 page for every missing path), so the search words and the nearest pages fill in
// after hydration (./Suggestions).
// Styles are inline: a CSS module would be one more style sheet for the one page that uses it.
// The title is set here too: under /docs/ the docs plugin renders this content without the stock NotFound
// page around it, and the tab then read just "weapp-tailwindcss" after hydration.
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {NearestPages, SearchForm} from './Suggestions';

const styles = {
  main: {maxWidth: '40rem'},
  title: {marginBottom: '0.5rem'},
  links: {display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1rem'},
} satisfies Record<string, CSSProperties>;

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--lg', className)} style={styles.main}>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Heading as="h1" style={styles.title}>
        <Translate id="theme.NotFound.title" description="The title of the 404 page">
          Page Not Found
        </Translate>
      </Heading>
      <p>
        <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
          We could not find what you were looking for.
        </Translate>
        <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
          Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
        </Translate>
      </p>
      <SearchForm />
      <nav style={styles.links} aria-label="可以从这里继续">
        <Link className="button button--primary" to="/">
          返回首页
        </Link>
        <Link className="button button--secondary" to="/docs">
          浏览文档目录
        </Link>
        <Link className="button button--secondary" to="/docs/issues">
          常见问题
        </Link>
      </nav>
      <NearestPages />
    </main>
  );
}
