// Wrap: each doc's Markdown actions ("复制本页（Markdown）", "查看 Markdown") sit above its title.
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import PageMarkdownActions from '../../PageMarkdownActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMarkdownActions />
      <Content {...props} />
    </>
  );
}
