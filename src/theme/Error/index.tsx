// Replaces Docusaurus core's last-resort crash page (3.9.2), which is English-only. It renders when
// the app fails outside any page (often in the layout itself), so it stands alone: no theme layout,
// which would need core's internal route context, only the message, a retry and a way home.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/Error';
import styles from './styles.module.css';

function errorMessages(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && messages.length < 5) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join('\n\n原因：\n');
}

export default function ErrorPage({error, tryAgain}: Props): ReactNode {
  return (
    <main className={styles.crash}>
      <Head>
        <title>页面出错</title>
      </Head>
      <h1>页面崩溃了</h1>
      <p>页面在运行时出错。可以重试一次；如果问题依旧，请把下面的错误信息反馈到 GitHub。</p>
      <p className={styles.actions}>
        <button type="button" className="button button--primary button--lg" onClick={tryAgain}>
          重试
        </button>
        <a className="button button--secondary button--lg" href={useBaseUrl('/')}>
          返回首页
        </a>
      </p>
      <pre className={styles.message}>{errorMessages(error)}</pre>
    </main>
  );
}
