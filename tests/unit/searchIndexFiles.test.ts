// A production build names the embedded index's files before it makes the index, which a worker thread does while
// Rspack bundles (src/plugins/search/node/indexFiles.ts, worker.mjs); postBuild writes them. A name must change
// whenever the file's content may, and the thread must make what the build's own thread would.
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {startIndexer, writeIndexFiles} from '../../src/plugins/search';
import {INDEXER_DIR, INDEXER_PACKAGES, indexerDigest, indexFileNames} from '../../src/plugins/search/node/indexFiles';
import {serializeSearchIndex} from '../../src/plugins/search/shared/documents';
import type {DocsVersionTag, SearchRecord} from '../../src/plugins/search/shared/types';

const root = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'search-index-files-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const docsVersions: DocsVersionTag[] = [{tag: 'docs-default-current', label: '5.x'}, {tag: 'docs-default-4.x', label: '4.x'}];
const record = (url: string, tag: string, content: string): SearchRecord => ({id: url, url, section: '指南', title: '单位换算', content, kind: 'docs', tag});
const records = [
  record('/blog/release', 'default', '发布 rem2rpx'),
  record('/docs/unit', 'docs-default-current', '开启 rem2rpx 单位转换'),
  record('/docs/4.x/unit', 'docs-default-4.x', 'rem2rpx 的旧写法'),
];

describe('the names of the search index files', () => {
  const names = (inputs: readonly SearchRecord[], versions = docsVersions, indexer = 'indexer') => [...indexFileNames(inputs, versions, indexer)];

  it('name each part, in the order of the parts, with one digest of the inputs', () => {
    const digest = names(records)[0]?.[1].split('.').at(-2);
    expect(digest).toMatch(/^[\da-f]{10}$/);
    expect(names(records)).toEqual([
      ['default', `search-index.shared.${digest}.json`],
      ['docs-default-current', `search-index.5.x.${digest}.json`],
      ['docs-default-4.x', `search-index.4.x.${digest}.json`],
    ]);
    expect(serializeSearchIndex(records, docsVersions).map((part) => part.tag)).toEqual(names(records).map(([tag]) => tag));
  });

  it('stay the same for the same inputs and change with a record, with the docs versions and with the code that indexes', () => {
    expect(names([...records])).toEqual(names(records));
    const edited = [records[0], {...records[1], content: '开启 rem2rpx 单位转换，默认关闭'}, records[2]] as SearchRecord[];
    const relabelled = [docsVersions[0], {...docsVersions[1], label: '4.x（旧）'}] as DocsVersionTag[];
    for (const changed of [names(edited), names(records, relabelled), names(records, docsVersions, 'other indexer')]) {
      for (const [at, [, name]] of changed.entries()) expect(name).not.toBe(names(records)[at]?.[1]);
    }
  });

  it('depend on every site module the index builder runs: shared/documents.ts and what it imports sit in the plugin folder, its packages are listed', () => {
    const seen = new Set<string>();
    const outside: string[] = [];
    const queue = [path.join(INDEXER_DIR, 'shared/documents.ts')];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm)) {
        if (!specifier?.startsWith('.')) {
          const name = specifier?.match(/^(?:@[^/]+\/)?[^/]+/)?.[0];
          if (!INDEXER_PACKAGES.includes(`node_modules/${name}`)) outside.push(`${path.relative(root, file)} imports ${specifier}`);
          continue;
        }
        const base = path.resolve(path.dirname(file), specifier);
        const imported = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'].map((ending) => `${base}${ending}`).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
        if (!imported) throw new Error(`${file}: cannot resolve ${specifier}`);
        if (!imported.startsWith(`${INDEXER_DIR}${path.sep}`)) outside.push(`${path.relative(root, file)} imports ${specifier}`);
        else queue.push(imported);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
    expect(outside).toEqual([]);
  });

  it('depend on the MiniSearch the lock file installs', () => {
    const digest = indexerDigest(root);
    expect(digest).toMatch(/^[\da-f]{64}$/);
    expect(indexerDigest(root)).toBe(digest);
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {packages: Record<string, {version: string}>};
    const site = mkdtempSync(path.join(dir, 'site-'));
    writeFileSync(path.join(site, 'package-lock.json'), JSON.stringify(lock));
    expect(indexerDigest(site)).toBe(digest);
    (lock.packages['node_modules/minisearch'] as {version: string}).version = '7.0.0-other';
    writeFileSync(path.join(site, 'package-lock.json'), JSON.stringify(lock));
    expect(indexerDigest(site)).not.toBe(digest);
  });
});

describe('the indexing thread', () => {
  it('makes the parts the build thread makes, and postBuild writes each under its name', async () => {
    const inThread = serializeSearchIndex(records, docsVersions).map((part) => [part.tag, JSON.stringify(part)] as const);
    const fromWorker = await startIndexer()({records, docsVersions});
    expect(fromWorker).toEqual(inThread);
    const fileNames = indexFileNames(records, docsVersions, indexerDigest(root));
    const outDir = mkdtempSync(path.join(dir, 'build-'));
    await writeIndexFiles(outDir, fromWorker, fileNames);
    expect(readdirSync(outDir).sort()).toEqual([...fileNames.values()].sort());
    for (const [tag, json] of inThread) expect(readFileSync(path.join(outDir, fileNames.get(tag) as string), 'utf8')).toBe(json);
  }, 60_000);

  it('writes nothing it has no name for', async () => {
    const other = mkdtempSync(path.join(dir, 'other-'));
    const parts = [['default', '{}'], ['docs-default-3.x', '{}'], ['docs-default-4.x', '{}']] as const;
    await expect(writeIndexFiles(other, parts, indexFileNames(records, docsVersions, 'indexer'))).rejects.toThrow('no file name for the part docs-default-3.x');
    await expect(writeIndexFiles(other, parts.slice(0, 2), indexFileNames(records, docsVersions, 'indexer'))).rejects.toThrow('2 parts for 3 file names');
    expect(readdirSync(other)).toEqual([]);
  });
});
