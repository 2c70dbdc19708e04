// Ejected (theme-classic 3.9.2) for one change, useKeptCodeWordWrap: theme-common's useCodeWordWrap reads
// `codeBlockRef.current.scrollWidth` in a window resize listener that a passive effect's cleanup removes, and React
// sets the ref to null when it detaches the <pre>, before that cleanup runs. A resize in between threw "Cannot
// destructure property 'scrollWidth' of 'a.current' as it is null" (look-and-layout e2e resizes the home page: two
// fresh-clone runs in six failed on it). Otherwise as upstream.
import {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {keptRef} from '@site/src/utils/keptRef';
import type {Props} from '@theme/CodeBlock/Content/String';

function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

/**
 * useCodeWordWrap, whose <pre> ref keeps the last element React attached to it: React's null on detach is not
 * written through, so the hook's listeners read the element (a detached one measures 0, which they take as not
 * scrollable) until its cleanup removes them with the block.
 */
function useKeptCodeWordWrap(): ReturnType<typeof useCodeWordWrap> {
  const wordWrap = useCodeWordWrap();
  const {codeBlockRef} = wordWrap;
  const attachedRef = useMemo(() => keptRef(codeBlockRef), [codeBlockRef]);
  return {...wordWrap, codeBlockRef: attachedRef};
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useKeptCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
