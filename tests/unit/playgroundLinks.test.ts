// Every 4.x example in the docs opens the playground with itself: the link's share state decodes to the
// example's template, CSS entry and switches, and the playground engine (4.12.0) then prints exactly what the
// page shows under the example: its recorded output (src/data/reference/transforms-4x.json). A 5.x example has no
// link (the playground runs 4.12.0): it must have a recorded 5.x output instead.
import {readdirSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {describe, expect, it, vi} from 'vitest';
import {getDefaultOptions} from 'weapp-tailwindcss/defaults';
import {pluginDefaultOptions} from '../../src/playground/model';
import {createPlaygroundEngine} from '../../src/playground/engine';
import {decodeShareState} from '../../src/playground/shareState';
import remarkTransformExample, {playgroundUrl} from '../../src/remark/transformExample';
import {exampleLineOf, parseFenceMeta} from '../../src/remark/transformExample/fences';
import {exampleEntryCss, parseFlags, transformExample} from '../../src/remark/transformExample/pipeline';
import {loadRecordedTransforms, recorded4xTransform, recordedTransform} from '../../src/remark/transformExample/recorded';

const require = createRequire(import.meta.url);
const stylesheet = await readFile(require.resolve('weapp-tailwindcss/index.css'), 'utf8');
const engine = createPlaygroundEngine(stylesheet);
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
    if (!marked) return [];
    const example = marked[1] === 'weapp-transform';
    // A transform example's meta may name its line first (`5 rem2rpx`); its options are the rest.
    const {line, flags} = example ? parseFenceMeta(marked[2] ?? '') : {line: undefined, flags: parseFlags(marked[2] ?? '')};
    const runs = example ? exampleLineOf(file.split(path.sep).join('/'), line) : '4';
    return [{name: `${file}: ${template.split('\n')[0]}`, file, template, example, flags, runs}];
  }),
);

describe('links from examples to the playground', () => {
  it('finds the examples of the docs, including plain blocks marked playground', () => {
    expect(fences.filter(({example}) => example).length).toBeGreaterThanOrEqual(9);
    expect(fences.filter(({example}) => !example).length).toBeGreaterThanOrEqual(5);
  });

  it.each(fences.filter(({runs}) => runs === '5'))('$name: 5.x, recorded', ({file, template, flags}) => {
    expect(recordedTransform(template, flags, file).wxml.length).toBeGreaterThan(0);
  });

  it.each(fences.filter(({runs}) => runs === '4'))('$name', async ({template, example, flags}) => {
    const url = await playgroundUrl(template, flags);
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
    const shown = recorded4xTransform(template, flags);
    if (!shown) throw new Error(`no recorded output (node scripts/reference/run-ts.mjs scripts/reference/record-transforms.ts --line 4)`);
    expect(playground.wxml).toBe(shown.wxml);
    expect(playground.wxss).toBe(shown.wxss);
    expect(playground.tailwindCss).toBe(shown.tailwindCss);
  });

  it('makes the CSS for the browsers the worker gets, whatever browserslist the process would find', async () => {
    // In the browser, browserslist reads no configuration; in Node it would take BROWSERSLIST first. A fresh engine,
    // so the targets are looked up now.
    vi.stubEnv('BROWSERSLIST', 'last 1 chrome version');
    try {
      const fresh = createPlaygroundEngine(stylesheet);
      for (const recorded of loadRecordedTransforms('4').recording.transforms) {
        const state = await decodeShareState((await playgroundUrl(recorded.template, recorded.flags)).replace('/playground', ''));
        if (!state) throw new Error('not a share state');
        expect((await fresh.run(state)).wxss, recorded.pages.join(', ')).toBe(recorded.wxss);
      }
    } finally {
      vi.unstubAllEnvs();
    }
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
    // A recorded example: an unrecorded one would run the pipeline and warn.
    const recorded = loadRecordedTransforms('4').recording.transforms.find(({flags}) => Object.keys(flags).length === 0);
    if (!recorded) throw new Error('no 4.x example recorded without options');
    const tree: Root = {
      type: 'root',
      children: [code('html', 'playground="rem2rpx"', '<view class="p-4">a</view>'), code('html', 'weapp-transform', recorded.template), code('html', 'title="x"', '<view>c</view>')],
    };
    await remarkTransformExample()(tree, {path: path.join(root, 'versioned_docs/version-4.x/x.md'), cwd: root});
    expect(tree.children.map((node) => (node.type === 'mdxJsxFlowElement' ? node.name : node.type))).toEqual([
      'code',
      'OpenInPlayground',
      'TransformExample',
      'code',
    ]);
    const plainLink = attributes(tree.children[1]).url as string;
    expect((await decodeShareState(plainLink.replace('/playground', '')))?.options.rem2rpx).toBe(true);
    const exampleLink = attributes(tree.children[2]).playgroundUrl as string;
    expect((await decodeShareState(exampleLink.replace('/playground', '')))?.template).toBe(recorded.template);
  });

  it('gives a 5.x example its recorded output and no link, and notes by a playground block that the playground runs 4.x', async () => {
    const recorded = fences.find(({runs, example}) => example && runs === '5');
    if (!recorded) throw new Error('no 5.x example');
    const meta = `weapp-transform="${Object.entries(recorded.flags).map(([name, on]) => (on ? name : `!${name}`)).join(' ')}"`;
    const tree: Root = {type: 'root', children: [code('html', meta, recorded.template), code('html', 'playground', '<view class="p-4">a</view>')]};
    await remarkTransformExample()(tree, {path: path.join(root, recorded.file), cwd: root});
    const example = attributes(tree.children[0]);
    expect(example.version).toBe('5.3.4');
    expect(example.playgroundUrl).toBeUndefined();
    expect(example.wxml).toBe(recordedTransform(recorded.template, recorded.flags, recorded.file).wxml);
    expect(attributes(tree.children[2]).note).toBe('（在线转换运行的是 weapp-tailwindcss 4.12.0）');
  });

  it('shows a recorded 4.x example as recorded, and runs the installed pipeline, with a warning, for one the recording lacks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const recorded of loadRecordedTransforms('4').recording.transforms) {
        const meta = `weapp-transform="${Object.entries(recorded.flags).map(([name, on]) => (on ? name : `!${name}`)).join(' ')}"`;
        const tree: Root = {type: 'root', children: [code('html', meta, recorded.template)]};
        await remarkTransformExample()(tree, {path: path.join(root, 'versioned_docs/version-4.x/x.md'), cwd: root});
        const shown = attributes(tree.children[0]);
        expect([shown.wxml, shown.wxss, shown.tailwindCss, shown.version]).toEqual([recorded.wxml, recorded.wxss, recorded.tailwindCss, '4.12.0']);
      }
      expect(warn).not.toHaveBeenCalled();
      const template = '<view class="w-[321px]">未记录</view>';
      for (const page of ['a', 'a', 'b']) {
        const tree: Root = {type: 'root', children: [code('html', 'weapp-transform="rem2rpx"', template)]};
        await remarkTransformExample()(tree, {path: path.join(root, `versioned_docs/version-4.x/${page}.md`), cwd: root});
        expect(attributes(tree.children[0]).wxss).toBe((await transformExample(template, {rem2rpx: true})).wxss);
      }
      // Once per page and fence.
      expect(warn.mock.calls.map(([message]) => String(message).match(/version-4\.x\/\w+\.md/)?.[0])).toEqual(['version-4.x/a.md', 'version-4.x/b.md']);
      expect(warn.mock.calls[0]?.[0]).toMatch(/no output recorded with the installed weapp-tailwindcss 4\.12\.0 and tailwindcss [\d.]+.*record-transforms\.ts --line 4/);
    } finally {
      warn.mockRestore();
    }
  });

  it('fails on a 5.x example with no recording, and on a page about both lines that does not name the line', async () => {
    const unrecorded: Root = {type: 'root', children: [code('html', 'weapp-transform', '<view class="w-[123px]">new</view>')]};
    await expect(async () => remarkTransformExample()(unrecorded, {path: path.join(root, 'docs/x.md'), cwd: root})).rejects.toThrow(/docs\/x\.md: this 5\.x weapp-transform fence has no recorded output/);
    const unnamed: Root = {type: 'root', children: [code('html', 'weapp-transform', '<view class="p-4">x</view>')]};
    await expect(async () => remarkTransformExample()(unnamed, {path: path.join(root, 'docs/principle/x.md'), cwd: root})).rejects.toThrow(/about both lines/);
  });

  it('refuses the playground meta on a fence that is not a template', async () => {
    const tree: Root = {type: 'root', children: [code('css', 'playground', '.a { @apply p-4; }')]};
    await expect(async () => remarkTransformExample()(tree, {path: 'docs/x.md'})).rejects.toThrow(/docs\/x\.md.*html or wxml/);
  });
});
