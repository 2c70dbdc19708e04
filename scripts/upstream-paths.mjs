// Writes tests/fixtures/upstream-paths.txt: every file and folder of sonofmagic/weapp-tailwindcss at the tag of the
// documented release (website/ left out), for the test that checks the site's links into that repository; and
// tests/fixtures/upstream-tags.json: for every other tag the site links to (release notes, the 4.x/5.x page),
// its date (the tag's own, in Beijing time: scripts/lib/tag-dates.mjs) and which of the linked paths exist there
// as files or folders.
// Usage: node scripts/upstream-paths.mjs <path of a clone of sonofmagic/weapp-tailwindcss>
//        (or set UPSTREAM_REPO). A bare clone works; the clone needs the tag.
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {
  documentedTag,
  findUpstreamLinks,
  readSiteFile,
  siteSourceFiles,
  UPSTREAM_PATHS_FIXTURE,
  UPSTREAM_TAGS_FIXTURE,
} from './lib/upstream-links.mjs';
import {tagDates} from './lib/tag-dates.mjs';

const repo = process.argv[2] ?? process.env.UPSTREAM_REPO;
if (!repo) {
  console.error('usage: node scripts/upstream-paths.mjs <path of a clone of sonofmagic/weapp-tailwindcss> (or set UPSTREAM_REPO)');
  process.exit(1);
}

const tag = documentedTag();
const git = (...args) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
const commit = git('rev-parse', '--verify', `${tag}^{commit}`).trim();
const dates = tagDates(git);

// `-r -t` lists folders as well as files; `-z` keeps unusual names unquoted.
const entries = git('ls-tree', '-r', '-t', '-z', tag)
  .split('\0')
  .filter(Boolean)
  .map((entry) => {
    const [meta, name] = entry.split('\t');
    return meta.split(' ')[1] === 'tree' ? `${name}/` : name;
  })
  .filter((name) => !/^website(?:\/|$)/.test(name) && !/(?:^|\/)node_modules\//.test(name) && !name.includes('\n'));

const header = [
  `# Files and folders (ending in /) of github.com/sonofmagic/weapp-tailwindcss, website/ left out.`,
  `# tag: ${tag}`,
  `# commit: ${commit}`,
  `# Regenerate: node scripts/upstream-paths.mjs <path of a clone of the repository>`,
];
writeFileSync(UPSTREAM_PATHS_FIXTURE, `${[...header, ...entries].join('\n')}\n`);
console.log(`${path.relative(process.cwd(), UPSTREAM_PATHS_FIXTURE)}: ${entries.length} paths at ${tag} (${commit.slice(0, 12)})`);

// Other tags: only the paths the site links to, so the fixture stays small.
const tryGit = (...args) => {
  try {
    return git(...args).trim();
  } catch {
    return undefined;
  }
};
const otherTags = {};
for (const link of siteSourceFiles().flatMap((file) => findUpstreamLinks(readSiteFile(file)))) {
  if (link.ref === tag || !/^weapp-tailwindcss@\d+\.\d+\.\d+$/.test(link.ref)) continue;
  const tagCommit = tryGit('rev-parse', '--verify', '--quiet', `${link.ref}^{commit}`);
  if (!tagCommit) {
    console.warn(`not a tag of the clone: ${link.ref} (${link.url})`);
    continue;
  }
  const entry = (otherTags[link.ref] ??= {commit: tagCommit, date: dates.get(link.ref).date, files: [], folders: []});
  if (!link.path) continue;
  const type = tryGit('cat-file', '-t', `${link.ref}:${link.path}`);
  const list = type === 'blob' ? entry.files : type === 'tree' ? entry.folders : undefined;
  if (!list) console.warn(`missing at ${link.ref}: ${link.path}`);
  else if (!list.includes(link.path)) list.push(link.path);
}
const sortedTags = Object.fromEntries(
  Object.keys(otherTags)
    .sort((a, b) => a.localeCompare(b, 'en', {numeric: true}))
    .map((name) => [name, {...otherTags[name], files: otherTags[name].files.sort(), folders: otherTags[name].folders.sort()}]),
);
const documented = {tag, commit, date: dates.get(tag).date};
writeFileSync(
  UPSTREAM_TAGS_FIXTURE,
  `${JSON.stringify({regenerate: 'node scripts/upstream-paths.mjs <clone>', documented, tags: sortedTags}, null, 2)}\n`,
);
console.log(`${path.relative(process.cwd(), UPSTREAM_TAGS_FIXTURE)}: ${Object.keys(sortedTags).length} other tags`);
