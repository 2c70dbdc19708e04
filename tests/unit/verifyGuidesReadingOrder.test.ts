import {describe, expect, it} from 'vitest';
import {blameLine, blockLabel, suspectBlocks} from '../../scripts/verify-guides/blame.mjs';
import {blockKind, readingPlan, stackBlocks} from '../../scripts/verify-guides/extract.mjs';
import {generatorRegistrations, patchMentions, satisfiesLine5Node, stripComments} from '../../scripts/verify-guides/line5.mjs';
import {MUTATIONS} from '../../scripts/verify-guides/mutations.mjs';
import {applies} from '../../scripts/verify-guides/self-test.mjs';
import {STACKS} from '../../scripts/verify-guides/stacks.mjs';
import {documentedMajorOf} from '../../scripts/lib/markdown-files.mjs';
import {guideRoute} from '../../src/data/verifiedGuides';
import verifiedGuides from '../../src/data/verified-guides.json';

// No network: `npm run verify:guides` runs the steps. These tests hold the parts that decide what runs when:
// the reading order, the 5.x checks on config files and pages, and the self-test mutations for 5.x readers.

type Block = {stack: string; page: string; line: number; lang: string; title: string | undefined; code: string; meta: string};
const block = (line: number, lang: string, code: string, title?: string): Block => ({stack: 's', page: 'docs/p.mdx', line, lang, title, code: `${code}\n`, meta: title ? `title="${title}"` : ''});
const stack = {id: 's', steps: {dev: 'npm run dev', build: 'npm run build'}, line: 5 as const, files: {}, packageJson: {type: 'module'}};

const install = block(10, 'bash', 'npm install -D -E weapp-tailwindcss@5 tailwindcss@4.3.3');
const config = block(
  20,
  'ts',
  [
    "import path from 'node:path'",
    "import { WeappTailwindcss } from 'weapp-tailwindcss/vite'",
    "import { defineConfig } from 'weapp-vite'",
    '',
    'export default defineConfig({',
    '  plugins: [',
    '    WeappTailwindcss({',
    '      cssOptions: { rem2rpx: true },',
    "      cssEntries: [path.resolve(import.meta.dirname, 'src/app.css')],",
    '    }),',
    '  ],',
    '})',
  ].join('\n'),
  'weapp-vite.config.ts',
);
const entry = block(30, 'css', '@import "tailwindcss";', 'src/app.css');
const dev = block(40, 'bash', 'npm run dev');
const build = block(45, 'bash', 'npm run build');
const faqFix = block(60, 'json', '{"darkmode": true}', 'src/manifest.json');

describe('reading order', () => {
  it('classifies marked blocks: installs, the stack’s steps, files', () => {
    expect(blockKind(stack, install).kind).toBe('install');
    expect(blockKind(stack, dev)).toEqual({kind: 'step', steps: ['dev']});
    expect(blockKind(stack, entry).kind).toBe('file');
    expect(blockKind(stack, block(1, 'bash', 'npx weapp-tw patch')).problem).toContain('does not run');
    expect(blockKind(stack, block(1, 'bash', 'npm install -D x\nnpm run dev')).problem).toContain('separate blocks');
  });

  it('runs everything in the final phase when the steps come last', () => {
    const plan = readingPlan(stack, [install, config, entry, dev, build]);
    expect(plan.early).toEqual([]);
    expect(plan.markers).toEqual([dev, build]);
  });

  it('runs a step before the blocks the page shows after it, with only the blocks above it', () => {
    const plan = readingPlan(stack, [install, config, dev, build, faqFix]);
    expect(plan.early).toHaveLength(1);
    expect(plan.early[0]).toMatchObject({steps: ['dev', 'build'], stepBlocks: [dev, build], blocks: [install, config], later: [faqFix]});
  });

  it('starts a new early phase when a block stands between two steps', () => {
    const plan = readingPlan(stack, [install, dev, config, build, entry]);
    expect(plan.early.map((phase) => [phase.steps, phase.blocks])).toEqual([
      [['dev'], [install]],
      [['build'], [install, config]],
    ]);
  });

  it('blames a failing early step on the step, and an added block by its own label', () => {
    expect(blameLine('docs/p.mdx', [dev])).toBe('see docs/p.mdx:40 (bash block)');
    const added = block(20, 'js', "export default {plugins: {'@tailwindcss/postcss': {}}}", 'postcss.config.mjs');
    const suspects = suspectBlocks({
      check: 'second-generator',
      problems: ['postcss.config.mjs lists @tailwindcss/postcss as a PostCSS plugin'],
      blocks: [install, config, added],
      pageBlocks: [install, config],
    });
    expect(suspects.map(blockLabel)).toEqual(['docs/p.mdx:20 (postcss.config.mjs)']);
  });
});

describe('5.x checks', () => {
  it('finds Tailwind CSS’s own generator in config files, not in comments or weapp-tailwindcss options', () => {
    expect(generatorRegistrations('postcss.config.mjs', "export default { plugins: { '@tailwindcss/postcss': {} } }")).toEqual([
      'lists @tailwindcss/postcss as a PostCSS plugin',
    ]);
    expect(generatorRegistrations('postcss.config.js', 'module.exports = { plugins: { tailwindcss: {}, autoprefixer: {} } }')).toEqual([
      'lists tailwindcss as a PostCSS plugin',
    ]);
    expect(generatorRegistrations('vite.config.ts', "import tailwindcss from '@tailwindcss/vite'\nexport default {}")).toEqual(['imports @tailwindcss/vite']);
    expect(generatorRegistrations('mpx.config.js', "const tw = require('@tailwindcss/postcss')")).toEqual(['imports @tailwindcss/postcss']);
    expect(generatorRegistrations('postcss.config.mjs', "// 不要在这里注册 '@tailwindcss/postcss': {}\nexport default { plugins: {} }")).toEqual([]);
    expect(generatorRegistrations('gulpfile.ts', "createPlugins({ tailwindcss: { version: 4, packageName: 'tailwindcss' } })")).toEqual([]);
    expect(generatorRegistrations('package.json', JSON.stringify({postcss: {plugins: {'@tailwindcss/postcss': {}}}}))).toHaveLength(1);
    expect(stripComments("const a = 'http://x' // c\n/* b */ const b = 1")).toBe("const a = 'http://x' \n const b = 1");
  });

  it('takes Node.js 22.18+ or 24.11+ for 5.x stacks', () => {
    expect(['22.18.0', 'v22.23.5', '24.11.0', '25.0.0'].map(satisfiesLine5Node)).toEqual([true, true, true, true]);
    expect(['20.20.2', '22.12.0', '24.10.0', '23.1.0'].map(satisfiesLine5Node)).toEqual([false, false, false, false]);
  });

  it('5.x guides never mention weapp-tw patch', () => {
    // The migration page of a migrated stack names it to have it removed.
    for (const s of STACKS.filter((entry) => entry.line === 5 && !entry.from)) expect(patchMentions(s, process.cwd()), s.id).toEqual([]);
  });
});

describe('stacks and records by line', () => {
  it('a 5.x stack verifies a page of the current docs, a 4.x stack one of the 4.x docs', () => {
    for (const s of STACKS) {
      // A migrated stack (a 4.x guide upgraded by the migration page) verifies the page about both lines.
      const major = s.from ? undefined : String(s.line ?? 4);
      for (const page of s.pages ?? [s.page]) expect(documentedMajorOf(page), `${s.id}: ${page}`).toBe(major);
    }
    expect(STACKS.filter((s) => s.line === 5).every((s) => s.id.endsWith('-5x'))).toBe(true);
  });

  it('a record links to the page of its plugin line', () => {
    const records = Object.values(verifiedGuides as Record<string, {stack: string; page: string; weappTailwindcss: string}>);
    for (const record of records) {
      const major = record.weappTailwindcss.split('.')[0];
      expect(guideRoute(record.page), record.stack).toMatch(major === '5' ? /^\/docs\/(?!4\.x\/)/ : /^\/docs\/4\.x\//);
      expect(record.page, record.stack).toBe(STACKS.find((s) => s.id === record.stack)?.page);
    }
    expect(records.some((record) => record.weappTailwindcss.startsWith('5.'))).toBe(true);
  });

  it('every step a page marks is one its stack knows', () => {
    for (const s of STACKS) expect(readingPlan(s, stackBlocks(s)).problems.map(({problem}) => problem), s.id).toEqual([]);
  });
});

describe('self-test mutations for 5.x readers', () => {
  const blocks = [install, config, entry, dev, build];
  const byId = (id: string) => {
    const mutation = MUTATIONS.find((m) => m.id === id);
    if (!mutation) throw new Error(id);
    return applies(mutation, stack, blocks);
  };

  it('leave 4.x stacks alone where the mistake is only one on 5.x', () => {
    const unified = MUTATIONS.find((m) => m.id === 'unified-import');
    expect(unified && applies(unified, {...stack, line: 4}, blocks)).toBeUndefined();
  });

  it('add the PostCSS config a 4.x guide had, next to the plugin block', () => {
    const mutated = byId('tailwind-postcss-registered');
    expect(mutated?.target).toMatchObject({title: 'postcss.config.mjs', line: config.line});
    expect(mutated?.target.code).toContain("'@tailwindcss/postcss': {}");
    expect(mutated?.target.code).toContain('export default');
  });

  it('register @tailwindcss/vite before WeappTailwindcss', () => {
    const code = byId('tailwind-vite-registered')?.target.code ?? '';
    expect(code.startsWith("import tailwindcss from '@tailwindcss/vite'\n")).toBe(true);
    expect(code).toMatch(/plugins: \[\n {4}tailwindcss\(\),\n {4}WeappTailwindcss\(\{/);
  });

  it('move the entry into .scss with its references, and accept a failure naming the original block or a renamed reference', () => {
    const mutated = byId('entry-in-scss');
    expect(mutated?.target.title).toBe('src/app.scss');
    expect(mutated?.blocks.find((b: Block) => b.line === config.line)?.code).toContain("'src/app.scss'");
    expect(mutated?.also).toEqual([entry, config]);
  });

  it('move the entry into a <style> block with content of its own, never into <style src>', () => {
    const app = {...entry, line: entry.line + 1, title: 'src/app.mpx', lang: 'html', code: '<style src="./app.css"></style>\n\n<style>\n  /* global */\n</style>\n'};
    const mutation = MUTATIONS.find((m) => m.id === 'entry-in-style');
    const mutated = mutation && applies(mutation, stack, [install, config, entry, app, dev, build]);
    expect(mutated?.target.code).toContain('<style src="./app.css"></style>\n\n<style>\n@import');
    expect(mutated?.also).toEqual([entry]);
  });

  it('leave the 4.x postinstall in a package.json the page does not show', () => {
    const mutated = byId('old-postinstall');
    expect(mutated?.target).toMatchObject({title: 'package.json', line: install.line});
    expect(JSON.parse(mutated?.target.code ?? '{}')).toEqual({scripts: {postinstall: 'weapp-tw patch'}});
  });

  it('import the 4.x name, drop cssEntries, move the install below the first step', () => {
    expect(byId('unified-import')?.target.code).toContain('UnifiedViteWeappTailwindcssPlugin({');
    expect(byId('css-entries-missing')?.target.code).not.toContain('cssEntries');
    const moved = byId('fix-below-step');
    expect(moved?.blocks).toEqual([config, entry, dev, install, build]);
    expect(moved?.target).toBe(dev);
    expect(moved?.also).toEqual([dev, build]);
    expect(byId('entry-in-style')).toBeUndefined();
  });
});
