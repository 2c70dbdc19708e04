import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
const lockfile = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {packages: Record<string, {version?: string}>};

const PINNED = '3.9.2';
const isDocusaurus = (name: string) => name.startsWith('@docusaurus/');

// The site and its patches of Docusaurus internals (UPGRADING.md) are written against one release: a range would let
// an install pick up a newer one, and a second copy of a package in the tree would be a second, unpatched release.
describe('Docusaurus pin', () => {
  it('lists every @docusaurus/* package in package.json at exactly 3.9.2', () => {
    const listed = ['dependencies', 'devDependencies'].flatMap((field) =>
      Object.entries(manifest[field] ?? {}).filter(([name]) => isDocusaurus(name)),
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const [name, range] of listed) expect(range, name).toBe(PINNED);
  });

  it('installs only 3.9.2 of every @docusaurus/* package (package-lock.json)', () => {
    const installed = Object.entries(lockfile.packages).filter(([location]) => isDocusaurus(location.split('node_modules/').at(-1) ?? ''));
    expect(installed.length).toBeGreaterThan(0);
    for (const [location, {version}] of installed) expect(version, location).toBe(PINNED);
  });
});
