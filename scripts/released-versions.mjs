// Writes typedoc/released-versions.json: the versions that packages/weapp-tailwindcss/CHANGELOG.md lists
// at the documented tag. The API reference checks the package's `@since` tags against it (typedoc/utils.mjs).
// Usage: node scripts/released-versions.mjs <path of a clone of sonofmagic/weapp-tailwindcss>
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';

export const DOCUMENTED_TAG = 'weapp-tailwindcss@4.12.0';

/** Version headings (`## 4.12.0`) of a changesets CHANGELOG, newest first, pre-releases left out. */
export function changelogVersions(changelog) {
  return [...changelog.matchAll(/^## (\d+\.\d+\.\d+)\s*$/gm)].map((match) => match[1]);
}

const repo = process.argv[2];
if (repo) {
  const changelog = execFileSync('git', ['-C', repo, 'show', `${DOCUMENTED_TAG}:packages/weapp-tailwindcss/CHANGELOG.md`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const versions = changelogVersions(changelog);
  const fixture = {tag: DOCUMENTED_TAG, oldest: versions.at(-1), versions};
  writeFileSync(new URL('../typedoc/released-versions.json', import.meta.url), `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(`typedoc/released-versions.json: ${versions.length} versions, ${fixture.oldest} to ${versions[0]}`);
}
