import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Home/Hero';
import Frameworks from '@site/src/components/Home/Frameworks';
import Features from '@site/src/components/Home/Features';
import TransformShowcase from '@site/src/components/Home/TransformShowcase';
import {siteDescription} from '@site/config/site';

export default function Home(): ReactNode {
  return (
    <Layout title="把 Tailwind CSS 带给小程序开发者" description={siteDescription}>
      <Hero />
      <main>
        <Frameworks />
        <TransformShowcase />
        <Features />
      </main>
    </Layout>
  );
}
