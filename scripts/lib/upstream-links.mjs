import {readdirSync, readFileSync, statSync} from 'node:fs';
import {DOCS_DIRS} from './markdown-files.mjs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

// Links into the upstream repository (sonofmagic/weapp-tailwindcss) must point at the tag of the documented
// release and at a path that exists there. tests/fixtures/upstream-paths.txt lists those paths; it is written
// by scripts/upstream-paths.mjs and read by tests/unit/upstreamLinks.test.ts.

const root = fileURLToPath(new URL('../..', import.meta.url));

export const UPSTREAM_PATHS_FIXTURE = path.join(root, 'tests/fixtures/upstream-paths.txt');
export const UPSTREAM_TAGS_FIXTURE = path.join(root, 'tests/fixtures/upstream-tags.json');

/** `weapp-tailwindcss@<version>` of the installed package: the release the site documents. */
export function documentedTag() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules/weapp-tailwindcss/package.json'), 'utf8'));
  return `weapp-tailwindcss@${pkg.version}`;
}

// `https://github.com/sonofmagic/weapp-tailwindcss/tree/<ref>/<path>` (also blob, raw, edit, commits),
// `https://raw.githubusercontent.com/sonofmagic/weapp-tailwindcss/<ref>/<path>`, and the config modules'
// `${repoUrl}/blob/<ref>/<path>`. A URL ends at white space, quotes, brackets or CJK punctuation.
const END = String.raw`[^\s"'\`<>()\[\]{}，。；：、！？）（]*`;
const LINK_PATTERNS = [
  new RegExp(String.raw`(?:https?://)?(?:www\.)?github\.com/sonofmagic/weapp-tailwindcss/(tree|blob|raw|edit|commits)/(${END})`, 'gi'),
  new RegExp(String.raw`(?:https?://)?raw\.githubusercontent\.com/sonofmagic/weapp-tailwindcss/()(${END})`, 'gi'),
  new RegExp(String.raw`\$\{repoUrl\}/(tree|blob|raw|edit|commits)/(${END})`, 'g'),
];

/**
 * @typedef {{url: string, kind: string, ref: string, path: string, line: number}} UpstreamLink
 */

/**
 * Every link into the upstream repository that names a ref, with the ref and the path after it
 * (query, fragment and trailing slashes removed, percent-escapes decoded).
 * @param {string} text
 * @returns {UpstreamLink[]}
 */
export function findUpstreamLinks(text) {
  const links = [];
  for (const pattern of LINK_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const [url, kind, rest] = match;
      const trimmed = rest.replace(/[?#].*$/, '').replace(/[.,;:!]+$/, '');
      const [rawRef = '', ...segments] = trimmed.split('/');
      const decode = (value) => {
        try {
          return decodeURIComponent(value);
        } catch {
          return value;
        }
      };
      links.push({
        url: url.replace(/[.,;:!]+$/, ''),
        kind: kind.toLowerCase() || 'raw',
        ref: decode(rawRef),
        path: segments.filter(Boolean).map(decode).join('/'),
        line: text.slice(0, match.index).split('\n').length,
      });
    }
  }
  return links.sort((a, b) => a.line - b.line);
}

/**
 * The fixture's tag and paths. Folders end with `/`.
 * @param {string} text contents of tests/fixtures/upstream-paths.txt
 * @returns {{tag: string, files: Set<string>, folders: Set<string>}}
 */
export function parseUpstreamPaths(text) {
  const lines = text.split('\n');
  const tag = /^# tag: (\S+)/m.exec(text)?.[1] ?? '';
  const files = new Set();
  const folders = new Set();
  for (const line of lines) {
    if (!line || line.startsWith('#')) continue;
    if (line.endsWith('/')) folders.add(line.slice(0, -1));
    else files.add(line);
  }
  return {tag, files, folders};
}

/**
 * What is wrong with each link, as readable messages; empty when every link is fine.
 * Links name the documented tag, or another release tag listed in `otherTags` (release notes link each
 * CHANGELOG at its own tag); a branch never, since what it shows moves on.
 * @param {UpstreamLink[]} links
 * @param {{tag: string, files: Set<string>, folders: Set<string>}} upstream
 * @param {Record<string, {files: string[], folders: string[]}>} [otherTags] from tests/fixtures/upstream-tags.json
 * @returns {string[]}
 */
export function checkUpstreamLinks(links, {tag, files, folders}, otherTags = {}) {
  const problems = [];
  for (const link of links) {
    const where = `line ${link.line}: ${link.url}`;
    const other = link.ref === tag ? undefined : otherTags[link.ref];
    if (link.ref !== tag && !other) {
      problems.push(
        /^weapp-tailwindcss@\d+\.\d+\.\d+$/.test(link.ref)
          ? `${where}: ${link.ref} is not in tests/fixtures/upstream-tags.json (run node scripts/upstream-paths.mjs <clone>)`
          : `${where}: points at "${link.ref}", not at the tag ${tag} or another release tag`,
      );
      continue;
    }
    if (link.kind === 'commits' || link.path === '') continue;
    const isFile = other ? other.files.includes(link.path) : files.has(link.path);
    const isFolder = other ? other.folders.includes(link.path) : folders.has(link.path);
    const at = other ? link.ref : tag;
    if (!isFile && !isFolder) {
      problems.push(`${where}: ${link.path} does not exist at ${at}${other ? ' (or the fixture predates the link: regenerate it)' : ''}`);
    }
    else if (link.kind === 'tree' && !isFolder) problems.push(`${where}: ${link.path} is a file, link it with /blob/`);
    else if (link.kind !== 'tree' && !isFile) problems.push(`${where}: ${link.path} is a folder, link it with /tree/`);
  }
  return problems;
}

const SOURCE_EXTENSIONS = /\.(?:md|mdx|ts|tsx|mts|js|mjs|cjs|json|ya?ml|css)$/;
// Generated at build time from the installed package's type declarations, not written by hand.
const SKIPPED_DIRS = new Set(['api', 'api-v2', 'node_modules']);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : sourceFiles(file);
    return SOURCE_EXTENSIONS.test(name) ? [file] : [];
  });
}

/** The hand-written files whose links reach readers: every docs version, blog/, src/, config/ and README.md (paths relative to the repo). */
export function siteSourceFiles() {
  return [
    ...[...DOCS_DIRS, 'blog', 'src', 'config'].flatMap((dir) => sourceFiles(path.join(root, dir))),
    path.join(root, 'README.md'),
  ].map((file) => path.relative(root, file));
}

/** Reads a file given relative to the repo root. */
export function readSiteFile(file) {
  return readFileSync(path.join(root, file), 'utf8');
}
