// Wrap: without scripts the phone layout's "本页总览" button cannot open, so a <details> with the same
// links follows it inside <noscript>, shown only on phones (src/plugins/no-js/no-js.css). Its links carry the
// desktop table of contents' class names (theme-classic's TOC), so the two lists are the same markup and gzip
// stores the second as a back-reference; the class that TOC highlighting looks for does nothing here, where
// no script runs.
import type {ReactNode} from 'react';
import TOCCollapsible from '@theme-original/TOCCollapsible';
import type {Props} from '@theme/TOCCollapsible';
import TOCItems from '@theme/TOCItems';
import {translate} from '@docusaurus/Translate';

export default function TOCCollapsibleWrapper(props: Props): ReactNode {
  const {toc, minHeadingLevel, maxHeadingLevel} = props;
  return (
    <>
      <TOCCollapsible {...props} />
      <noscript>
        <details className="no-js-toc">
          <summary>{translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'})}</summary>
          <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} linkClassName="table-of-contents__link toc-highlight" />
        </details>
      </noscript>
    </>
  );
}
