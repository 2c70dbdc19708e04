import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {inlinePartials, installSpecs, markedBlocksInText, stackBlocks} from '../../scripts/verify-guides/extract.mjs';
import {STACKS} from '../../scripts/verify-guides/stacks.mjs';
import {docsMarkdownFiles, markdownFiles} from '../../scripts/lib/markdown-files.mjs';
import verifiedGuides from '../../src/data/verified-guides.json';
import unverifiable from '../../src/data/unverifiable-guides.json';
import {installCommandsInFile} from '../../scripts/lib/install-commands.mjs';
import {verifiedGuideNote} from '../../src/data/verifiedGuides';

// No network here: `npm run verify:guides` does the real builds. These tests keep the pages and the
// command in step: every stack finds the files it builds on its page, and every page that shows a
// "verified" note has a passing record.
type VerifiedRecord = {stack: string; page: string; result: string; frameworkVersion: string; weappTailwindcss: string; tailwindcss: string; date: string};
const records: Partial<Record<string, VerifiedRecord>> = verifiedGuides;
const unverifiableGuides: Partial<Record<string, {page: string; reason: string}>> = unverifiable;

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
    const text = inlinePartials(path.resolve('versioned_docs/version-4.x/quick-start/v4/weapp-vite.mdx'));
    expect(text).not.toMatch(/<Patch\s*\/>/);
    expect(text).toContain('"postinstall": "weapp-tw patch"');
  });
});

describe('<VerifiedGuide> notes', () => {
  const docs = docsMarkdownFiles(process.cwd());
  const notes = docs.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<VerifiedGuide\s+stack="([^"]+)"[^>]*\/>/g)].map((match) => ({
      page: path.relative(process.cwd(), file).split(path.sep).join('/'),
      stack: match[1],
    })),
  );

  it('are placed on the verified guides', () => {
    expect(notes.length).toBeGreaterThan(0);
  });

  it.each(notes)('$page shows $stack only with a passing record, on a page that carries its blocks', ({page, stack}) => {
    const record = records[stack];
    expect(record, `no record for ${stack} in src/data/verified-guides.json`).toBeDefined();
    expect(record?.result).toBe('pass');
    expect(record?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const definition = STACKS.find((s) => s.id === stack);
    expect(record?.page).toBe(definition?.page);
    // The stack's own pages, or a page that shows the same marked blocks through a shared partial.
    const ownPages = definition?.pages ?? [definition?.page];
    expect(ownPages.includes(page) || markedBlocksInText(page, inlinePartials(page)).some((block) => block.stacks.includes(stack))).toBe(true);
  });
});

describe('a guide told on several pages', () => {
  const multiPage = STACKS.filter((stack) => (stack.pages?.length ?? 0) > 1);

  it('exists (the native weapp-vite guide)', () => {
    expect(multiPage.map((stack) => stack.id)).toContain('native-weapp-vite-v4');
  });

  it.each(multiPage)('$id: each of its pages says the pages were built together and links the matrix row', (stack) => {
    for (const page of stack.pages ?? []) {
      const together = new RegExp(`<VerifiedGuide\\s+stack="${stack.id}"\\s+together="([^"]+)"\\s*/>`).exec(readFileSync(page, 'utf8'))?.[1];
      expect(together, `${page} has no note for ${stack.id} naming the other page`).toBeDefined();
      const note = verifiedGuideNote({stack: stack.id, together});
      expect(note?.lead).toMatch(new RegExp(`^本页与${together}的配置一起在 `));
      expect(note?.row).toBe(`/docs/quick-start/compatibility#${stack.id}`);
    }
  });
});

describe('setup pages', () => {
  // Every page that walks a reader through setting weapp-tailwindcss up: the framework pages, and any page under
  // docs/quick-start (or the uni-app x install page) with a command that installs the plugin. this-plugin.mdx is
  // the step each v3 guide repeats on its own page; its command is held by tests/unit/installPins.test.ts.
  const v4 = 'versioned_docs/version-4.x';
  const stepPages = new Set([`${v4}/quick-start/this-plugin.mdx`]);
  const candidates = [...markdownFiles(`${v4}/quick-start`), `${v4}/uni-app-x/install.mdx`]
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !path.basename(file).startsWith('_') && !stepPages.has(file) && file !== `${v4}/quick-start/frameworks/api.md`);
  const installsPlugin = (file: string) =>
    installCommandsInFile(file, inlinePartials(file)).some((command) => command.packages.some(({name}) => name === 'weapp-tailwindcss'));
  const setupPages = candidates.filter((file) => file.startsWith(`${v4}/quick-start/frameworks/`) || installsPlugin(file));

  it('are found', () => {
    expect(setupPages).toEqual(expect.arrayContaining([`${v4}/quick-start/v4/taro-vite.mdx`, `${v4}/quick-start/frameworks/rax.mdx`, `${v4}/uni-app-x/install.mdx`]));
  });

  it.each(setupPages)('%s has a passing record or says why it cannot be verified here', (page) => {
    const text = readFileSync(page, 'utf8');
    const stacks = [...text.matchAll(/<VerifiedGuide\s+stack="([^"]+)"/g)].map((match) => match[1]);
    const reasons = [...text.matchAll(/<VerifiedGuide\s+unverifiable="([^"]+)"/g)].map((match) => match[1]);
    expect(stacks.length + reasons.length, `${page} has no <VerifiedGuide> note`).toBeGreaterThan(0);
    for (const stack of stacks) expect(records[stack]?.result, stack).toBe('pass');
    for (const id of reasons) expect(unverifiableGuides[id]?.page, id).toBe(page);
  });

  it('every marked block names a stack that exists', () => {
    const known = new Set(STACKS.map((stack) => stack.id));
    const unknown = docsMarkdownFiles(process.cwd()).flatMap((file) =>
      markedBlocksInText(file, readFileSync(file, 'utf8')).flatMap((block) => block.stacks.filter((stack) => !known.has(stack)).map((stack) => `${file}:${block.line} ${stack}`)),
    );
    expect(unknown).toEqual([]);
  });
});
