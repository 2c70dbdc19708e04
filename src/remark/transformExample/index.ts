// Remark plugin: a fence marked `weapp-transform` becomes <TransformExample> with the exact output of
// the real pipeline, computed while the page is compiled, so readers see what the plugin produces.
// A fence marked `playground` stays a code block and gets an <OpenInPlayground> link after it. Both
// links carry the playground's share state, encoded here at build time, so no page but /playground
// loads the codec.
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {encodeShareState} from '../../playground/shareState';
import {exampleEntryCss, exampleOptions, parseFlags, transformExample, type ExampleFlag} from './pipeline';

const transformMeta = /(?:^|\s)weapp-transform(?:="([^"]*)")?(?:\s|$)/;
const playgroundMeta = /(?:^|\s)playground(?:="([^"]*)")?(?:\s|$)/;
/** Fence languages whose text is a template the playground can take as is. */
const templateLanguages = new Set(['html', 'wxml']);

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute' as const, name, value};
}

/** `/playground#z=…`: the playground with this template, the examples' CSS entry and these switches. */
export async function playgroundUrl(template: string, flags: Partial<Record<ExampleFlag, boolean>>): Promise<string> {
  const hash = await encodeShareState({template, css: exampleEntryCss, options: exampleOptions(flags)});
  return `/playground#${hash}`;
}

export default function remarkTransformExample() {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    const jobs: Promise<void>[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const transform = node.meta?.match(transformMeta);
      const template = node.value;
      if (transform) {
        const flags = parseFlags(transform[1] ?? '');
        jobs.push(
          Promise.all([transformExample(template, flags), playgroundUrl(template, flags)]).then(([result, url]) => {
            const element: MdxJsxFlowElement = {
              type: 'mdxJsxFlowElement',
              name: 'TransformExample',
              attributes: [
                attribute('template', template),
                attribute('wxml', result.wxml),
                attribute('wxss', result.wxss),
                attribute('tailwindCss', result.tailwindCss),
                attribute('options', transform[1] ?? ''),
                attribute('playgroundUrl', url),
              ],
              children: [],
            };
            parent.children[index] = element;
          }),
        );
        return;
      }
      const playground = node.meta?.match(playgroundMeta);
      if (!playground) return;
      if (!templateLanguages.has(node.lang ?? '')) {
        throw new Error(`${file.path ?? ''}: the playground meta needs an html or wxml fence, not "${node.lang ?? ''}"`);
      }
      const flags = parseFlags(playground[1] ?? '');
      const urlAttribute = attribute('url', '');
      const link: MdxJsxFlowElement = {type: 'mdxJsxFlowElement', name: 'OpenInPlayground', attributes: [urlAttribute], children: []};
      parent.children.splice(index + 1, 0, link);
      jobs.push(
        playgroundUrl(template, flags).then((url) => {
          urlAttribute.value = url;
        }),
      );
      // Past the link just inserted.
      return index + 2;
    });
    await Promise.all(jobs);
  };
}
