// The doc's Markdown file (`<route>.md`, written by the page-markdown plugin): a link to read it and a
// button that copies it. Quiet, secondary-text controls, so they do not outshine the page's title, with
// 40 px tap targets; the file itself is fetched only when the button is pressed.
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useCopyFeedback, type CopyState} from '@site/src/hooks/useCopyFeedback';
import styles from './styles.module.css';

/** Copies the file at `href`; the write starts during the click even though the text is still loading. */
async function copyMarkdown(href: string): Promise<void> {
  const text = fetch(href).then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${href}: ${response.status}`))));
  try {
    // Safari lets a page write to the clipboard only during the gesture; a ClipboardItem may hold a pending Blob.
    await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))})]);
  } catch {
    // Browsers without ClipboardItem, or that do not accept a pending Blob.
    await navigator.clipboard.writeText(await text);
  }
}

const labels: Record<CopyState, string> = {idle: '复制本页（Markdown）', copied: '已复制', failed: '复制失败'};

export default function PageMarkdownActions(): ReactNode {
  const {metadata} = useDoc();
  const href = `${metadata.permalink.replace(/\/$/, '')}.md`;
  const [state, setState] = useCopyFeedback();

  const copy = () => {
    copyMarkdown(href).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <div className={styles.actions}>
      <a className={styles.action} href={href}>
        查看 Markdown
      </a>
      <button type="button" className={styles.action} onClick={copy}>
        {labels[state]}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? '已复制本页的 Markdown' : state === 'failed' ? '复制失败，请打开“查看 Markdown”手动复制' : ''}
      </span>
    </div>
  );
}
