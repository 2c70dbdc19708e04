import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import MDXContent from '@theme/MDXContent';
import Example from '@site/src/pages/_home-transform-example.mdx';
import styles from './styles.module.css';

/** Home-page before/after; the output inside is produced at build time by the real pipeline. */
export default function TransformShowcase(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-transform">
      <div className="container">
        <Heading as="h2" id="home-transform" className={styles.heading}>
          写下 Tailwind 类名，得到合法的 WXML 与 WXSS
        </Heading>
        <p className={styles.lead}>
          下面的结果由 weapp-tailwindcss 在构建本站时实际生成（开启了 <code>rem2rpx</code>）。三个标签页分别是转义后的模板、
          生成的 WXSS，以及 Tailwind 原本输出的 CSS。想换成自己的类名试试？打开<Link to="/playground">在线转换</Link>。
        </p>
        <div className={styles.example}>
          <MDXContent>
            <Example />
          </MDXContent>
        </div>
      </div>
    </section>
  );
}
