import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  checkUpstreamLinks,
  documentedTag,
  findUpstreamLinks,
  parseUpstreamPaths,
  readSiteFile,
  siteSourceFiles,
  UPSTREAM_PATHS_FIXTURE,
  UPSTREAM_TAGS_FIXTURE,
} from '../../scripts/lib/upstream-links.mjs';

// Links into github.com/sonofmagic/weapp-tailwindcss must name the tag of the documented release and a path
// that exists at it, so they keep showing what the docs describe after the default branch moves on.
// The fixture is written by `node scripts/upstream-paths.mjs <clone>`.
const upstream = parseUpstreamPaths(readFileSync(UPSTREAM_PATHS_FIXTURE, 'utf8'));
type TagPaths = {commit: string; date: string; files: string[]; folders: string[]};
const otherTags = (JSON.parse(readFileSync(UPSTREAM_TAGS_FIXTURE, 'utf8')) as {tags: Record<string, TagPaths>}).tags;
const TAG = 'weapp-tailwindcss@4.12.0';
const REPO = 'https://github.com/sonofmagic/weapp-tailwindcss';

describe('upstream path fixture', () => {
  it('was generated at the tag of the installed weapp-tailwindcss', () => {
    expect(upstream.tag).toBe(documentedTag());
  });

  it('lists files and folders', () => {
    expect(upstream.folders.has('packages/weapp-tailwindcss/src')).toBe(true);
    expect(upstream.files.has('packages/weapp-tailwindcss/package.json')).toBe(true);
    expect([...upstream.files, ...upstream.folders].some((name) => name.startsWith('website/'))).toBe(false);
  });
});

describe('findUpstreamLinks', () => {
  it('finds links in Markdown, JSX and template strings, and splits ref and path', () => {
    const text = [
      `见 [demo](${REPO}/tree/${TAG}/demo/gulp-app)。`,
      `<a href="${REPO}/blob/main/README.md#usage">README</a>`,
      "{label: 'x', href: `${repoUrl}/blob/dev/CODE_OF_CONDUCT.md`},",
      `raw: https://raw.githubusercontent.com/sonofmagic/weapp-tailwindcss/${TAG}/package.json，完`,
      `tree/weapp-tailwindcss%404.12.0: ${REPO}/tree/weapp-tailwindcss%404.12.0/demo/`,
    ].join('\n');
    expect(findUpstreamLinks(text).map(({kind, ref, path, line}) => ({kind, ref, path, line}))).toEqual([
      {kind: 'tree', ref: TAG, path: 'demo/gulp-app', line: 1},
      {kind: 'blob', ref: 'main', path: 'README.md', line: 2},
      {kind: 'blob', ref: 'dev', path: 'CODE_OF_CONDUCT.md', line: 3},
      {kind: 'raw', ref: TAG, path: 'package.json', line: 4},
      {kind: 'tree', ref: TAG, path: 'demo', line: 5},
    ]);
  });

  it('ignores issues, discussions, the repository root and other repositories', () => {
    const text = [
      `${REPO}/issues/842`,
      `${REPO}/discussions/637`,
      `[GitHub](${REPO})`,
      'https://github.com/sonofmagic/weapp-tailwindcss-children/tree/main/src',
      'https://github.com/weapp-vite/weapp-vite/tree/main/apps/x',
    ].join('\n');
    expect(findUpstreamLinks(text)).toEqual([]);
  });
});

describe('checkUpstreamLinks', () => {
  const fixture = {tag: TAG, files: new Set(['demo/gulp-app/gulpfile.ts']), folders: new Set(['demo', 'demo/gulp-app'])};
  const check = (text: string) => checkUpstreamLinks(findUpstreamLinks(text), fixture);

  it('accepts links at the tag to existing paths', () => {
    expect(check(`${REPO}/tree/${TAG}/demo/gulp-app ${REPO}/blob/${TAG}/demo/gulp-app/gulpfile.ts ${REPO}/tree/${TAG}`)).toEqual([]);
  });

  it('rejects a branch, and a release tag the fixture does not list', () => {
    expect(check(`${REPO}/tree/main/demo/gulp-app`)).toEqual([expect.stringContaining('points at "main"')]);
    expect(check(`${REPO}/tree/weapp-tailwindcss@4.11.2/demo`)).toEqual([expect.stringContaining('not in tests/fixtures/upstream-tags.json')]);
  });

  it('checks links at other release tags against the paths recorded for that tag', () => {
    const tags = {'weapp-tailwindcss@5.0.0': {files: ['packages/weapp-tailwindcss/CHANGELOG.md'], folders: ['packages']}};
    const checkOther = (text: string) => checkUpstreamLinks(findUpstreamLinks(text), fixture, tags);
    const tag = 'weapp-tailwindcss@5.0.0';
    expect(checkOther(`${REPO}/blob/${tag}/packages/weapp-tailwindcss/CHANGELOG.md ${REPO}/tree/${tag}/packages ${REPO}/tree/${tag}`)).toEqual([]);
    expect(checkOther(`${REPO}/blob/${tag}/packages/cli/CHANGELOG.md`)).toEqual([expect.stringContaining('does not exist at weapp-tailwindcss@5.0.0')]);
    expect(checkOther(`${REPO}/tree/${tag}/packages/weapp-tailwindcss/CHANGELOG.md`)).toEqual([expect.stringContaining('/blob/')]);
  });

  it('rejects a path that does not exist at the tag', () => {
    expect(check(`${REPO}/tree/${TAG}/demo/uni-app-webpack5`)).toEqual([expect.stringContaining('does not exist')]);
  });

  it('rejects tree links to files and blob links to folders', () => {
    expect(check(`${REPO}/tree/${TAG}/demo/gulp-app/gulpfile.ts`)).toEqual([expect.stringContaining('link it with /blob/')]);
    expect(check(`${REPO}/blob/${TAG}/demo`)).toEqual([expect.stringContaining('link it with /tree/')]);
  });
});

describe('links into the upstream repository', () => {
  const files = siteSourceFiles();

  it('scans the site sources', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('config/footer.ts');
    expect(files.some((file) => file.startsWith('docs/api/'))).toBe(false);
  });

  it('point at a release tag and at paths that exist there', () => {
    const problems = files.flatMap((file) =>
      checkUpstreamLinks(findUpstreamLinks(readSiteFile(file)), upstream, otherTags).map((problem) => `${file} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('list only tags the site links to, each with its commit and date', () => {
    const linkedRefs = new Set(files.flatMap((file) => findUpstreamLinks(readSiteFile(file)).map((link) => link.ref)));
    for (const [tag, entry] of Object.entries(otherTags)) {
      expect(linkedRefs.has(tag), `${tag} is no longer linked: regenerate the fixture`).toBe(true);
      expect(entry.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
