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
import {installCommandsInFile} from '../../scripts/lib/install-commands.mjs';

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
    expect(parsedFences(page, format)).toHaveLength(9);
    expect(scanned(page)).toEqual(parsedFences(page, format));
  });

  it('reads a text with CRLF line ends as remark does', () => {
    const crlf = page.replaceAll('\n', '\r\n');
    expect(scanned(crlf)).toEqual(parsedFences(crlf, 'md'));
  });

  it('gives the line each block opens on and the span it takes', () => {
    const fences = markdownFences(page);
    expect(fences.map(({line}) => line)).toEqual([3, 10, 16, 23, 32, 36, 40, 46, 55]);
    expect(page.slice(fences[3].start, fences[3].end)).toBe(page.split('\n').slice(22, 29).join('\n'));
    expect(page.slice(fences[5].start, fences[5].end)).toBe('> ```c++\n> int x;');
    expect(page.slice(fences[8].start, fences[8].end)).toBe('```js 没有闭合\nconst a = 1;');
  });
});

describe('installCommandsInFile', () => {
  it('reads the commands of a quoted block and gives each its own line', () => {
    const text = [
      '# 安装',
      '',
      '> ```bash npm2yarn',
      '> npm i -D weapp-tailwindcss@5',
      '> npm i -D tailwindcss@4 \\',
      '>   postcss',
      '> npm i -D sass',
      '> ```',
      '',
      '也可以 `pnpm add -D weapp-tailwindcss@5`',
    ].join('\n');
    expect(installCommandsInFile('docs/a.md', text).map(({line, command, tabs}) => [line, command, tabs])).toEqual([
      [4, 'npm i -D weapp-tailwindcss@5', true],
      [5, 'npm i -D tailwindcss@4 postcss', true],
      [7, 'npm i -D sass', true],
      [10, 'pnpm add -D weapp-tailwindcss@5', false],
    ]);
  });
});
