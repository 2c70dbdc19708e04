// Ejected (theme-classic 3.9.2) to leave out the front matter's `keywords` as <meta name="keywords">, as on doc
// pages (src/theme/DocItem/Metadata): search engines ignore it. The front matter keeps them. Otherwise as upstream.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

export default function BlogPostPageMetadata(): ReactNode {
  const {assets, metadata} = useBlogPost();
  const {title, description, date, tags, authors, frontMatter} = metadata;
  const authorUrls = authors.map((author) => author.url).filter(Boolean);
  return (
    <PageMetadata title={frontMatter.title_meta ?? title} description={description} image={assets.image ?? frontMatter.image}>
      <meta property="og:type" content="article" />
      <meta property="article:published_time" content={date} />
      {authorUrls.length > 0 && <meta property="article:author" content={authorUrls.join(',')} />}
      {tags.length > 0 && <meta property="article:tag" content={tags.map((tag) => tag.label).join(',')} />}
    </PageMetadata>
  );
}
