import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import OpenInPlayground from '@site/src/components/OpenInPlayground';
import {exampleCaption, exampleTargets} from './caption';
import styles from './styles.module.css';

export interface TransformExampleProps {
  /** The template as written by the reader. */
  readonly template: string;
  /** Template after weapp-tailwindcss escaped the class names. */
  readonly wxml: string;
  /** WXSS produced by weapp-tailwindcss from Tailwind's output. */
  readonly wxss: string;
  /** Tailwind CSS output before the mini-program rewrite, for comparison. */
  readonly tailwindCss: string;
  /** Options switched on for this example, as written in the fence's meta string. */
  readonly options?: string;
  /** The weapp-tailwindcss version that produced the output (the installed 4.12.0, or the recorded 5.x). */
  readonly version?: string;
  /** The playground with this template and these options (`/playground#z=…`), encoded at build time; 4.x examples only. */
  readonly playgroundUrl?: string;
}

/** Before/after of one template; every string is the real pipeline's output (src/remark/transformExample). */
export default function TransformExample({template, wxml, wxss, tailwindCss, options, version, playgroundUrl}: TransformExampleProps): ReactNode {
  const optionList = options?.split(/[\s,]+/).filter(Boolean) ?? [];
  return (
    <figure className={styles.example}>
      <figcaption className={styles.caption}>
        {exampleCaption(version)}
        {optionList.length > 0 && (
          <span className={styles.options}>
            已开启：
            {optionList.map((option) => (
              <code key={option}>{option}</code>
            ))}
          </span>
        )}
        <span className={styles.options}>
          {exampleTargets.before} <code>{exampleTargets.query}</code> {exampleTargets.after}
        </span>
        {playgroundUrl && <OpenInPlayground url={playgroundUrl} className={styles.playgroundLink} />}
      </figcaption>
      <CodeBlock language="html" title="你写的模板">
        {template}
      </CodeBlock>
      {/* lazy: only the open tab is rendered; the generated CSS is long and would slow every page load. */}
      <Tabs lazy>
        <TabItem value="wxml" label="转换后的 WXML" default>
          <CodeBlock language="html">{wxml}</CodeBlock>
        </TabItem>
        <TabItem value="wxss" label="生成的 WXSS">
          <CodeBlock language="css">{wxss}</CodeBlock>
        </TabItem>
        <TabItem value="tailwind" label="Tailwind 原始 CSS">
          <CodeBlock language="css">{tailwindCss}</CodeBlock>
        </TabItem>
      </Tabs>
      {/* Without scripts the lazy tabs cannot render their other panels: their text, for no-JS readers only
          (the browser does not parse <noscript> into the page when scripts run). */}
      <noscript>
        <p className="no-js-tab-label">生成的 WXSS</p>
        <pre>
          <code>{wxss}</code>
        </pre>
        <p className="no-js-tab-label">Tailwind 原始 CSS</p>
        <pre>
          <code>{tailwindCss}</code>
        </pre>
      </noscript>
    </figure>
  );
}
