import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {frameworks, type Framework} from '@site/src/data/frameworks';
import styles from './styles.module.css';

function FrameworkBadge({mark, color}: Pick<Framework, 'mark' | 'color'>): ReactNode {
  return (
    <svg className={styles.badge} viewBox="0 0 48 48" width={48} height={48} aria-hidden="true">
      <rect width="48" height="48" rx="12" fill={color} />
      <text x="24" y="24" dy="0.35em" textAnchor="middle" fontSize={mark.length > 2 ? 14 : 18} fontWeight="700" fill="#fff">
        {mark}
      </text>
    </svg>
  );
}

export default function Frameworks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-frameworks">
      <div className="container">
        <Heading as="h2" id="home-frameworks" className={styles.heading}>
          支持的框架
        </Heading>
        <ul className={styles.grid}>
          {frameworks.map((framework) => (
            <li key={framework.name}>
              <Link className={styles.card} to={framework.to}>
                <FrameworkBadge mark={framework.mark} color={framework.color} />
                <span className={styles.name}>{framework.name}</span>
                <span className={styles.description}>{framework.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
