// Ejected (theme-classic 3.9.2) to leave out the front matter's `keywords` as <meta name="keywords">: search
// engines ignore it, and every doc page's first TCP round trip paid for it (tests/build/firstRoundTrip.test.ts).
// The front matter keeps them. Otherwise as upstream.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  return <PageMetadata title={metadata.title} description={metadata.description} image={assets.image ?? frontMatter.image} />;
}
