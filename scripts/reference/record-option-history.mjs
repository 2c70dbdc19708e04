#!/usr/bin/env node
// Records when each option of `UserDefinedOptions` appeared or disappeared between weapp-tailwindcss 4.12.0 and the
// newest 5.x tag, into src/data/reference/option-history.json. It reads the package's TypeScript source at every
// weapp-tailwindcss tag of an upstream clone (git show, nothing is built or run): the members of the
// `UserDefinedOptions*Part` interfaces in packages/weapp-tailwindcss/src/types/user-defined-options/. At the newest
// tag it also notes which members carry a `@deprecated` or `@internal` JSDoc tag (the tag's presence only; the
// package's prose is not recorded).
//
//   UPSTREAM_REPO=/path/to/weapp-tailwindcss(.git) node scripts/reference/record-option-history.mjs [--check]
import {execFileSync} from 'node:child_process';
import ts from 'typescript';
import {checkMode, writeOrCheck} from './lib.mjs';

const repo = process.env.UPSTREAM_REPO;
if (!repo) throw new Error('Set UPSTREAM_REPO to a clone (or bare mirror) of sonofmagic/weapp-tailwindcss');
const OPTIONS_DIR = 'packages/weapp-tailwindcss/src/types/user-defined-options';
const PARTS = ['important', 'general', 'matcher', 'lifecycle'];
const FIRST = 'weapp-tailwindcss@4.12.0';

const git = (...args) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});

/** 4.12.0 and every 5.x tag after it, oldest first (by the tags' creation dates). */
function scannedTags() {
  const all = git('for-each-ref', '--sort=creatordate', '--format=%(refname:short)', 'refs/tags').split('\n');
  const tags = all.filter((tag) => tag === FIRST || /^weapp-tailwindcss@5\./.test(tag));
  if (tags[0] !== FIRST) throw new Error(`${FIRST} is not in ${repo}`);
  return tags;
}

const isRelease = (tag) => /^weapp-tailwindcss@\d+\.\d+\.\d+$/.test(tag);

/** The members of the UserDefinedOptions*Part interfaces at a tag, with the JSDoc tags of each. */
function membersAt(tag) {
  const members = new Map();
  for (const part of PARTS) {
    let text;
    try {
      text = git('show', `${tag}:${OPTIONS_DIR}/${part}.ts`);
    } catch {
      continue;
    }
    const source = ts.createSourceFile(`${part}.ts`, text, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isInterfaceDeclaration(statement) || !/^UserDefinedOptions\w*Part$/.test(statement.name.text)) continue;
      for (const member of statement.members) {
        if (!member.name) continue;
        const tags = ts.getJSDocTags(member).map((jsDocTag) => jsDocTag.tagName.text);
        members.set(member.name.getText(source), {part, deprecated: tags.includes('deprecated'), internal: tags.includes('internal')});
      }
    }
  }
  if (!members.size) throw new Error(`no UserDefinedOptions*Part members at ${tag}`);
  return members;
}

const tags = scannedTags();
const newest = tags.at(-1);
const seen = tags.map((tag) => ({tag, members: membersAt(tag)}));
const names = new Set(seen.flatMap(({members}) => [...members.keys()]));
const options = {};
for (const name of [...names].sort((a, b) => a.localeCompare(b, 'en'))) {
  const present = seen.filter(({members}) => members.has(name)).map(({tag}) => tag);
  const inFirst = seen[0].members.has(name);
  const inNewest = seen.at(-1).members.has(name);
  // Contiguous presence is the rule; an option that left and came back is recorded with each stretch.
  const stretches = [];
  seen.forEach(({tag, members}, index) => {
    if (!members.has(name)) return;
    if (index > 0 && seen[index - 1].members.has(name)) stretches.at(-1).last = tag;
    else stretches.push({first: tag, last: tag});
  });
  const entry = {
    in4120: inFirst,
    inNewest,
    stretches: stretches.map(({first, last}) => ({
      first,
      firstRelease: tags.slice(tags.indexOf(first)).find(isRelease),
      last,
      removedAt: tags[tags.indexOf(last) + 1] ?? null,
    })),
  };
  if (inNewest) {
    const {part, deprecated, internal} = seen.at(-1).members.get(name);
    Object.assign(entry, {part, ...(internal ? {internal} : {})});
    if (deprecated) {
      // The tag from which the option has been marked deprecated without a break up to the newest tag.
      let index = seen.length - 1;
      while (index > 0 && seen[index - 1].members.get(name)?.deprecated) index -= 1;
      entry.deprecatedSince = seen[index].tag;
      entry.deprecatedSinceRelease = tags.slice(index).find(isRelease);
    }
  }
  if (!inFirst || !inNewest || stretches.length > 1 || entry.deprecatedSince || entry.internal) options[name] = entry;
  else if (present.length !== tags.length) options[name] = entry;
}

const recording = {
  $comment:
    `Recorded by scripts/reference/record-option-history.mjs from the source of weapp-tailwindcss at every tag from ${FIRST} to ${newest} ` +
    `(${OPTIONS_DIR}/{${PARTS.join(',')}}.ts, members of the UserDefinedOptions*Part interfaces); do not edit. Lists only the options that were ` +
    'not present at every scanned tag, or that carry @deprecated / @internal at the newest tag. stretches: first and last tag present, the first ' +
    'release (non-prerelease) tag from the first one on, and the tag where it was gone (removedAt, null if still present); deprecatedSince: the tag from ' +
    'which @deprecated has been on the member without a break up to the newest tag.',
  newest,
  scannedTags: tags.length,
  options,
};
if (!writeOrCheck('option-history.json', recording, {check: checkMode})) process.exitCode = 1;
