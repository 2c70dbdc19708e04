import {describe, expect, it} from 'vitest';
import {blockLabel, suspectBlocks} from '../../scripts/verify-guides/blame.mjs';
import {loggerWarnings, runChecks} from '../../scripts/verify-guides/checks.mjs';
import {migration, readingPlan, stackBlocks} from '../../scripts/verify-guides/extract.mjs';
import {generatorRegistrations} from '../../scripts/verify-guides/line5.mjs';
import {applyDiff, migrate, parseDiff} from '../../scripts/verify-guides/migrate.mjs';
import {MUTATIONS} from '../../scripts/verify-guides/mutations.mjs';
import {STACKS} from '../../scripts/verify-guides/stacks.mjs';
import {MIGRATION_PAGE} from '../../scripts/verify-guides/stacks/migrated.mjs';

// Migrated stacks (scripts/verify-guides/migrate.mjs): a 4.x guide's project, upgraded with exactly the edits the
// migration page marks for it, is what `npm run verify:guides <4.x stack>-to-5x` installs and builds on 5.x.
// No network here: these tests check that the edits are read and applied as a reader applies them, that the page's
// edits apply to the 4.x guides as they stand, and that leaving an edit out gives a project that still has the 4.x thing.

type Block = {stack: string; page: string; line: number; lang: string; title: string | undefined; code: string; meta: string};
const block = (line: number, lang: string, code: string, title?: string, page = 'v4.mdx'): Block => ({stack: 'x', page, line, lang, title, code, meta: ''});

describe('applyDiff', () => {
  const file = ['import a from "a"', "import { Old } from 'p'", '', 'export default {', '  plugins: [', '    Old({', '      rem2rpx: true,', '    }),', '  ],', '}', ''].join('\n');

  it('removes and adds lines where the context and the removed lines match, keeping the file’s own context lines', () => {
    const diff = ["-import { Old } from 'p'", "+import { New } from 'p'", '@@', '-    Old({', '-      rem2rpx: true', '+    New({', '+      cssOptions: { rem2rpx: true },', '     }),'].join('\n');
    expect(applyDiff(file, diff)).toEqual({text: file.replace("{ Old }", '{ New }').replace('    Old({\n      rem2rpx: true,', '    New({\n      cssOptions: { rem2rpx: true },')});
  });

  it('compares lines without indentation and a trailing comma, as a reader finds them', () => {
    expect(applyDiff('{\n  "scripts": {\n    "postinstall": "weapp-tw patch",\n    "dev": "x"\n  }\n}\n', ' "scripts": {\n-"postinstall": "weapp-tw patch"')).toEqual({
      text: '{\n  "scripts": {\n    "dev": "x"\n  }\n}\n',
    });
    // Context is contiguous, as in any diff: a line between the context and the removed line is no match.
    expect(applyDiff('{\n  "scripts": {\n    "dev": "x",\n    "postinstall": "weapp-tw patch"\n  }\n}\n', ' "scripts": {\n-"postinstall": "weapp-tw patch"')).toEqual({
      problem: expect.stringContaining('matches no place'),
    });
  });

  it('refuses an edit that matches no place, several places, or only adds lines', () => {
    expect(applyDiff(file, "-import { Gone } from 'p'")).toEqual({problem: expect.stringContaining('matches no place')});
    expect(applyDiff('a\nb\na\n', '-a')).toEqual({problem: expect.stringContaining('matches 2 places')});
    expect(applyDiff(file, '+added')).toEqual({problem: expect.stringContaining('only adds lines')});
    expect(applyDiff(file, ' import a from "a"')).toEqual({problem: expect.stringContaining('changes nothing')});
  });

  it('applies hunks in order: a later hunk is looked for after the earlier one', () => {
    expect(applyDiff('a\nx\nb\nx\n', '-a\n x\n@@\n-x\n+z')).toEqual({text: 'x\nb\nz\n'});
    expect(parseDiff('-a\n+b\n c\n@@\n-d')).toHaveLength(2);
  });
});

describe('migrate', () => {
  const fromBlocks = [
    block(1, 'bash', 'npm install -D -E tailwindcss@4.3.3 @tailwindcss/postcss@4.3.3 postcss weapp-tailwindcss@4\n'),
    block(2, 'json', '{\n  "scripts": {\n    "postinstall": "weapp-tw patch"\n  }\n}\n', 'package.json'),
    block(3, 'ts', "import { UnifiedViteWeappTailwindcssPlugin } from 'weapp-tailwindcss/vite'\n", 'vite.config.ts'),
    block(4, 'bash', 'npm run dev\n'),
  ];
  const edits = [
    block(10, 'bash', 'npm uninstall @tailwindcss/postcss\nnpm install -D tailwindcss@4 weapp-tailwindcss@5\n', undefined, 'migration.mdx'),
    block(11, 'diff', ' "scripts": {\n-  "postinstall": "weapp-tw patch"\n', 'package.json', 'migration.mdx'),
    block(12, 'diff', "-import { UnifiedViteWeappTailwindcssPlugin } from 'weapp-tailwindcss/vite'\n+import { WeappTailwindcss } from 'weapp-tailwindcss/vite'\n", 'vite.config.ts', 'migration.mdx'),
    block(13, 'diff', "-@import 'weapp-tailwindcss';\n+@import 'tailwindcss';\n", 'src/app.css', 'migration.mdx'),
  ];
  const {blocks, problems} = migrate(fromBlocks, edits, {'src/app.css': "@import 'weapp-tailwindcss';\n"}, 'x-to-5x');

  it('drops uninstalled and reinstalled packages from the 4.x install lines and adds the new install', () => {
    expect(problems).toEqual([]);
    const installs = blocks.filter((b) => b.lang === 'bash').map((b) => [b.page, b.code]);
    expect(installs).toEqual([
      ['v4.mdx', 'npm install -D -E postcss\n'],
      ['migration.mdx', 'npm install -D tailwindcss@4 weapp-tailwindcss@5\n'],
    ]);
  });

  it('leaves out the 4.x build and dev commands', () => {
    expect(blocks.some((b) => b.code.includes('npm run dev'))).toBe(false);
  });

  it('gives an edited file the edit’s place on the migration page and keeps its language', () => {
    const config = blocks.find((b) => b.title === 'vite.config.ts');
    expect(config).toMatchObject({page: 'migration.mdx', line: 12, lang: 'ts', code: "import { WeappTailwindcss } from 'weapp-tailwindcss/vite'\n"});
    expect(JSON.parse(blocks.find((b) => b.title === 'package.json')?.code ?? '')).toEqual({scripts: {}});
  });

  it('edits a file of the 4.x skeleton the page does not show', () => {
    expect(blocks.find((b) => b.title === 'src/app.css')).toMatchObject({lang: 'css', code: "@import 'tailwindcss';\n", line: 13});
  });

  it('names the edit that does not apply, and edits of files the project does not have', () => {
    const broken = migrate(fromBlocks, [block(20, 'diff', '-nothing like this\n', 'vite.config.ts', 'm.mdx'), block(21, 'diff', '-x\n', 'nope.ts', 'm.mdx'), block(22, 'bash', 'npx weapp-tw patch\n', undefined, 'm.mdx')], {}, 'x');
    expect(broken.problems.map(({block: b, problem}) => [b.line, problem])).toEqual([
      [20, expect.stringContaining('does not apply to vite.config.ts')],
      [21, expect.stringContaining('does not have')],
      [22, expect.stringContaining('does not apply: "npx weapp-tw patch"')],
    ]);
  });
});

describe('the migrated stacks', () => {
  const migrated = STACKS.filter((stack) => stack.from);

  it('cover at least three 4.x Tailwind CSS v4 guides, on the migration page, on line 5', () => {
    expect(migrated.length).toBeGreaterThanOrEqual(3);
    for (const stack of migrated) {
      expect(stack).toMatchObject({id: `${stack.from?.id}-to-5x`, page: MIGRATION_PAGE, line: 5, tailwind: 4});
      expect(stack.from?.page).toMatch(/^versioned_docs\/version-4\.x\//);
    }
  });

  for (const stack of migrated) {
    describe(stack.id, () => {
      const {blocks, edits, problems} = migration(stack);

      it('every edit the page marks applies to the 4.x guide as it stands, and every file it must edit is edited', () => {
        expect(problems.map(({block: b, problem}) => `${blockLabel(b)} ${problem}`)).toEqual([]);
        expect(edits.length).toBeGreaterThan(0);
        expect(stackBlocks(stack)).toEqual(blocks);
      });

      it('gives a 5.x project: no postinstall patch, no Tailwind CSS generator, no 4.x names or entry, 5.x installed', () => {
        const all = blocks.map((b) => b.code).join('\n');
        expect(all).not.toMatch(/weapp-tw\s+patch|UnifiedViteWeappTailwindcssPlugin|UnifiedWebpackPluginV5|@import\s+['"]weapp-tailwindcss/);
        for (const b of blocks.filter((x) => x.title && /\.(?:[cm]?[jt]s)$/.test(x.title))) expect(generatorRegistrations(b.title ?? '', b.code), b.title).toEqual([]);
        const installs = blocks.filter((b) => b.lang === 'bash').map((b) => b.code).join('\n');
        expect(installs).toContain('weapp-tailwindcss@5');
        expect(installs).not.toMatch(/@tailwindcss\/postcss|weapp-tailwindcss@4|tailwindcss@4\.3\.3/);
      });

      it('runs no early phase: the 4.x steps are left out, the page marks none', () => {
        expect(readingPlan(stack, blocks)).toMatchObject({early: [], problems: []});
      });
    });
  }

  it('self-test: leaving an edit out keeps the 4.x thing, and a failure may name the 4.x block it would have changed', () => {
    const stack = migrated.find((s) => s.id === 'weapp-vite-v4-to-5x');
    if (!stack) throw new Error('weapp-vite-v4-to-5x');
    const pageBlocks = stackBlocks(stack);
    const outcome = (id: string) => {
      const mutated = MUTATIONS.find((m) => m.id === id)?.apply(pageBlocks, stack);
      if (!mutated) throw new Error(id);
      return {code: mutated.blocks.map((b: Block) => b.code).join('\n'), target: blockLabel(mutated.target), also: (mutated.also ?? []).map(blockLabel)};
    };
    const postinstall = outcome('migrate-postinstall-kept');
    expect(postinstall.code).toContain('"postinstall": "weapp-tw patch"');
    expect(postinstall.target).toMatch(/^docs\/migrations\/v4-and-v5\.mdx:\d+ \(package\.json\)$/);
    expect(postinstall.also).toEqual([expect.stringMatching(/^versioned_docs\/version-4\.x\/quick-start\/v4\/weapp-vite\.mdx:\d+ \(package\.json\)$/)]);
    expect(outcome('migrate-config-left-out').code).toContain('UnifiedViteWeappTailwindcssPlugin');
    expect(outcome('migrate-postcss-left-out').code).toContain("'@tailwindcss/postcss': {}");
    expect(outcome('migrate-entry-left-out').code).toContain("@import 'weapp-tailwindcss';");
    expect(outcome('migrate-install-left-out').code).toContain('weapp-tailwindcss@4');
    // 4.x stacks have no migration edits to leave out.
    const v4 = STACKS.find((s) => s.id === 'weapp-vite-v4');
    if (!v4) throw new Error('weapp-vite-v4');
    expect(MUTATIONS.find((m) => m.id === 'migrate-postinstall-kept')?.apply(stackBlocks(v4), v4)).toBeUndefined();
  });
});

describe('the rem2rpx check', () => {
  const check = (css: string) =>
    runChecks({wxss: [{file: 'app.wxss', css}], templates: [], scripts: undefined, escape: (name: string) => name, rem2rpx: true}).find((c) => c.id === 'rem2rpx')?.problems;

  it('takes 32rpx, calc(8rpx * 4), or only the var(--spacing) form with --spacing: 8rpx (5.x with weapp-vite 2.1.2)', () => {
    expect(check('page { --spacing: 8rpx; } .p-4 { padding: calc(var(--spacing) * 4); }')).toEqual([]);
    expect(check('page { --spacing: 8rpx; } .p-4 { padding: calc(8rpx * 4); padding: calc(var(--spacing) * 4); }')).toEqual([]);
    expect(check('.p-4 { padding: 32rpx; }')).toEqual([]);
  });

  it('refuses a build without rem2rpx', () => {
    expect(check('page { --spacing: 0.25rem; } .p-4 { padding: calc(var(--spacing) * 4); }')).toEqual([expect.stringContaining('--spacing: 0.25rem (want 8rpx)')]);
    expect(check('.p-4 { padding: 1rem; }')).toEqual([expect.stringContaining('want 32rpx'), expect.stringContaining('never declares padding: 32rpx')]);
  });
});

describe('weapp-tailwindcss warnings', () => {
  it('count the page’s problems, not 5.x’s hint that the machine was slow', () => {
    const output = [
      '[warn] [tailwindcss@4] 未检测到 cssEntries 配置。',
      '[warn] JS AST 转译耗时较长: app.js 用时 2972.8ms，源码约 313 bytes。若这是大型生成 TS/JS chunk，请配置 weapp-tailwindcss 的 transform.exclude 排除 generated/openapi 等目录。',
    ].join('\n');
    expect(loggerWarnings(output)).toEqual(['[tailwindcss@4] 未检测到 cssEntries 配置。']);
  });
});

describe('blame on a migrated stack', () => {
  it('points a failing postinstall at the package.json a mutation put the 4.x postinstall back into', () => {
    const pageBlock = block(47, 'json', '{\n  "scripts": {\n  }\n}\n', 'package.json', 'docs/migrations/v4-and-v5.mdx');
    const built = {...pageBlock, code: '{\n  "scripts": {\n    "postinstall": "weapp-tw patch"\n  }\n}\n'};
    const suspects = suspectBlocks({check: 'postinstall', problems: ['npm run postinstall (weapp-tw patch): exit code 127'], blocks: [built], pageBlocks: [pageBlock]});
    expect(suspects.map(blockLabel)).toEqual(['docs/migrations/v4-and-v5.mdx:47 (package.json)']);
  });
});
