// page-markdown renders a page from the tree Docusaurus's MDX loader parsed (src/plugins/page-markdown/captureTrees.ts)
// when that tree was parsed from the text page-markdown would parse itself: the Markdown must be what parsing it
// again gives. The pages here are compiled by the MDX loader's own compileToJSX, as the build compiles them.
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
// eslint-disable-next-line import-x/no-extraneous-dependencies -- the installed core's own MDX loader, the one the build runs
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils';
import type {Options} from '@docusaurus/mdx-loader/lib/options';
import type {PluggableList} from 'unified';
import {afterAll, describe, expect, it} from 'vitest';
import {blog} from '../../config/blog';
import {docs} from '../../config/docs';
import {remarkPlugins} from '../../config/remark';
import {closeTreeChannel, openTreeChannel, withTreeCapture} from '../../src/plugins/page-markdown/captureTrees';
import {pageText} from '../../src/plugins/page-markdown/node/render';
import {renderAll, type RenderJob} from '../../src/plugins/page-markdown/node/renderAll';
import {treeInbox, type TreeOf} from '../../src/plugins/page-markdown/node/treeInbox';

const dir = mkdtempSync(path.join(tmpdir(), 'page-markdown-trees-'));
const readText = (file: string) => readFileSync(file, 'utf8');
const write = (name: string, content: string) => {
  writeFileSync(path.join(dir, name), content);
  return path.join(dir, name);
};
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const mdx = write(
  'page.mdx',
  [
    '---',
    'title: 页面',
    '---',
    '',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '## 安装 {#install}',
    '',
    '<kbd>Ctrl</kbd> <kbd>K</kbd>',
    '',
    '<Tabs>',
    '  <TabItem value="a" label="甲">',
    '',
    '```bash npm2yarn',
    'npm install weapp-tailwindcss',
    '```',
    '',
    '  </TabItem>',
    '</Tabs>',
    '',
    ':::tip[标题]',
    '',
    '提示 {\' \'} 段落。<!-- 注释 -->',
    '',
    ':::',
    '',
    '<!-- truncate -->',
    '',
    '| 列 | 值 |',
    '| --- | --- |',
    '| a | `b` |',
    '',
  ].join('\n'),
);
const md = write('page.md', ['# 标题 {#top}', '', '<!-- 注释 -->', '', '段落 <b>粗</b><!-- 行内注释 --> www.example.com', '', ':::note', '', '备注。', '', ':::', ''].join('\n'));
write('_part.mdx', '片段。\n');
const withPartial = write('partial.mdx', "import Part from './_part.mdx';\n\n# 有片段\n\n<Part />\n");

// The docs plugin's MDX loader options, as far as parsing goes: the site's remark plugins, the tree capture first.
const options = {
  markdownConfig: {...DEFAULT_MARKDOWN_CONFIG, format: 'detect'},
  admonitions: true,
  siteDir: dir,
  staticDirs: [],
  beforeDefaultRemarkPlugins: [withTreeCapture(() => () => undefined)],
  remarkPlugins: [],
} as unknown as Options;
const compile = (filePath: string, fileContent: string, compileOptions = options, frontMatter: Record<string, unknown> = {}) =>
  compileToJSX({filePath, fileContent, frontMatter, options: compileOptions, compilerName: 'client'});

const job: RenderJob = {
  pages: [mdx, md, withPartial].map((file, index) => ({route: `/docs/p${index}`, title: `页 ${index}`, file, markdown: readText(file)})),
  siteUrl: 'https://example.com',
  sourceRoutes: [],
};

/** `treeOf`, and the files it gave a tree for. */
function recordingReuse(treeOf: TreeOf): {recording: TreeOf; reused: string[]} {
  const reused: string[] = [];
  const recording: TreeOf = async (file, text, asMdx) => {
    const tree = await treeOf(file, text, asMdx);
    if (tree) reused.push(file);
    return tree;
  };
  return {recording, reused};
}

describe('page-markdown and the MDX loader\'s trees', () => {
  it('renders a page from the tree the MDX loader parsed from its text, as parsing it again would', async () => {
    const treeOf = treeInbox(openTreeChannel());
    // A blog post's list pages compile it truncated: that tree is of another text and must not serve the page.
    const mdxText = readText(mdx);
    await compile(mdx, mdxText.slice(0, mdxText.indexOf('<!-- truncate -->')));
    for (const file of [mdx, md, withPartial]) await compile(file, readText(file));
    closeTreeChannel();
    const {recording, reused} = recordingReuse(treeOf);
    const fromTrees = await renderAll(job, [...remarkPlugins] as PluggableList, recording);
    // The page with a partial is parsed with the partial's text in it, which the MDX loader never parses.
    expect(reused.sort()).toEqual([md, mdx].sort());
    expect(fromTrees).toEqual(await renderAll(job, [...remarkPlugins] as PluggableList));
    expect(fromTrees.rendered[0]?.markdown).toContain('pnpm add weapp-tailwindcss');
  }, 60_000);

  it('gets the trees of the docs and the blog as the site configures their MDX loader', async () => {
    for (const config of [docs, blog]) {
      const treeOf = treeInbox(openTreeChannel());
      await compile(md, readText(md), {...options, beforeDefaultRemarkPlugins: config.beforeDefaultRemarkPlugins} as unknown as Options);
      closeTreeChannel();
      // The loader parses the text with `{#top}` escaped, as page-markdown does.
      await expect(treeOf(md, pageText({route: '/docs/p1', title: '页 1', file: md, markdown: readText(md)}).text, false)).resolves.toMatchObject({type: 'root'});
    }
  });

  it('parses every page once the compilation has ended without their trees', async () => {
    const treeOf = treeInbox(openTreeChannel());
    closeTreeChannel();
    await expect(treeOf(md, readText(md), false)).resolves.toBeUndefined();
  });

  it('parses a page itself when the MDX loader parsed it in the other format (front matter `mdx.format`)', async () => {
    const forced = write('forced.md', ['---', 'mdx:', '  format: mdx', '---', '', '值是 {1 + 1}，<kbd>新</kbd> 结束。', ''].join('\n'));
    const forcedJob: RenderJob = {...job, pages: [{route: '/docs/forced', title: '格式', file: forced, markdown: readText(forced)}]};
    const treeOf = treeInbox(openTreeChannel());
    await compile(forced, readText(forced), options, {mdx: {format: 'mdx'}});
    closeTreeChannel();
    const {recording, reused} = recordingReuse(treeOf);
    const rendered = await renderAll(forcedJob, [...remarkPlugins] as PluggableList, recording);
    expect(reused).toEqual([]);
    expect(rendered.rendered[0]?.markdown).toContain('值是 {1 + 1}');
  });
});
