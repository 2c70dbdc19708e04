// The 4.x API reference pages are committed TypeDoc output (npm run generate:api); typedoc/generated.json records
// what they were generated from. These tests fail when an input changed without the pages being generated again.
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {typedocOptions} from '../../config/typedoc';
import typedocApiPlugin from '../../src/plugins/typedoc-api';
import type {TypedocApiOptions} from '../../src/plugins/typedoc-api/options';
import {apiReferenceStaleness, currentStamp, lockedPackages, STAMP_FILE, TOOL_PACKAGES} from '../../src/plugins/typedoc-api/stamp';

const root = path.resolve(__dirname, '../..');

describe('the committed API reference pages', () => {
  it('are what this checkout generates (otherwise run npm run generate:api and commit the pages with the stamp)', () => {
    expect(apiReferenceStaleness(root, typedocOptions)).toEqual([]);
  });

  it('are in the stamp, both references', () => {
    const stamp = JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8')) as {output: Record<string, string>; packages: Record<string, string>};
    expect(Object.keys(stamp.output)).toEqual(['versioned_docs/version-4.x/api', 'versioned_docs/version-4.x/api-v2']);
    // The documented packages and the tools, with the version installed.
    for (const name of ['weapp-tailwindcss', 'weapp-tailwindcss-v2', 'typedoc', 'typescript']) {
      const {version} = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {version: string};
      expect(stamp.packages[`node_modules/${name}`], name).toMatch(new RegExp(`^${version.replaceAll('.', '\\.')} `));
    }
  });
});

const lockEntry = (version: string, dependencies?: Record<string, string>) => ({version, integrity: `sha512-${version}`, ...(dependencies ? {dependencies} : {})});

describe('lockedPackages', () => {
  it('follows dependencies as Node resolves them: a nested copy before the hoisted one', () => {
    const lock = {
      packages: {
        'node_modules/a': lockEntry('1.0.0', {b: '^2', c: '^1'}),
        'node_modules/a/node_modules/b': lockEntry('2.0.0'),
        'node_modules/b': lockEntry('1.0.0'),
        'node_modules/c': lockEntry('1.0.0', {b: '^1'}),
        'node_modules/unrelated': lockEntry('9.0.0'),
      },
    };
    expect(lockedPackages(lock, ['node_modules/a'])).toEqual({
      'node_modules/a': '1.0.0 sha512-1.0.0',
      'node_modules/a/node_modules/b': '2.0.0 sha512-2.0.0',
      'node_modules/b': '1.0.0 sha512-1.0.0',
      'node_modules/c': '1.0.0 sha512-1.0.0',
    });
  });

  it('fails on a root the lock file does not have', () => {
    expect(() => lockedPackages({packages: {}}, ['node_modules/gone'])).toThrow(/no entry node_modules\/gone/);
  });
});

describe('the stamp check', () => {
  let site: string;
  const options: TypedocApiOptions = {
    tsconfig: 'typedoc/tsconfig.json',
    shared: {},
    references: [{name: 'pkg 1.0.0', entryPoint: 'typedoc/pkg.ts', docsDir: 'docs', out: 'docs/api'}],
  };
  const lock = () => ({
    packages: {
      '': {name: 'site'},
      ...Object.fromEntries(TOOL_PACKAGES.map((name) => [`node_modules/${name}`, lockEntry('1.0.0')])),
      'node_modules/pkg': lockEntry('1.0.0', {dep: '^1', 'not-installed': '^1'}),
      'node_modules/dep': lockEntry('1.0.0'),
      'node_modules/unrelated': lockEntry('1.0.0'),
    } as Record<string, ReturnType<typeof lockEntry> | {name: string}>,
  });
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    writeFileSync(path.join(site, file), content);
  };
  const stamp = () => write(STAMP_FILE, JSON.stringify(currentStamp(site, options, ['node_modules/pkg'])));

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'api-stamp-'));
    write('package-lock.json', JSON.stringify(lock()));
    write('typedoc/pkg.ts', "export * from 'pkg';\n");
    write('config/typedoc.ts', 'export {};\n');
    cpSync(path.join(root, 'src/plugins/typedoc-api'), path.join(site, 'src/plugins/typedoc-api'), {recursive: true});
    write('docs/api/index.md', '# pkg\n');
    stamp();
  });
  afterEach(() => rmSync(site, {recursive: true, force: true}));

  it('passes on the checkout the stamp was written from', () => {
    expect(apiReferenceStaleness(site, options)).toEqual([]);
  });

  it('fails when a documented package or one it depends on changes version', () => {
    const changed = lock();
    changed.packages['node_modules/dep'] = lockEntry('1.0.1');
    write('package-lock.json', JSON.stringify(changed));
    expect(apiReferenceStaleness(site, options)).toEqual(['package node_modules/dep: 1.0.0 sha512-1.0.0 → 1.0.1 sha512-1.0.1']);
  });

  it('fails when a tool changes version, and when a missing dependency gets installed', () => {
    const changed = lock();
    changed.packages['node_modules/typedoc'] = lockEntry('2.0.0');
    changed.packages['node_modules/not-installed'] = lockEntry('1.0.0');
    write('package-lock.json', JSON.stringify(changed));
    expect(apiReferenceStaleness(site, options).sort()).toEqual([
      'package node_modules/not-installed: new, not in the stamp',
      'package node_modules/typedoc: 1.0.0 sha512-1.0.0 → 2.0.0 sha512-2.0.0',
    ]);
  });

  it('ignores packages the pages do not depend on', () => {
    const changed = lock();
    changed.packages['node_modules/unrelated'] = lockEntry('2.0.0');
    write('package-lock.json', JSON.stringify(changed));
    expect(apiReferenceStaleness(site, options)).toEqual([]);
  });

  it('fails when a TypeDoc input file changes, is added or is removed', () => {
    write('typedoc/pkg.ts', "export {a} from 'pkg';\n");
    write('typedoc/extra.mjs', 'export {};\n');
    rmSync(path.join(site, 'config/typedoc.ts'));
    expect(apiReferenceStaleness(site, options).sort()).toEqual([
      'file config/typedoc.ts: in the stamp, gone now',
      'file typedoc/extra.mjs: new, not in the stamp',
      expect.stringMatching(/^file typedoc\/pkg\.ts: \w+ → \w+$/),
    ]);
  });

  it('fails when a page is edited by hand, added or removed', () => {
    for (const change of [
      () => write('docs/api/index.md', '# pkg, edited\n'),
      () => write('docs/api/extra.md', '# extra\n'),
      () => rmSync(path.join(site, 'docs/api/index.md')),
    ]) {
      change();
      expect(apiReferenceStaleness(site, options)).toEqual([expect.stringMatching(/^pages docs\/api: \w+ → \w+$/)]);
      rmSync(path.join(site, 'docs/api'), {recursive: true, force: true});
      write('docs/api/index.md', '# pkg\n');
    }
  });

  it('ignores hidden files beside the inputs and the pages (a desktop or an editor writes them)', () => {
    write('typedoc/.DS_Store', 'finder');
    write('src/plugins/typedoc-api/.index.ts.swp', 'vim');
    write('docs/api/.cache/page.md', '# cached\n');
    expect(apiReferenceStaleness(site, options)).toEqual([]);
  });

  it('fails without a stamp, and the plugin fails the build, naming the command that regenerates the pages', () => {
    write('docs/api/index.md', '# pkg, edited\n');
    expect(() => typedocApiPlugin({siteDir: site} as LoadContext, options)).toThrow(/pages docs\/api:[\s\S]*npm run generate:api/);
    rmSync(path.join(site, STAMP_FILE));
    expect(apiReferenceStaleness(site, options)).toEqual([`${STAMP_FILE} is missing`]);
  });
});
