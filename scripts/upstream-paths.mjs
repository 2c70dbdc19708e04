// Writes tests/fixtures/upstream-paths.txt: every file and folder of sonofmagic/weapp-tailwindcss at the tag of the
// documented release (website/ left out), for the test that checks the site's links into that repository.
// Usage: node scripts/upstream-paths.mjs <path of a clone of sonofmagic/weapp-tailwindcss>
//        (or set UPSTREAM_REPO). A bare clone works; the clone needs the tag.
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {documentedTag, UPSTREAM_PATHS_FIXTURE} from './lib/upstream-links.mjs';

const repo = process.argv[2] ?? process.env.UPSTREAM_REPO;
if (!repo) {
  console.error('usage: node scripts/upstream-paths.mjs <path of a clone of sonofmagic/weapp-tailwindcss> (or set UPSTREAM_REPO)');
  process.exit(1);
}

const tag = documentedTag();
const git = (...args) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
const commit = git('rev-parse', '--verify', `${tag}^{commit}`).trim();

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
