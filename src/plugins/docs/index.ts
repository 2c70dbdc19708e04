// Local plugin: the docs plugin of Docusaurus (options in config/docs.ts), whose pages' last-updated dates
// come from one walk of the git history (./gitDates) instead of a git process per page. The dates follow
// Docusaurus's order (a `last_update.date` in front matter first, else the file's newest commit, else none;
// ./gitDates says where the newest commit can differ from git's per-file answer), set where it sets them, in
// each doc's metadata, before the docs plugin creates its routes.
// ./preset.ts registers it: preset-classic with this plugin in place of its own docs plugin.
import path from 'node:path';
import logger from '@docusaurus/logger';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {patchTargetMissing} from '../patchTarget.mjs';
import {newestCommitTimes} from './gitDates';

/** Whether Docusaurus would read the dates from git: a production build showing dates but not authors. */
export function readsGitDates(options: Pick<PluginOptions, 'showLastUpdateTime' | 'showLastUpdateAuthor'>): boolean {
  return options.showLastUpdateTime && !options.showLastUpdateAuthor && process.env.NODE_ENV === 'production' && process.env.DOCUSAURUS_DISABLE_LAST_UPDATE !== 'true';
}

/**
 * Sets each loaded doc's `lastUpdatedAt` as Docusaurus would: its front matter `last_update.date` first, else
 * the newest commit of its file in `times` (./gitDates), else null with Docusaurus's warning. Fails the build
 * when the docs plugin no longer has the key to set or a doc's source is no longer `@site/<path>`. A site whose
 * files git does not track (a copy inside another repository, as the benchmark builds) gets no dates, as with
 * Docusaurus's own per-file lookup.
 */
export function setGitDates(content: LoadedContent, times: ReadonlyMap<string, number>, siteDir: string): void {
  let untracked = false;
  for (const doc of content.loadedVersions.flatMap((version) => version.docs)) {
    if (!Object.hasOwn(doc, 'lastUpdatedAt')) throw patchTargetMissing('docs-git-dates', `the docs plugin no longer gives doc ${doc.source} a lastUpdatedAt key`);
    if (!doc.source.startsWith('@site/')) throw patchTargetMissing('docs-git-dates', `doc source ${doc.source} is no longer \`@site/<path>\``);
    const frontMatterDate = doc.frontMatter.last_update?.date;
    if (frontMatterDate) {
      // The key is already there (undefined): set in place, the metadata keeps its key order.
      doc.lastUpdatedAt = new Date(frontMatterDate).getTime();
      continue;
    }
    const time = times.get(path.resolve(doc.source.replace(/^@site/, siteDir)));
    if (time === undefined) untracked = true;
    doc.lastUpdatedAt = time ?? null;
  }
  if (untracked) logger.warn('Cannot infer the update date for some files, as they are not tracked by git.');
}

async function docsWithGitDates(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  if (!readsGitDates(options)) return docsPlugin(context, options);
  const docs = await docsPlugin(context, {...options, showLastUpdateTime: false});
  const loadContent = docs.loadContent;
  if (!loadContent) throw patchTargetMissing('docs-git-dates', 'the docs plugin has no loadContent');
  return {
    ...docs,
    async loadContent() {
      const [content, times] = await Promise.all([loadContent(), newestCommitTimes(context.siteDir)]);
      setGitDates(content, times, context.siteDir);
      return content;
    },
  };
}

/** Registered as `[plugin, options]` (./preset.ts): Docusaurus validates the options with the docs plugin's own schema first. */
const plugin: PluginModule = Object.assign(
  (context: LoadContext, options: unknown) => docsWithGitDates(context, options as PluginOptions) as Promise<Plugin>,
  {validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>},
);
export default plugin;
