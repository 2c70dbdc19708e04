import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkInstallCommand, findInstallCommands, installCommandsInFile} from '../../scripts/lib/install-commands.mjs';
import {docsMarkdownFiles, markdownFiles} from '../../scripts/lib/markdown-files.mjs';

// Every install command a reader can copy must give them what the site documents: weapp-tailwindcss 4.x
// (the public registry's latest is 5.x) and, for Tailwind CSS v4, exactly the 4.3.3 the guides are built with.
const root = path.resolve(__dirname, '../..');
const pageSources = [
  ...docsMarkdownFiles(root),
  ...markdownFiles(path.join(root, 'blog')),
  ...markdownFiles(path.join(root, 'src')),
  path.join(root, 'src/components/Home/Hero/index.tsx'),
];

const check = (text: string) =>
  findInstallCommands(text).flatMap((command) => checkInstallCommand({file: 'page.md', line: 1, ...command}));

describe('install command check', () => {
  it('accepts the documented pins in every package manager', () => {
    expect(check('npm install -D weapp-tailwindcss@4')).toEqual([]);
    expect(check('pnpm add -D weapp-tailwindcss@^4.12.0 postcss')).toEqual([]);
    expect(check('yarn add --dev --exact tailwindcss@4.3.3 @tailwindcss/postcss@4.3.3 weapp-tailwindcss@4.12.0')).toEqual([]);
    expect(check('npm i -D -E tailwindcss@4.3.3 \\\n  @tailwindcss/postcss@4.3.3 weapp-tailwindcss@4')).toEqual([]);
    expect(check('npm install -D tailwindcss@3 postcss autoprefixer weapp-tailwindcss@4')).toEqual([]);
  });

  it('rejects weapp-tailwindcss without its major, at latest, or at another major', () => {
    expect(check('npm install -D weapp-tailwindcss')).toEqual([expect.stringContaining('weapp-tailwindcss@4')]);
    expect(check('pnpm add -D weapp-tailwindcss@latest')).toEqual([expect.stringContaining('"latest"')]);
    expect(check('yarn add -D weapp-tailwindcss@5')).toHaveLength(1);
    expect(check('npm i @weapp-tailwindcss/cli')).toEqual([expect.stringContaining('5.3+')]);
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

  it('pin weapp-tailwindcss to 4.x and Tailwind CSS v4 to exactly 4.3.3', () => {
    expect(installs.flatMap((install) => checkInstallCommand(install))).toEqual([]);
  });
});
