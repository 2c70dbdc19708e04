// Wrap: adds the site's own MDX components to the stock map so every doc and post can use them.
import MDXComponents from '@theme-original/MDXComponents';
import MarkdownTable from '@site/src/components/MarkdownTable';
import TransformExample from '@site/src/components/TransformExample';

export default {
  ...MDXComponents,
  table: MarkdownTable,
  TransformExample,
};
