import type {ReactNode} from 'react';
import clsx from 'clsx';

import type {ShowcaseItem} from '@site/src/data/showcase';

import styles from './styles.module.css';

/** 卡片标题使用的标题级别：放在 `##` 小节下面时用 3，直接放在页面正文里时用 2 */
export type ShowcaseHeadingLevel = 2 | 3;

export interface ShowcaseCardProps {
  readonly item: ShowcaseItem;
  /** 在列表中的序号（从 1 开始），对应提交顺序 */
  readonly index?: number;
  readonly headingLevel?: ShowcaseHeadingLevel;
  readonly className?: string;
}

/** 单个案例卡片：一个带标题的 <article>，只展示文字信息 */
export default function ShowcaseCard({
  item,
  index,
  headingLevel = 3,
  className,
}: ShowcaseCardProps): ReactNode {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `showcase-${item.id}`;

  return (
    <article
      className={clsx(styles.card, className)}
      aria-labelledby={headingId}>
      {index !== undefined && (
        <p className={styles.order}>
          收录序号 {index}
        </p>
      )}
      <Heading id={headingId} className={styles.title}>
        {item.name}
      </Heading>
      <p className={styles.description}>{item.description}</p>
      {item.note !== undefined && (
        <p className={styles.note}>
          <span className={styles.noteLabel}>补充</span>
          {item.note}
        </p>
      )}
    </article>
  );
}

export interface ShowcaseGridProps {
  readonly items: readonly ShowcaseItem[];
  readonly headingLevel?: ShowcaseHeadingLevel;
  /** 列表的无障碍名称，读屏软件会在进入列表时读出 */
  readonly label?: string;
}

/** 案例卡片网格：有序列表，顺序即提交顺序，列数随屏幕宽度自动变化 */
export function ShowcaseGrid({
  items,
  headingLevel = 3,
  label = '使用 weapp-tailwindcss 的小程序',
}: ShowcaseGridProps): ReactNode {
  return (
    // list-style: none 会让部分读屏软件丢掉列表语义，所以显式写上 role="list"
    <ol className={styles.grid} role="list" aria-label={label}>
      {items.map((item, i) => (
        <li key={item.id} className={styles.gridItem}>
          <ShowcaseCard item={item} index={i + 1} headingLevel={headingLevel} />
        </li>
      ))}
    </ol>
  );
}
