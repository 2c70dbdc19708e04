import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {PluggableList} from 'unified';
import {describe, expect, it} from 'vitest';
import {remarkPlugins} from '../../config/remark';
import {llmsFullTxt, llmsTxt} from '../../src/plugins/page-markdown/node/llms';
import {renderPageMarkdown} from '../../src/plugins/page-markdown/node/render';

const siteUrl = 'https://tw.icebreaker.top';
const dir = mkdtempSync(path.join(tmpdir(), 'page-markdown-'));
writeFileSync(path.join(dir, '_shared.mdx'), "---\nunused: true\n---\n\nimport Inner from './_inner.mdx';\n\n共享片段里的段落，链接到 [配置项](/docs/options)。\n\n<Inner />\n");
writeFileSync(path.join(dir, '_inner.mdx'), '嵌套片段的段落。\n');

const page = `---
title: 示例页面
description: 用来检查 Markdown 输出的页面
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Shared from './_shared.mdx';

引言段落{' '}见 [快速开始](/docs/quick-start/this-plugin#node-version)与[下文](#install)。

## 安装 {#install}

\`\`\`bash npm2yarn
npm install -D weapp-tailwindcss@4
\`\`\`

段落之后的片段。

<Shared />

<Tabs>
  <TabItem value="vite" label="Vite 项目">

\`\`\`ts title="vite.config.ts" partial verify="weapp-vite-v4"
// highlight-next-line
export default {}
\`\`\`

  </TabItem>
  <TabItem value="webpack">

webpack 的说明。

  </TabItem>
</Tabs>

:::tip

默认标题的提示。

:::

:::warning[自定义标题]

带标题的警告。

:::

{/* 读者看不到的注释 */}

<!-- truncate -->

<VerifiedGuide unverifiable="uni-app-x-app" />

| 列 | 值 |
| --- | --- |
| a | b |

![流程](./assets/flow.svg)

\`\`\`html weapp-transform="4 rem2rpx"
<view class="w-[10px] p-4"></view>
\`\`\`
`;

async function render(markdown: string, file = path.join(dir, 'page.mdx')) {
  return renderPageMarkdown(
    {title: '示例页面', route: '/docs/example', file, markdown},
    {siteUrl, remarkPlugins: [...remarkPlugins] as PluggableList, fileUrl: (asset) => (asset === path.join(dir, 'assets/flow.svg') ? '/assets/images/flow-0123abcd.svg' : undefined)},
  );
}

describe('a page as Markdown', () => {
  it('renders what the reader sees: title, partials, tabs, admonitions, transform output, absolute links', async () => {
    const {markdown} = await render(page);
    expect(markdown.startsWith('# 示例页面\n\n引言段落 见 [快速开始](https://tw.icebreaker.top/docs/quick-start/this-plugin#node-version)与[下文](https://tw.icebreaker.top/docs/example#install)。\n')).toBe(true);
    expect(markdown).toContain('## 安装\n');
    expect(markdown).not.toMatch(/\{#install\}|^import |<Tabs|<TabItem|<Shared|:::|truncate|读者看不到|unused|npm2yarn|partial|verify=|highlight-/m);
    // npm2yarn: one labelled section per package manager.
    expect(markdown).toContain('**npm**\n\n```bash\nnpm install -D weapp-tailwindcss@4\n```\n\n**Yarn**\n\n```bash\nyarn add --dev weapp-tailwindcss@4\n```\n\n**pnpm**\n\n```bash\npnpm add -D weapp-tailwindcss@4\n```');
    // A partial inside a partial; the import lines of both are gone.
    expect(markdown).toContain('共享片段里的段落，链接到 [配置项](https://tw.icebreaker.top/docs/options)。\n\n嵌套片段的段落。');
    // Tabs: the label, or the value when a tab has none; a fence keeps its title only.
    expect(markdown).toContain('**Vite 项目**\n\n```ts title="vite.config.ts"\nexport default {}\n```\n\n上面的代码中高亮显示的行：第 1 行。\n\n**webpack**\n\nwebpack 的说明。');
    expect(markdown).toContain('> **提示**\n>\n> 默认标题的提示。');
    expect(markdown).toContain('> **自定义标题**\n>\n> 带标题的警告。');
    expect(markdown).toContain('![流程](https://tw.icebreaker.top/assets/images/flow-0123abcd.svg)');
    expect(markdown).toMatch(/\n未能在本站的构建环境中验证：.+（\[兼容性矩阵\]\(https:\/\/tw\.icebreaker\.top\/docs\/quick-start\/compatibility#uni-app-x-app\)）\n/);
    expect(markdown).toContain('| 列 | 值 |\n| - | - |\n| a | b |');
    expect(markdown).toContain('转换示例（weapp-tailwindcss 4.12.0 的实际输出），已开启：`rem2rpx`。CSS 按 browserslist 的 `defaults` 生成，即项目没有配置 browserslist 时的目标浏览器。\n\n```html title="你写的模板"\n<view class="w-[10px] p-4"></view>\n```');
    expect(markdown).toContain('**转换后的 WXML**\n\n```html\n<view class="w-_b10px_B p-4"></view>\n```');
    expect(markdown).toMatch(/\*\*生成的 WXSS\*\*\n\n```css\n[\s\S]*padding: 32rpx;/);
    expect(markdown).toMatch(/\*\*Tailwind 原始 CSS\*\*\n\n```css\n[\s\S]*\.w-\\\[10px\\\]/);
  });

  describe('highlighted lines, which the copy cannot colour, are listed after the block', () => {
    const body = async (markdown: string) => (await render(markdown)).markdown.replace(/^# 示例页面\n\n/, '');
    const note = (lines: string) => `\n\n上面的代码中高亮显示的行：${lines}。\n`;

    it('from a range in the meta: the code as written, the lines merged into runs', async () => {
      const fence = '```js title="a.js" {1,3-4,6} verify="x"\nconst a = 1\nconst b = 2\nconst c = 3\nconst d = 4\nconst e = 5\nconst f = 6\n```\n';
      expect(await body(fence)).toBe(`\`\`\`js title="a.js"\nconst a = 1\nconst b = 2\nconst c = 3\nconst d = 4\nconst e = 5\nconst f = 6\n\`\`\`${note('第 1、3–4、6 行')}`);
      expect(await body('```js {4,1-2,3,9}\na\nb\nc\nd\n```\n')).toBe(`\`\`\`js\na\nb\nc\nd\n\`\`\`${note('第 1–4 行')}`);
    });

    it('from magic comments: the comments removed, the lines counted without them', async () => {
      const fence = ['```ts', 'const a = 1', '// highlight-next-line', 'const b = 2', 'const c = 3', '/* highlight-start */', 'const d = 4', 'const e = 5', '// highlight-end', 'const f = 6', '```', ''].join('\n');
      expect(await body(fence)).toBe(`\`\`\`ts\nconst a = 1\nconst b = 2\nconst c = 3\nconst d = 4\nconst e = 5\nconst f = 6\n\`\`\`${note('第 2、4–5 行')}`);
      expect(await body('```html\n<!-- highlight-next-line -->\n<view></view>\n```\n')).toBe(`\`\`\`html\n<view></view>\n\`\`\`${note('第 1 行')}`);
      expect(await body('```bash\n# highlight-next-line\nnpm run dev\n```\n')).toBe(`\`\`\`bash\nnpm run dev\n\`\`\`${note('第 1 行')}`);
    });

    it('as the site draws them: a comment in another language’s syntax, or beside a meta range, is code', async () => {
      expect(await body('```bash\n// highlight-next-line\nnpm run dev\n```\n')).toBe('```bash\n// highlight-next-line\nnpm run dev\n```\n');
      expect(await body('```js {2}\n// highlight-next-line\nconst a = 1\n```\n')).toBe(`\`\`\`js\n// highlight-next-line\nconst a = 1\n\`\`\`${note('第 2 行')}`);
    });

    it('no note for a block without highlights', async () => {
      expect(await body('```css title="app.css"\n@import "tailwindcss";\n```\n')).toBe('```css title="app.css"\n@import "tailwindcss";\n```\n');
    });
  });

  it('keeps a page’s own h1 as its title and nests the page under an h2 in a longer file', async () => {
    const {markdown, section} = await render('# 自己的标题\n\n正文。\n\n## 小节\n\n内容。\n', path.join(dir, 'own.md'));
    expect(markdown).toBe('# 自己的标题\n\n正文。\n\n## 小节\n\n内容。\n');
    expect(section).toBe('## 自己的标题\n\n正文。\n\n### 小节\n\n内容。\n');
  });

  it('in a longer file moves only the page’s top-level headings one level down, not those in admonitions, quotes or lists', async () => {
    const {markdown, section} = await render('# 标题\n\n:::tip\n\n### 提示里的标题\n\n:::\n\n> ## 引用里的标题\n\n- ### 列表里的标题\n\n## 小节\n', path.join(dir, 'nested.md'));
    expect(section).toBe(markdown.replace('# 标题', '## 标题').replace('\n## 小节', '\n### 小节'));
    expect(section).toContain('\n> ### 提示里的标题\n');
    expect(section).toContain('\n> ## 引用里的标题\n');
    expect(section).toContain('\n- ### 列表里的标题\n');
  });

  it('does the same for a page with a heading of two lines (written underlined, so stringified once per depth)', async () => {
    const {markdown, section} = await render('# 标题\n\n第一行\n第二行\n---\n\n> ## 引用里的标题\n', path.join(dir, 'setext.md'));
    expect(markdown).toBe('# 标题\n\n第一行\n第二行\n---\n\n> ## 引用里的标题\n');
    expect(section).toBe('## 标题\n\n### 第一行&#xA;第二行\n\n> ## 引用里的标题\n');
  });

  it('keeps a page’s own private-use character that render.ts uses to mark heading depths', async () => {
    const {markdown, section} = await render('# 标题\n\n正文里有 \uE0002 这个字符。\n\n## 小节\n', path.join(dir, 'mark.md'));
    expect(markdown).toBe('# 标题\n\n正文里有 \uE0002 这个字符。\n\n## 小节\n');
    expect(section).toBe('## 标题\n\n正文里有 \uE0002 这个字符。\n\n### 小节\n');
  });
});

describe('llms.txt and llms-full.txt', () => {
  const files = {title: '文档', description: '站点简介', version: '5.3.4', rootContent: '说明段落。'};
  const intro = {title: '简介', description: '第一页\n的描述', markdownUrl: `${siteUrl}/docs/intro.md`, section: '## 简介\n\n正文。\n'};
  const oldIntro = {title: '简介', description: '', markdownUrl: `${siteUrl}/docs/4.x/intro.md`, section: '## 简介\n\n旧版正文。\n'};
  const groups = [
    {title: '5.x 文档', pages: [intro]},
    {title: '博客', pages: []},
    {title: '4.x 文档', pages: [oldIntro]},
  ];

  it('lists each page’s Markdown file under its group, skips empty groups, and joins the pages', () => {
    expect(llmsTxt(files, groups)).toBe(
      `# 文档\n\n> 站点简介\n>\n> Version: 5.3.4\n\n说明段落。\n\n## 5.x 文档\n\n- [简介](${siteUrl}/docs/intro.md): 第一页 的描述\n\n## 4.x 文档\n\n- [简介](${siteUrl}/docs/4.x/intro.md)\n`,
    );
    expect(llmsFullTxt(files, groups)).toBe('# 文档\n\n> 站点简介\n>\n> Version: 5.3.4\n\n## 简介\n\n正文。\n\n## 简介\n\n旧版正文。\n');
  });
});
