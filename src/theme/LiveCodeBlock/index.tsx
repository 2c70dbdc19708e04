// Wrapped so that react-live and its compiler download only with the pages that have a live block,
// instead of with every code block of the site. The server and the first client render show the
// code as a plain block (readable without JavaScript); the editor replaces it once it has loaded.
import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/LiveCodeBlock';

const OriginalLiveCodeBlock = lazy(() => import(/* webpackChunkName: "live-code-block" */ '@theme-original/LiveCodeBlock'));

export default function LiveCodeBlock(props: Props): ReactNode {
  const {children, className, language, title} = props;
  const plainBlock = (
    <CodeBlock className={className} language={language} title={title}>
      {children}
    </CodeBlock>
  );
  return (
    <BrowserOnly fallback={plainBlock}>
      {() => (
        <Suspense fallback={plainBlock}>
          <OriginalLiveCodeBlock {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
