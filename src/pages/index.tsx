import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Home/Hero';
import Frameworks from '@site/src/components/Home/Frameworks';
import Features from '@site/src/components/Home/Features';
import TransformShowcase from '@site/src/components/Home/TransformShowcase';
import {siteDescription} from '@site/config/site';
import {createSoftwareJsonLd} from '@site/config/headTags';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="把 Tailwind CSS 带给小程序开发者" description={siteDescription}>
      {/* The product's description for search engines, on the page about the product: on every page it
          cost each doc page's HTML about 170 B gzip, past the first network round trip (tests/build/firstRoundTrip.test.ts). */}
      <Head>
        <script type="application/ld+json">{JSON.stringify(createSoftwareJsonLd(siteConfig.url))}</script>
      </Head>
      <Hero />
      <main>
        <Frameworks />
        <TransformShowcase />
        <Features />
      </main>
    </Layout>
  );
}
