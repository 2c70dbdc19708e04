import type {ComponentType, ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import ExampleMdx from '@site/src/pages/_home-transform-example.mdx';
import TransformExample from '@site/src/components/TransformExample';
import styles from './styles.module.css';

// MDX modules take the components they render as a prop (the module declaration does not say so).
const Example = ExampleMdx as ComponentType<{components: {TransformExample: typeof TransformExample}}>;

/** Home-page before/after; the output inside is the real pipeline's (see src/remark/transformExample). */
export default function TransformShowcase(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-transform">
      <div className="container">
        <Heading as="h2" id="home-transform" className={styles.heading}>
          写下 Tailwind 类名，得到合法的 WXML 与 WXSS
        </Heading>
        <p className={styles.lead}>
          {/* One line: JSX turns a line break inside text into a space, which Chinese text must not have. */}
          下面的结果是 weapp-tailwindcss 的实际输出（开启了 <code>rem2rpx</code>）。三个标签页分别是转义后的模板、生成的 WXSS，以及 Tailwind 原本输出的 CSS。想换成自己的类名试试？打开<Link to="/playground">在线转换</Link>。
        </p>
        <div className={styles.example}>
          {/* The one component the example needs, instead of the MDX component map of the docs pages. */}
          <Example components={{TransformExample}} />
        </div>
      </div>
    </section>
  );
}
