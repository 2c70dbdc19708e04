import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import {withTreeCapture} from '../src/plugins/page-markdown/captureTrees';
import remarkTransformExample from '../src/remark/transformExample';
import remarkZoomableDiagrams from '../src/remark/zoomableDiagrams';

/** Remark plugins shared by docs, blog and pages, so every kind of content supports the same fences. */
export const remarkPlugins = [
  [npm2yarn, {sync: true, converters: ['yarn', 'pnpm']}],
  remarkTransformExample,
] as const;

/** Remark plugins that need the Markdown images before Docusaurus turns them into `<img src={require(…)}>`. */
export const beforeDefaultRemarkPlugins = [remarkZoomableDiagrams] as const;

/**
 * The docs' and the blog's: the same, and they hand page-markdown the trees they parse (withTreeCapture). The capture
 * wraps a plugin the pages have anyway: Docusaurus writes these lists into the client bundle, a plugin of its own would
 * add an entry to it.
 */
export const contentBeforeDefaultRemarkPlugins = [withTreeCapture(remarkZoomableDiagrams)] as const;
