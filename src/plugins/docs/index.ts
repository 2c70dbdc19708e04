// Local plugin: the docs plugin of Docusaurus (options in config/docs.ts), whose pages' last-updated dates
// come from one walk of the git history (./gitDates) instead of a git process per page. The dates are the
// ones Docusaurus would read (a `last_update.date` in front matter first, else the file's newest commit, else
// none), set where it sets them, in each doc's metadata, before the docs plugin creates its routes.
// ./preset.ts registers it: preset-classic with this plugin in place of its own docs plugin.
import path from 'node:path';
import logger from '@docusaurus/logger';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {patchTargetMissing} from '../patchTarget.mjs';
import {newestCommitTimes} from './gitDates';

/** Whether Docusaurus would read the dates from git: a production build showing dates but not authors. */
function readsGitDates(options: PluginOptions): boolean {
  return options.showLastUpdateTime && !options.showLastUpdateAuthor && process.env.NODE_ENV === 'production' && process.env.DOCUSAURUS_DISABLE_LAST_UPDATE !== 'true';
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
      let untracked = false;
      for (const doc of content.loadedVersions.flatMap((version) => version.docs)) {
        const frontMatterDate = doc.frontMatter.last_update?.date;
        const time = frontMatterDate ? new Date(frontMatterDate).getTime() : times.get(path.resolve(doc.source.replace(/^@site/, context.siteDir)));
        if (time === undefined) untracked = true;
        // The key is already there (undefined): set in place, the metadata keeps its key order.
        doc.lastUpdatedAt = time ?? null;
      }
      if (untracked) logger.warn('Cannot infer the update date for some files, as they are not tracked by git.');
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
