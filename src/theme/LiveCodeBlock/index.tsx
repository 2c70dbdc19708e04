// Wrapped so that react-live and its compiler download only with the pages that have a live block,
// instead of with every code block of the site.
import {lazy, Suspense, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/LiveCodeBlock';

const OriginalLiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

export default function LiveCodeBlock(props: Props): ReactNode {
  const {children, className, language, title} = props;
  return (
    // While the editor downloads after a client-side navigation, the code reads as a plain block.
    <Suspense fallback={<CodeBlock className={className} language={language} title={title}>{children}</CodeBlock>}>
      <OriginalLiveCodeBlock {...props} />
    </Suspense>
  );
}
