// Wrap: gives a `<main>` landmark to pages whose stock component has none (the search page); every
// other page renders its own.
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type {Props} from '@theme/Layout';
import {useMainLandmarkRequest} from '@site/src/components/MainLandmark';

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const request = useMainLandmarkRequest();
  return (
    <Layout {...props}>
      {request ? (
        <main>
          {request.prepend}
          {children}
        </main>
      ) : (
        children
      )}
    </Layout>
  );
}
