import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import {quickStartPath} from '@site/src/data/quickStart';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
  const logoUrl = useBaseUrl('/img/logo.svg');
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <img className={styles.logo} src={logoUrl} alt="" width={72} height={72} />
        <p className={styles.badge}>小程序 · Tailwind CSS 精准适配</p>
        <h1 className={styles.title}>
          <span className={styles.weapp}>weapp</span>-<span className={styles.tailwind}>tailwindcss</span>
        </h1>
        <p className={styles.tagline}>
          {/* One line: JSX turns a line break inside text into a space, which Chinese text must not have. */}
          把 Tailwind CSS 带给小程序开发者。照常书写原子类，构建时自动转义类名、改写选择器、换算 rpx，uni-app、Taro、Mpx、weapp-vite 与原生小程序都能直接使用。
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/intro">
            阅读指南
          </Link>
          <Link className="button button--secondary button--lg" to={quickStartPath}>
            Tailwind CSS v4 快速开始
          </Link>
        </div>
        {/* A code block, for its copy button. */}
        <div className={`margin-top--lg ${styles.install}`}>
          <CodeBlock language="bash">npm install -D tailwindcss@4 weapp-tailwindcss@5</CodeBlock>
        </div>
      </div>
    </header>
  );
}
