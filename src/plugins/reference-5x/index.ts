// Local plugin: writes the 5.x API reference (docs/api: the overview, the options page and one page per JS entry)
// while the site loads, before the docs plugin reads it. weapp-tailwindcss 5.x is not installed with the site, so
// the pages come from the recordings in src/data/reference (made from an installed 5.3.4 by scripts/reference/,
// README: 5.x 参考的记录) and from our own descriptions there. The 4.x reference stays TypeDoc output
// (src/plugins/typedoc-api) under versioned_docs/version-4.x/api.
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedPagesDate} from '../../../config/lastUpdate';
import {renderReference, type ReferenceInput} from './render';

/** The recordings and the change list, from src/data/reference. */
export function loadReferenceInput(siteDir: string): ReferenceInput {
  const read = <T>(name: string): T => JSON.parse(readFileSync(path.join(siteDir, 'src/data/reference', name), 'utf8')) as T;
  return {
    api5: read('api-5x.json'),
    api4: read('api-4x.json'),
    history: read('option-history.json'),
    changes: read<{changes: ReferenceInput['changes']}>('option-changes.json').changes,
  };
}

/** The reference's folder: the current docs version's `api`. */
const OUT_DIR = 'docs/api';
/** What the pages are generated from: the recordings, our descriptions and this plugin. */
const GENERATED_FROM = ['src/data/reference', 'src/plugins/reference-5x'];

/**
 * A page with its last-updated date in its front matter: the pages are not in git, so Docusaurus would look
 * the date up there and warn "not tracked by git" on every build (config/lastUpdate.ts, generatedPagesDate).
 */
export const withLastUpdate = (page: string, date: string | undefined): string =>
  date ? page.replace(/^---\n/, `---\nlast_update:\n  date: ${date}\n`) : page;

export default function reference5xPlugin(context: LoadContext): Plugin {
  const out = path.join(context.siteDir, OUT_DIR);
  const date = generatedPagesDate(context.siteDir, GENERATED_FROM);
  rmSync(out, {recursive: true, force: true});
  for (const [file, content] of renderReference(loadReferenceInput(context.siteDir))) {
    mkdirSync(path.dirname(path.join(out, file)), {recursive: true});
    writeFileSync(path.join(out, file), withLastUpdate(content, date));
  }
  return {name: 'reference-5x'};
}
