// The scripts that read the site's code blocks (the recorded transform examples, the checked code samples and install
// commands, the verified guides) find them with a line scan; the build finds them by parsing. A block the scan misses
// is a block nothing checks, so the scan must find what the parser finds, with the same code.
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import type {Code} from 'mdast';
import {describe, expect, it} from 'vitest';
import {markdownFences} from '../../scripts/lib/fences.mjs';

const page = [
  '# 标题',
  '',
  '```html weapp-transform',
  '<view class="p-[13px]">一</view>',
  '```',
  '',
  '- 列表里：',
  '',
  '  ```bash npm2yarn',
  '  npm install -D weapp-tailwindcss@5',
  '  ```',
  '',
  '> 引用里：',
  '>',
  '> ```html weapp-transform="4 px2rpx"',
  '> <view class="w-[10px]">',
  '>',
  '>   二',
  '> </view>',
  '> ```',
  '',
  '> > 两层引用：',
  '> > ~~~ts title="a.ts"',
  "> > import {UnifiedViteWeappTailwindcssPlugin} from 'weapp-tailwindcss/vite'",
  '> > ~~~',
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
].join('\n');

/** What remark gives the build for each code block: language, meta and code. */
function parsedFences(text: string) {
  const fences: {lang: string; meta: string; code: string}[] = [];
  visit(unified().use(remarkParse).use(remarkMdx).parse(text), 'code', (node: Code) => {
    fences.push({lang: node.lang ?? '', meta: node.meta ?? '', code: node.value});
  });
  return fences;
}

describe('markdownFences', () => {
  it('finds every code block remark finds, in blockquotes, lists and JSX too, with the same code', () => {
    const scanned = markdownFences(page).map(({lang, meta, code}) => ({lang, meta: meta.trim(), code}));
    expect(parsedFences(page)).toHaveLength(5);
    expect(scanned).toEqual(parsedFences(page));
  });

  it('gives the line each block opens on and the span it takes', () => {
    const fences = markdownFences(page);
    expect(fences.map(({line}) => line)).toEqual([3, 9, 15, 23, 30]);
    for (const {start, end} of fences) expect(page.slice(start, end)).toMatch(/^[ >]*(`{3,}|~{3,})[\s\S]*\1$/);
  });
});
