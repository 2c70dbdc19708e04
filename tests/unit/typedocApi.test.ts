import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {generateApiReference} from '../../src/plugins/typedoc-api/generate';
import {typedocRunOptions, type TypedocApiOptions} from '../../src/plugins/typedoc-api/options';

const options: TypedocApiOptions = {
  tsconfig: 'typedoc/tsconfig.json',
  shared: {readme: 'none', lang: 'zh'},
  references: [],
};
const withPlugin = {name: 'a 1.0.0', entryPoint: 'typedoc/a.ts', docsDir: 'docs', out: 'docs/api', plugins: ['typedoc/plugin.mjs']};
const withoutPlugin = {name: 'b 2.0.0', entryPoint: 'typedoc/b.ts', docsDir: 'versioned_docs/version-1.x', out: 'versioned_docs/version-1.x/api'};
const siteDir = path.resolve('/site');

describe('TypeDoc options of one API reference', () => {
  it('resolves every path against the site, so the worker thread needs no working directory', () => {
    const run = typedocRunOptions(siteDir, options, withPlugin);
    expect(run).toMatchObject({
      readme: 'none',
      lang: 'zh',
      name: 'a 1.0.0',
      tsconfig: path.join(siteDir, 'typedoc/tsconfig.json'),
      docsPath: path.join(siteDir, 'docs'),
      entryPoints: [path.join(siteDir, 'typedoc/a.ts')],
      out: path.join(siteDir, 'docs/api'),
    });
  });

  it('writes sidebar ids relative to the docs folder of the reference’s own version', () => {
    expect(typedocRunOptions(siteDir, options, withoutPlugin)).toMatchObject({
      docsPath: path.join(siteDir, 'versioned_docs/version-1.x'),
      out: path.join(siteDir, 'versioned_docs/version-1.x/api'),
    });
  });

  it('passes a reference’s own options, such as the page-title suffix its plugin declares, to that reference only', () => {
    const marked = {...withoutPlugin, options: {pageTitleSuffix: '（v2）'}};
    expect(typedocRunOptions(siteDir, options, marked)).toMatchObject({pageTitleSuffix: '（v2）'});
    expect(typedocRunOptions(siteDir, options, withPlugin)).not.toHaveProperty('pageTitleSuffix');
  });

  it('loads the Markdown and Docusaurus plugins first, then the reference’s own plugins', () => {
    expect(typedocRunOptions(siteDir, options, withPlugin).plugin).toEqual([
      'typedoc-plugin-markdown',
      'typedoc-docusaurus-theme',
      path.join(siteDir, 'typedoc/plugin.mjs'),
    ]);
    expect(typedocRunOptions(siteDir, options, withoutPlugin).plugin).toEqual([
      'typedoc-plugin-markdown',
      'typedoc-docusaurus-theme',
    ]);
  });
});

describe('npm run generate:api', () => {
  it('fails, instead of leaving pages missing, when TypeDoc cannot convert an entry point', async () => {
    // A tsconfig of one empty file: with the site's own, TypeScript first parsed both packages' declarations only
    // for the entry point to be missing from them (this test took 20 s, now 6 s, at a load of 19).
    const dir = mkdtempSync(path.join(tmpdir(), 'typedoc-api-test-'));
    writeFileSync(path.join(dir, 'empty.ts'), 'export {};\n');
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({compilerOptions: {noEmit: true, noLib: true, types: []}, include: ['empty.ts']}));
    const broken: TypedocApiOptions = {
      ...options,
      tsconfig: path.join(dir, 'tsconfig.json'),
      references: [{name: 'broken', entryPoint: 'typedoc/does-not-exist.ts', docsDir: 'docs', out: path.join(dir, 'out')}],
    };
    try {
      await expect(generateApiReference(process.cwd(), broken)).rejects.toThrow(/TypeDoc could not convert .*does-not-exist\.ts/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
