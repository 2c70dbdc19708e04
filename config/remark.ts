import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkTransformExample from '../src/remark/transformExample';
import remarkZoomableDiagrams from '../src/remark/zoomableDiagrams';

/** Remark plugins shared by docs, blog and pages, so every kind of content supports the same fences. */
export const remarkPlugins = [
  [npm2yarn, {sync: true, converters: ['yarn', 'pnpm']}],
  remarkTransformExample,
] as const;

/** Remark plugins that need the Markdown images before Docusaurus turns them into `<img src={require(…)}>`. */
export const beforeDefaultRemarkPlugins = [remarkZoomableDiagrams] as const;
