// The names of the embedded index's files. A production build makes the index in a worker thread while Rspack
// bundles (../worker.mjs), but the global data must name the files before bundling starts: so a name carries a
// digest of what the index is made from rather than of the index itself. That is the records and the docs versions,
// the code that turns them into the index (shared/documents.ts and everything it imports, all in this plugin's
// folder, and MiniSearch as the lock file installs it) and the Node.js whose Intl.Segmenter cuts Chinese into words.
// The same inputs make the same index, so a file, once published, never changes under its name and can be cached for good.
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {folderDigest, lockedPackages} from '../../typedoc-api/stamp';
import {UNVERSIONED_TAG, type DocsVersionTag, type SearchRecord} from '../shared/types';

/** The plugin's folder, which holds the index builder and every site module it imports (tests/unit/searchIndexFiles.test.ts checks). */
export const INDEXER_DIR = path.resolve(__dirname, '..');
/** The packages the index builder imports, as lock-file keys. */
export const INDEXER_PACKAGES = ['node_modules/minisearch'];

const sha256 = (data: string): string => createHash('sha256').update(data).digest('hex');

/** A digest of the code that builds the index from the records: the plugin's files, MiniSearch's lock entry, Node.js and its ICU. */
export function indexerDigest(siteDir: string): string {
  const lock = JSON.parse(readFileSync(path.join(siteDir, 'package-lock.json'), 'utf8')) as Parameters<typeof lockedPackages>[0];
  const {node, icu, unicode} = process.versions;
  return sha256(JSON.stringify([folderDigest(path.dirname(INDEXER_DIR), path.basename(INDEXER_DIR)), lockedPackages(lock, INDEXER_PACKAGES), node, icu, unicode]));
}

/**
 * The file of each part of the index (shared/documents.ts, serializeSearchIndex: the unversioned part, then one for
 * each docs version), by the part's tag: the part in the name is for people reading the build, the digest of the
 * inputs (`indexer` is indexerDigest's) makes it cacheable for good.
 */
export function indexFileNames(records: readonly SearchRecord[], docsVersions: readonly DocsVersionTag[], indexer: string): Map<string, string> {
  const digest = sha256(JSON.stringify([indexer, records, docsVersions])).slice(0, 10);
  const parts: [tag: string, name: string][] = [[UNVERSIONED_TAG, 'shared'], ...docsVersions.map(({tag, label}): [string, string] => [tag, label])];
  return new Map(parts.map(([tag, name]) => [tag, `search-index.${name.replace(/[^\w.-]+/g, '-')}.${digest}.json`]));
}
