// Replaces Docusaurus core's last-resort crash page (3.9.2), which is English-only. Change: Chinese
// text; the structure is the same (theme layout first, a bare page if the layout crashes too).
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {Props} from '@theme/Error';
import Layout from '@theme/Layout';
// Internal to core, as in the original: the theme layout needs a route context to render.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
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

function CrashDisplay({error, tryAgain}: Props): ReactNode {
  return (
    <main className={styles.crash}>
      <h1>页面崩溃了</h1>
      <p>页面在运行时出错。可以重试一次；如果问题依旧，请把下面的错误信息反馈到 GitHub。</p>
      <button type="button" className="button button--primary button--lg" onClick={tryAgain}>
        重试
      </button>
      <pre className={styles.message}>{errorMessages(error)}</pre>
    </main>
  );
}

export default function ErrorPage({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      <ErrorBoundary fallback={() => <CrashDisplay error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>页面出错</title>
        </Head>
        <Layout>
          <CrashDisplay error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
