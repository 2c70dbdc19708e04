// Remark plugin: a fence marked `weapp-transform` becomes <TransformExample> with the exact output of
// the real pipeline, computed while the page is compiled, so readers see what the plugin produces.
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {parseFlags, transformExample} from './pipeline';

const metaPattern = /(?:^|\s)weapp-transform(?:="([^"]*)")?(?:\s|$)/;

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute' as const, name, value};
}

export default function remarkTransformExample() {
  return async (tree: Root): Promise<void> => {
    const jobs: Promise<void>[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      const match = node.meta?.match(metaPattern);
      if (!match || !parent || index === undefined) return;
      const options = parseFlags(match[1] ?? '');
      const template = node.value;
      jobs.push(
        transformExample(template, options).then((result) => {
          const element: MdxJsxFlowElement = {
            type: 'mdxJsxFlowElement',
            name: 'TransformExample',
            attributes: [
              attribute('template', template),
              attribute('wxml', result.wxml),
              attribute('wxss', result.wxss),
              attribute('tailwindCss', result.tailwindCss),
              attribute('options', match[1] ?? ''),
            ],
            children: [],
          };
          parent.children[index] = element;
        }),
      );
    });
    await Promise.all(jobs);
  };
}
