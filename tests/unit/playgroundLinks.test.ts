// Every example in the docs opens the playground with itself: the link's share state decodes to the
// example's template, CSS entry and switches, and the playground engine then prints exactly what the
// build printed under the example.
import {readdirSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {describe, expect, it} from 'vitest';
import {getDefaultOptions} from 'weapp-tailwindcss/defaults';
import {pluginDefaultOptions} from '../../src/playground/model';
import {createPlaygroundEngine} from '../../src/playground/engine';
import {decodeShareState} from '../../src/playground/shareState';
import remarkTransformExample, {playgroundUrl} from '../../src/remark/transformExample';
import {exampleEntryCss, parseFlags, transformExample} from '../../src/remark/transformExample/pipeline';

const require = createRequire(import.meta.url);
const engine = createPlaygroundEngine(await readFile(require.resolve('weapp-tailwindcss/index.css'), 'utf8'));
const root = path.resolve(import.meta.dirname, '../..');

function markdownFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(directory, file));
}

/** Every fence marked `weapp-transform` or `playground`, with its flags. */
const fences = ['docs', 'versioned_docs', 'blog', 'src/pages'].flatMap(markdownFiles).flatMap((file) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/^```(\w+) ([^\n]*)\n([\s\S]*?)\n```$/gm)].flatMap(([, , meta, template]) => {
    const marked = /(?:^|\s)(weapp-transform|playground)(?:="([^"]*)")?(?:\s|$)/.exec(meta);
    return marked ? [{name: `${file}: ${template.split('\n')[0]}`, template, example: marked[1] === 'weapp-transform', flags: marked[2] ?? ''}] : [];
  }),
);

describe('links from examples to the playground', () => {
  it('finds the examples of the docs, including plain blocks marked playground', () => {
    expect(fences.filter(({example}) => example).length).toBeGreaterThanOrEqual(9);
    expect(fences.filter(({example}) => !example).length).toBeGreaterThanOrEqual(5);
  });

  it.each(fences)('$name', async ({template, example, flags}) => {
    const url = await playgroundUrl(template, parseFlags(flags));
    expect(url).toMatch(/^\/playground#z=[\w-]+$/);
    const state = await decodeShareState(url.slice(url.indexOf('#')));
    if (!state) throw new Error('not a share state');
    expect(state.template).toBe(template);
    expect(state.css).toBe(exampleEntryCss);
    const playground = await engine.run(state);
    expect(playground.candidates.length).toBeGreaterThan(0);
    // A plain block shows no output to compare with (and its Vue `:class` bindings are escaped by the
    // plugin's JS pass, which the playground follows and transformWxml does not).
    if (!example) return;
    const shown = await transformExample(template, parseFlags(flags));
    expect(playground.wxml).toBe(shown.wxml);
    expect(playground.wxss).toBe(shown.wxss);
    expect(playground.tailwindCss).toBe(shown.tailwindCss);
  });

  it('starts from the defaults weapp-tailwindcss itself has', () => {
    const defaults = getDefaultOptions();
    expect(pluginDefaultOptions).toEqual({
      rem2rpx: Boolean(defaults.rem2rpx),
      px2rpx: Boolean(defaults.px2rpx),
      cssPreflight: defaults.cssPreflight !== false,
      cssRemoveHoverPseudoClass: defaults.cssRemoveHoverPseudoClass,
    });
  });

  it('spells every switch out, so the playground shows the plugin defaults the example used', async () => {
    const state = await decodeShareState((await playgroundUrl('<view class="p-4">x</view>', {})).replace('/playground', ''));
    expect(state?.options).toEqual({rem2rpx: false, px2rpx: false, cssPreflight: true, cssRemoveHoverPseudoClass: true});
    const withFlags = await decodeShareState((await playgroundUrl('<view class="p-4">x</view>', parseFlags('rem2rpx !cssRemoveHoverPseudoClass'))).replace('/playground', ''));
    expect(withFlags?.options).toEqual({rem2rpx: true, px2rpx: false, cssPreflight: true, cssRemoveHoverPseudoClass: false});
  });
});

describe('the remark plugin', () => {
  const code = (lang: string, meta: string, value: string): Code => ({type: 'code', lang, meta, value});
  const attributes = (node: unknown) =>
    Object.fromEntries((node as MdxJsxFlowElement).attributes.map((attribute) => [(attribute as {name: string}).name, attribute.value]));

  it('gives a weapp-transform example its link and puts one after a block marked playground', async () => {
    const tree: Root = {
      type: 'root',
      children: [code('html', 'playground="rem2rpx"', '<view class="p-4">a</view>'), code('html', 'weapp-transform', '<view class="w-[1px]">b</view>'), code('html', 'title="x"', '<view>c</view>')],
    };
    await remarkTransformExample()(tree, {});
    expect(tree.children.map((node) => (node.type === 'mdxJsxFlowElement' ? node.name : node.type))).toEqual([
      'code',
      'OpenInPlayground',
      'TransformExample',
      'code',
    ]);
    const plainLink = attributes(tree.children[1]).url as string;
    expect((await decodeShareState(plainLink.replace('/playground', '')))?.options.rem2rpx).toBe(true);
    const exampleLink = attributes(tree.children[2]).playgroundUrl as string;
    expect((await decodeShareState(exampleLink.replace('/playground', '')))?.template).toBe('<view class="w-[1px]">b</view>');
  });

  it('refuses the playground meta on a fence that is not a template', async () => {
    const tree: Root = {type: 'root', children: [code('css', 'playground', '.a { @apply p-4; }')]};
    await expect(async () => remarkTransformExample()(tree, {path: 'docs/x.md'})).rejects.toThrow(/docs\/x\.md.*html or wxml/);
  });
});
