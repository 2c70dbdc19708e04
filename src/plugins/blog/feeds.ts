// The blog's RSS, Atom and JSON feeds, written in a thread of their own (feedThread.mjs, started by ./index.ts).
// The blog plugin writes them in its postBuild, after the pages are rendered (each item is the post's rendered
// HTML): the build's main thread then runs the other hooks and the broken-link check while the second core is idle.
// The thread runs the plugin's own lib/feed.js with the arguments its postBuild gives it, so the feeds are the same.
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import type * as FeedModule from '@docusaurus/plugin-content-blog/lib/feed.js';
import type {DocusaurusConfig} from '@docusaurus/types';
import {patchTargetMissing} from '../patchTarget.mjs';
import {withFeedStylesheet} from './feedStylesheet';

export type FeedFilesArgs = Parameters<typeof FeedModule.createBlogFeedFiles>[0];

/** The options and the site config's fields that lib/feed.js reads; the rest holds functions, which a thread cannot receive. */
const OPTION_KEYS = ['feedOptions', 'routeBasePath'] as const;
const SITE_CONFIG_KEYS = ['url', 'baseUrl', 'title', 'favicon', 'trailingSlash'] as const;

export interface FeedJob extends Omit<FeedFilesArgs, 'options' | 'siteConfig'> {
  readonly options: Pick<PluginOptions, (typeof OPTION_KEYS)[number]>;
  readonly siteConfig: Pick<DocusaurusConfig, (typeof SITE_CONFIG_KEYS)[number]>;
}

const pick = <T extends object, K extends keyof T>(object: T, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;

/** What the feed thread gets of the blog plugin's call to createBlogFeedFiles. */
export function feedJob(args: FeedFilesArgs): FeedJob {
  if (args.options.feedOptions.createFeedItems) {
    throw new Error('blog feedOptions.createFeedItems is a function, which the feed thread (src/plugins/blog/feeds.ts) cannot receive.');
  }
  return {...args, options: pick(args.options, OPTION_KEYS), siteConfig: pick(args.siteConfig, SITE_CONFIG_KEYS)};
}

/** `object`, throwing the patch's error when a newer lib/feed.js reads a field the job left out. */
function onlyPicked<T extends object>(object: T, what: string): T {
  return new Proxy(object, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target)) throw patchTargetMissing('blog-feed-thread', `lib/feed.js reads ${what}.${key}, which the feed thread is not given`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** Writes the feeds of `job` with `createBlogFeedFiles` (lib/feed.js), and names the stylesheet in the RSS and Atom ones. */
export async function writeFeeds(createBlogFeedFiles: (args: FeedFilesArgs) => Promise<void>, job: FeedJob): Promise<void> {
  const {options, siteConfig, outDir} = job;
  await createBlogFeedFiles({
    ...job,
    options: onlyPicked(options, 'options') as PluginOptions,
    siteConfig: onlyPicked(siteConfig, 'siteConfig') as DocusaurusConfig,
  });
  const types = options.feedOptions.type ?? [];
  const feeds = (['rss', 'atom'] as const).filter((feed) => types.includes(feed));
  await Promise.all(
    feeds.map(async (feed) => {
      // Where lib/feed.js writes them: outDir + routeBasePath + `${type}.xml`.
      const file = path.join(outDir, options.routeBasePath, `${feed}.xml`);
      await writeFile(file, withFeedStylesheet(await readFile(file, 'utf8'), file, 'feed.css'));
    }),
  );
}
