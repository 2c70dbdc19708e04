// Replaces the stock footer (Docusaurus 3.9.2): docs here have no tags and no edit link (README), so the
// footer is the date of the page's last commit (or, on generated API pages, which are not in git, the
// release they were generated from) and the "这页有帮助吗？" question. Leaving out the stock footer's tag
// row and edit link keeps their code off doc pages, which pays for the question.
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import LastUpdated from '@theme/LastUpdated';
import DocFeedback from '@site/src/components/DocFeedback';

/** Front matter the generators of the API references (src/plugins/typedoc-api, src/plugins/reference-5x) write on every page. */
interface GeneratedFrontMatter {
  readonly generated_from?: unknown;
}

/** “根据 weapp-tailwindcss 4.12.0 生成”, and no space after Chinese (“根据 weapp-tailwindcss 5.3.4 的记录生成”). */
const generatedFromText = (from: string): string => `根据 ${from}${/[\u4e00-\u9fff]$/.test(from) ? '' : ' '}生成`;

export default function DocItemFooter(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {generated_from: generatedFrom} = frontMatter as GeneratedFrontMatter;
  const {lastUpdatedAt} = metadata;
  return (
    <>
      {(typeof generatedFrom === 'string' || lastUpdatedAt) && (
        <footer className={`${ThemeClassNames.docs.docFooter} docusaurus-mt-lg`}>
          <p className="text--right">
            <small>{typeof generatedFrom === 'string' ? generatedFromText(generatedFrom) : <LastUpdated lastUpdatedAt={lastUpdatedAt} />}</small>
          </p>
        </footer>
      )}
      <DocFeedback />
    </>
  );
}
