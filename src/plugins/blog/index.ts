// Local plugin: the blog plugin of Docusaurus (options in config/blog.ts), whose RSS and Atom feeds also
// name a CSS stylesheet, static/blog/feed.css: a reader who opens a feed in a browser sees the posts and a
// Chinese note on subscribing, not the browser's English XML tree. The feeds used an XSLT stylesheet
// before, which Chromium warns is being removed; CSS cannot link, so the full help is the page
// /blog/subscribe (src/pages/blog/subscribe.tsx). The blog plugin's own postBuild writes the feeds; its call to
// lib/feed.js is sent to a thread of its own (./feeds.ts), which also adds the stylesheet.
import {createRequire} from 'node:module';
import path from 'node:path';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {patchTargetFile, patchTargetMissing} from '../patchTarget.mjs';
import {oneJobThread, startWorkerForJob} from '../workerThread';
import {feedJob, type FeedFilesArgs, type FeedJob} from './feeds';

const blogRequire = createRequire(__filename);
const blogIndexFile = blogRequire.resolve('@docusaurus/plugin-content-blog');
const feedModuleFile = blogRequire.resolve('@docusaurus/plugin-content-blog/lib/feed.js');

type FeedModule = {createBlogFeedFiles: (args: FeedFilesArgs) => Promise<void>};

/**
 * The blog plugin's postBuild calls `createBlogFeedFiles` through lib/feed.js's exports object, so replacing that
 * export sends the call to the feed thread. Fails the build when the plugin calls it otherwise.
 */
export function checkFeedThreadTarget(indexFile = blogIndexFile, feedModule: Partial<FeedModule> = blogRequire(feedModuleFile) as FeedModule): FeedModule {
  patchTargetFile('blog-feed-thread', indexFile, 'const feed_1 = require("./feed");');
  patchTargetFile('blog-feed-thread', indexFile, 'await (0, feed_1.createBlogFeedFiles)({');
  if (typeof feedModule.createBlogFeedFiles !== 'function') throw patchTargetMissing('blog-feed-thread', 'lib/feed.js no longer exports createBlogFeedFiles');
  return feedModule as FeedModule;
}

const feedThread = oneJobThread(() =>
  startWorkerForJob<FeedJob, true>(path.join(__dirname, 'feedThread.mjs'), {feedModule: feedModuleFile}, 'blog: the feed thread'),
);

/** Writes the feeds as lib/feed.js's `createBlogFeedFiles(args)` does, in the feed thread. */
export async function createFeedFilesInThread(args: FeedFilesArgs): Promise<void> {
  await feedThread.run(feedJob(args));
}

async function blogWithFeedThread(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  checkFeedThreadTarget().createBlogFeedFiles = createFeedFilesInThread;
  // A production build writes the feeds: start the thread while the site loads. (`build --dev` starts it when postBuild needs it.)
  if (process.env.NODE_ENV === 'production') feedThread.startEarly();
  return blogPlugin(context, options);
}

/** Registered as `[plugin, options]`: Docusaurus validates the options with the blog plugin's own schema first. */
const plugin: PluginModule = Object.assign(
  // A plugin list holds plugins of any content: the blog's content type is its own business.
  (context: LoadContext, options: unknown) => blogWithFeedThread(context, options as PluginOptions) as Promise<Plugin>,
  // The blog's validator is typed for its own options; PluginModule declares it generically.
  {validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>},
);
export default plugin;
