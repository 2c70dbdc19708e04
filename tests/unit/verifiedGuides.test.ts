import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {inlinePartials, installSpecs, markedBlocksInText, stackBlocks} from '../../scripts/verify-guides/extract.mjs';
import {STACKS} from '../../scripts/verify-guides/stacks.mjs';
import {markdownFiles} from '../../scripts/lib/markdown-files.mjs';
import verifiedGuides from '../../src/data/verified-guides.json';

// No network here: `npm run verify:guides` does the real builds. These tests keep the pages and the
// command in step: every stack finds the files it builds on its page, and every page that shows a
// "verified" note has a passing record.
type VerifiedRecord = {stack: string; page: string; result: string; frameworkVersion: string; weappTailwindcss: string; tailwindcss: string; date: string};
const records: Partial<Record<string, VerifiedRecord>> = verifiedGuides;

describe('verify:guides stacks', () => {
  it('cover the required stacks', () => {
    expect(STACKS.map((stack) => stack.id)).toEqual(
      expect.arrayContaining(['weapp-vite-v4', 'uni-app-vite-v4', 'taro-webpack-v4', 'uni-app-vite-v3']),
    );
  });

  for (const stack of STACKS) {
    describe(stack.id, () => {
      const blocks = stackBlocks(stack);

      it(`finds every file it builds on ${(stack.pages ?? [stack.page]).join(' + ')}`, () => {
        const titles = blocks.map((block) => block.title).filter(Boolean);
        expect(titles).toEqual(expect.arrayContaining(stack.requiredFiles));
      });

      it('finds the packages the guide installs', () => {
        const names = installSpecs(blocks).map((spec) => spec.replace(/(?<=.)@.*$/, ''));
        expect(names).toEqual(expect.arrayContaining(['weapp-tailwindcss', 'tailwindcss']));
      });

      it('marks no file twice and parses every JSON block', () => {
        const titles = blocks.map((block) => block.title).filter((title) => title !== undefined && title !== 'package.json');
        expect(new Set(titles).size).toBe(titles.length);
        for (const block of blocks.filter((b) => b.title?.endsWith('.json'))) expect(() => JSON.parse(block.code)).not.toThrow();
      });
    });
  }
});

describe('extractor', () => {
  it('reads verify lists, titles and indented blocks', () => {
    const text = [
      '<TabItem>',
      '',
      '  ```ts title="vite.config.ts" {1,3} verify="a-v4 b-v4"',
      '  export default {}',
      '  ```',
      '',
      '</TabItem>',
      '',
      '```bash npm2yarn verify="a-v4"',
      'npm install -D tailwindcss@4.3.3 @tailwindcss/postcss weapp-tailwindcss',
      '```',
      '',
      '```css title="src/app.css"',
      "@import 'weapp-tailwindcss';",
      '```',
    ].join('\n');
    const blocks = markedBlocksInText('fixture.mdx', text);
    expect(blocks.map((b) => [b.title, b.stacks, b.code])).toEqual([
      ['vite.config.ts', ['a-v4', 'b-v4'], 'export default {}\n'],
      [undefined, ['a-v4'], 'npm install -D tailwindcss@4.3.3 @tailwindcss/postcss weapp-tailwindcss\n'],
    ]);
    expect(installSpecs(blocks.map((b) => ({...b, stack: 'a-v4'})))).toEqual(['tailwindcss@4.3.3', '@tailwindcss/postcss', 'weapp-tailwindcss']);
  });

  it('inlines imported partials where the page uses them', () => {
    const text = inlinePartials(path.resolve('docs/quick-start/v4/weapp-vite.mdx'));
    expect(text).not.toMatch(/<Patch\s*\/>/);
    expect(text).toContain('"postinstall": "weapp-tw patch"');
  });
});

describe('<VerifiedGuide> notes', () => {
  const docs = markdownFiles('docs', {skipDirs: ['api', 'api-v2']});
  const notes = docs.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<VerifiedGuide\s+stack="([^"]+)"\s*\/>/g)].map((match) => ({
      page: path.relative(process.cwd(), file).split(path.sep).join('/'),
      stack: match[1],
    })),
  );

  it('are placed on the verified guides', () => {
    expect(notes.length).toBeGreaterThan(0);
  });

  it.each(notes)('$page shows $stack only with a passing record for that page', ({page, stack}) => {
    const record = records[stack];
    expect(record, `no record for ${stack} in src/data/verified-guides.json`).toBeDefined();
    expect(record?.result).toBe('pass');
    expect(record?.page).toBe(page);
    expect(record?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(STACKS.find((s) => s.id === stack)?.page).toBe(page);
  });
});
