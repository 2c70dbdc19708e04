// Wrap: adds the site's own MDX components to the stock map so every doc and post can use them.
import MDXComponents from '@theme-original/MDXComponents';
import MarkdownTable from '@site/src/components/MarkdownTable';
import OpenInPlayground from '@site/src/components/OpenInPlayground';
import TransformExample from '@site/src/components/TransformExample';

export default {
  ...MDXComponents,
  table: MarkdownTable,
  TransformExample,
  // After a ```html playground fence (the transform-example remark plugin inserts it).
  OpenInPlayground,
};
