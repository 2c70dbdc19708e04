import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkInstallCommand, findInstallCommands, installCommandsInFile} from '../../scripts/lib/install-commands.mjs';
import {docsMarkdownFiles, documentedMajorOf, markdownFiles} from '../../scripts/lib/markdown-files.mjs';

// Every install command a reader can copy must give them what its page documents: weapp-tailwindcss 5.x on the
// current docs, 4.x on the 4.x docs, a named major elsewhere; no Tailwind CSS generator of its own on 5.x pages;
// and, for Tailwind CSS v4, exactly the 4.3.3 the guides are built with.
const root = path.resolve(__dirname, '../..');
const pageSources = [
  ...docsMarkdownFiles(root),
  ...markdownFiles(path.join(root, 'blog')),
  ...markdownFiles(path.join(root, 'src')),
  path.join(root, 'src/components/Home/Hero/index.tsx'),
];

/** Problems of the commands in `text` on a page of the 4.x docs, the 5.x docs, or a page about both. */
const check = (text: string, page: '4' | '5' | 'both' = '4') =>
  findInstallCommands(text).flatMap((command) => checkInstallCommand({file: 'page.md', line: 1, tabs: false, ...command}, page === 'both' ? undefined : page));

describe('install command check', () => {
  it('accepts the documented pins in every package manager', () => {
    expect(check('npm install -D weapp-tailwindcss@4')).toEqual([]);
    expect(check('pnpm add -D weapp-tailwindcss@^4.12.0 postcss')).toEqual([]);
    expect(check('yarn add --dev --exact tailwindcss@4.3.3 @tailwindcss/postcss@4.3.3 weapp-tailwindcss@4.12.0')).toEqual([]);
    expect(check('npm i -D -E tailwindcss@4.3.3 \\\n  @tailwindcss/postcss@4.3.3 weapp-tailwindcss@4')).toEqual([]);
    expect(check('npm install -D tailwindcss@3 postcss autoprefixer weapp-tailwindcss@4')).toEqual([]);
  });

  it('rejects weapp-tailwindcss without its major, at latest, or at another major than the page documents', () => {
    expect(check('npm install -D weapp-tailwindcss')).toEqual([expect.stringContaining('weapp-tailwindcss@4')]);
    expect(check('pnpm add -D weapp-tailwindcss@latest')).toEqual([expect.stringContaining('"latest"')]);
    expect(check('yarn add -D weapp-tailwindcss@5')).toHaveLength(1);
    expect(check('npm i @weapp-tailwindcss/cli')).toEqual([expect.stringContaining('5.3+')]);
    expect(check('npm install -D weapp-tailwindcss@4', '5')).toEqual([expect.stringContaining('weapp-tailwindcss@5')]);
    expect(check('npm install -D weapp-tailwindcss', '5')).toHaveLength(1);
  });

  it('on 5.x pages, takes weapp-tailwindcss and its CLI at 5, tailwindcss at 4, and refuses Tailwind CSS’s own generators', () => {
    expect(check('npm install -D tailwindcss@4 weapp-tailwindcss@5.3.4 @weapp-tailwindcss/cli@5', '5')).toEqual([]);
    expect(check('npm install -D tailwindcss@4 @tailwindcss/postcss@4.3.3 weapp-tailwindcss@5', '5')).toEqual([
      expect.stringContaining('second generator'),
    ]);
    expect(check('pnpm add -D @tailwindcss/vite@4.3.3 -E', '5')).toEqual([expect.stringContaining('second generator')]);
    expect(check('npm install -D -E tailwindcss@4.3.3 weapp-tailwindcss@5', '5')).toEqual([expect.stringContaining('tailwindcss@4')]);
    expect(check('npm install -D tailwindcss weapp-tailwindcss@5', '5')).toEqual([expect.stringContaining('tailwindcss@4')]);
  });

  it('on pages about both lines, takes either major but not none', () => {
    expect(check('npm install -D weapp-tailwindcss@4', 'both')).toEqual([]);
    expect(check('npm install -D weapp-tailwindcss@5', 'both')).toEqual([]);
    expect(check('npm install -D weapp-tailwindcss', 'both')).toEqual([expect.stringContaining('@4 or @5')]);
    // An upgrade to 5.x (the migration guide) installs Tailwind CSS the 5.x way.
    expect(check('npm install -D tailwindcss@4 weapp-tailwindcss@5', 'both')).toEqual([]);
    expect(check('npm install -D -E tailwindcss@4.3.3 @tailwindcss/postcss@4.3.3 weapp-tailwindcss@4', 'both')).toEqual([]);
    expect(check('npm install -D tailwindcss@4 @tailwindcss/postcss weapp-tailwindcss@5', 'both')).toEqual([expect.stringContaining('second generator')]);
  });

  it('knows which major each docs file documents', () => {
    expect(documentedMajorOf('versioned_docs/version-4.x/quick-start/v4/mpx.mdx')).toBe('4');
    expect(documentedMajorOf('docs/quick-start/v4/mpx.mdx')).toBe('5');
    expect(documentedMajorOf('docs/migrations/v4-and-v5.mdx')).toBeUndefined();
    expect(documentedMajorOf('docs/community/merge.mdx')).toBeUndefined();
    expect(documentedMajorOf('blog/2026/5/v4.12-release.mdx')).toBeUndefined();
  });

  it('rejects Tailwind CSS v4 installs that miss 4.3.3 or do not save it exactly', () => {
    expect(check('npm install -D tailwindcss @tailwindcss/postcss weapp-tailwindcss@4')).toHaveLength(2);
    expect(check('npm install -D tailwindcss@4 @tailwindcss/postcss@4.3.3 weapp-tailwindcss@4')).toEqual([
      expect.stringContaining('pin tailwindcss@4.3.3'),
      expect.stringContaining('exactly'),
    ]);
    expect(check('npm install -D tailwindcss@4.3.3 @tailwindcss/postcss@4.3.3')).toHaveLength(2);
  });

  it('reads commands from shell fences, with the line they start on', () => {
    const markdown = ['# t', '', '```bash npm2yarn', 'npm install -D weapp-tailwindcss', '```', '', '```ts', "// npm install -D x", '```'].join('\n');
    expect(installCommandsInFile('page.md', markdown)).toEqual([
      expect.objectContaining({line: 4, command: 'npm install -D weapp-tailwindcss', packages: [{name: 'weapp-tailwindcss', spec: ''}]}),
    ]);
  });

  it('reads commands written inline in prose, but not inline code inside fences', () => {
    const markdown = ['先运行 `pnpm add -D weapp-tailwindcss@latest` 再构建。', '', '```md', '`npm i tailwindcss`', '```'].join('\n');
    expect(installCommandsInFile('page.md', markdown)).toEqual([expect.objectContaining({line: 1, manager: 'pnpm'})]);
  });
});

describe('install commands on the site', () => {
  const installs = pageSources.flatMap((file) => installCommandsInFile(path.relative(root, file), readFileSync(file, 'utf8')));

  it('finds the install commands of the guides, the blog and the home page', () => {
    const files = new Set(installs.map((install) => install.file));
    expect(files).toContain('docs/quick-start/v4/uni-app-vite.mdx');
    expect(files).toContain('src/components/Home/Hero/index.tsx');
    expect([...files].some((file) => file.startsWith('blog/'))).toBe(true);
    expect(installs.filter((install) => install.packages.some(({name}) => name === 'weapp-tailwindcss')).length).toBeGreaterThan(15);
  });

  it('pin weapp-tailwindcss to the page’s major, and Tailwind CSS v4 as the page’s line wants it', () => {
    // The home page shows the current line's install.
    const majorOf = (file: string) => (file.startsWith('src/') ? '5' : documentedMajorOf(file));
    expect(installs.flatMap((install) => checkInstallCommand(install, majorOf(install.file)))).toEqual([]);
  });
});
