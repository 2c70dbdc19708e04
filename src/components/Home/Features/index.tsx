import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {features} from '@site/src/data/features';
import styles from './styles.module.css';

export default function Features(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-features">
      <div className="container">
        <Heading as="h2" id="home-features" className={styles.heading}>
          为小程序而做的 Tailwind CSS 工具链
        </Heading>
        <div className={styles.grid}>
          {features.map((feature) => (
            <article key={feature.title} className={styles.card}>
              <Heading as="h3" className={styles.title}>
                {feature.title}
              </Heading>
              <p>{feature.description}</p>
              <Link to={feature.to}>{feature.linkLabel} →</Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
