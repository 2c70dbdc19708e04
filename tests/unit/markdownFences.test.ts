// The scripts that read the site's code blocks (the recorded transform examples, the checked code samples and install
// commands, the verified guides) find them with a line scan; the build finds them by parsing. A block the scan misses
// is a block nothing checks, so the scan must find what the parser finds, with the same code, on .md and .mdx pages.
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import type {Code} from 'mdast';
import {describe, expect, it} from 'vitest';
import {markdownFences} from '../../scripts/lib/fences.mjs';
import {extractSamples} from '../../scripts/lib/code-samples.mjs';
import {installCommandsInFile} from '../../scripts/lib/install-commands.mjs';
import {codeBlocksInText} from '../../scripts/verify-guides/extract.mjs';

const page = [
  '# 标题',
  '',
  '```html weapp-transform',
  '<view class="p-[13px]">一</view>',
  '> 这一行是代码，不是引用',
  '```',
  '',
  '- 列表里：',
  '',
  '  ```bash npm2yarn',
  '  npm install -D weapp-tailwindcss@5',
  '  ````',
  '',
  '1. ```sh',
  '   列表项的第一行就是代码块',
  '   ```',
  '',
  '列表之后：',
  '',
  '  ```sh',
  '   三个空格',
  ' 一个空格',
  '  ```',
  '',
  '> 引用里：',
  '>',
  '> ```html weapp-transform="4 px2rpx"',
  '> <view class="w-[10px]">',
  '>',
  '>\t二',
  '>a();',
  '> </view>',
  '> ```',
  '',
  '> > 两层引用：',
  '> > ~~~ts title="a.ts"',
  "> > import {UnifiedViteWeappTailwindcssPlugin} from 'weapp-tailwindcss/vite'",
  '> > ~~~',
  '',
  '> ```c++',
  '> int x;',
  '引用在这里结束，代码块也结束',
  '',
  '```',
  '```',
  '',
  '<Tabs>',
  '  <TabItem value="a">',
  '',
  '  ````md',
  '  ```js',
  '  内层',
  '  ```',
  '  ````',
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
  '```js 没有闭合',
  'const a = 1;',
].join('\n');

/** What remark gives the build for each code block: language, meta and code. */
function parsedFences(text: string, format: 'md' | 'mdx') {
  const parser = format === 'mdx' ? unified().use(remarkParse).use(remarkMdx) : unified().use(remarkParse);
  const fences: {lang: string; meta: string; code: string}[] = [];
  visit(parser.parse(text), 'code', (node: Code) => {
    fences.push({lang: node.lang ?? '', meta: node.meta ?? '', code: node.value});
  });
  return fences;
}

const scanned = (text: string) => markdownFences(text).map(({lang, meta, code}) => ({lang, meta, code}));

describe('markdownFences', () => {
  it.each(['md', 'mdx'] as const)('finds every code block remark finds in a .%s page, with the same code', (format) => {
    expect(parsedFences(page, format)).toHaveLength(10);
    expect(scanned(page)).toEqual(parsedFences(page, format));
  });

  it('ends a block left open at the end of the text as remark does', () => {
    for (const text of ['```js\na();\n', '```js\na();\n\n', '> ```js\n> a();\n']) expect(scanned(text)).toEqual(parsedFences(text, 'md'));
  });

  it('reads a text with CRLF line ends as remark does', () => {
    const crlf = page.replaceAll('\n', '\r\n');
    expect(scanned(crlf)).toEqual(parsedFences(crlf, 'md'));
  });

  it('gives the line each block opens on and the span it takes', () => {
    const fences = markdownFences(page);
    expect(fences.map(({line}) => line)).toEqual([3, 10, 14, 20, 27, 36, 40, 44, 50, 59]);
    expect(page.slice(fences[4].start, fences[4].end)).toBe(page.split('\n').slice(26, 33).join('\n'));
    expect(page.slice(fences[6].start, fences[6].end)).toBe('> ```c++\n> int x;');
    expect(page.slice(fences[9].start, fences[9].end)).toBe('```js 没有闭合\nconst a = 1;');
  });
});

describe('installCommandsInFile', () => {
  it('reads the commands of a quoted block and gives each its own line', () => {
    // Line 5 ends in a continuation: the command after it is still on line 7.
    const quotedInstall = ['> ```bash npm2yarn', '> npm i -D weapp-tailwindcss@5', '> npm i -D tailwindcss@4 \\', '>   postcss', '> npm i -D sass', '> ```'];
    const text = `# 安装\n\n${quotedInstall.join('\n')}\n\n也可以 \`pnpm add -D weapp-tailwindcss@5\``;
    expect(installCommandsInFile('docs/a.md', text).map(({line, command, tabs}) => [line, command, tabs])).toEqual([
      [4, 'npm i -D weapp-tailwindcss@5', true],
      [5, 'npm i -D tailwindcss@4 postcss', true],
      [7, 'npm i -D sass', true],
      [10, 'pnpm add -D weapp-tailwindcss@5', false],
    ]);
  });
});

describe('the other readers of code blocks', () => {
  const quoted = ['> 引用里的示例：', '>', '> ```ts title="vite.config.ts" verify="weapp-vite-5x"', "> import {UnifiedViteWeappTailwindcssPlugin} from 'weapp-tailwindcss/vite'", '> ```', ''].join('\n');

  it('the code-sample check reads a quoted sample', () => {
    expect(extractSamples('docs/a.md', quoted).map(({line, code}) => [line, code])).toEqual([
      [3, "import {UnifiedViteWeappTailwindcssPlugin} from 'weapp-tailwindcss/vite'"],
    ]);
  });

  it('the verified guides read a quoted block', () => {
    expect(codeBlocksInText('docs/a.md', quoted).map(({line, stacks}) => [line, stacks])).toEqual([[3, ['weapp-vite-5x']]]);
  });
});
