// Every install command that names packages is shown in npm / Yarn / pnpm tabs (a ```bash npm2yarn block), in
// both docs versions and the blog: a reader on Yarn or pnpm copies their own form, the exact pins (-E) included.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {installCommandsInFile} from '../../scripts/lib/install-commands.mjs';
import {docsMarkdownFiles, markdownFiles} from '../../scripts/lib/markdown-files.mjs';

const root = path.resolve(__dirname, '../..');
const pages = [...docsMarkdownFiles(root), ...markdownFiles(path.join(root, 'blog'))];
const installs = pages.flatMap((file) => installCommandsInFile(path.relative(root, file), readFileSync(file, 'utf8')));

// The converter the site's npm2yarn remark plugin (config/remark.ts) runs, from the plugin's own dependencies.
type Convert = (command: string, to: string) => string;
const npmToYarn = createRequire(require.resolve('@docusaurus/remark-plugin-npm2yarn'))('npm-to-yarn') as Convert | {default: Convert};
const convert = typeof npmToYarn === 'function' ? npmToYarn : npmToYarn.default;

describe('install commands in package-manager tabs', () => {
  it('finds the commands of both docs versions', () => {
    expect(installs.some((install) => install.file.startsWith('versioned_docs/version-4.x/') && install.tabs)).toBe(true);
    expect(installs.some((install) => install.file.startsWith('docs/') && install.tabs)).toBe(true);
  });

  it('tells a tabbed block from inline code and from a plain shell block', () => {
    const markdown = ['`npm i -D a`', '', '```bash', 'npm i -D b', '```', '', '```bash npm2yarn', 'npm i -D c', '```'].join('\n');
    expect(installCommandsInFile('page.md', markdown).map(({command, tabs}) => [command, tabs])).toEqual([
      ['npm i -D a', false],
      ['npm i -D b', false],
      ['npm i -D c', true],
    ]);
  });

  it('writes every install of named packages as npm in a tabbed block', () => {
    const untabbed = installs.filter((install) => !install.tabs || install.manager !== 'npm').map((install) => `${install.file}:${install.line}: ${install.command}`);
    expect(untabbed).toEqual([]);
  });

  it('keeps an exact pin exact in Yarn and pnpm', () => {
    const exact = installs.filter((install) => install.exact);
    expect(exact.length).toBeGreaterThan(5);
    for (const {command} of exact) {
      expect(convert(command, 'yarn')).toMatch(/ (--exact|-E)( |$)/);
      expect(convert(command, 'pnpm')).toMatch(/ (--save-exact|-E)( |$)/);
    }
  });
});
