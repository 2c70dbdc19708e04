// Local plugin: the blog plugin of Docusaurus (options in config/blog.ts), whose RSS and Atom feeds also
// name a CSS stylesheet, static/blog/feed.css: a reader who opens a feed in a browser sees the posts and a
// Chinese note on subscribing, not the browser's English XML tree. The feeds used an XSLT stylesheet
// before, which Chromium warns is being removed; CSS cannot link, so the full help is the page
// /blog/subscribe (src/pages/blog/subscribe.tsx). The feeds are written by the blog plugin's own
// postBuild, which every plugin's postBuild runs beside, hence a wrapper rather than a plugin of its own.
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {withFeedStylesheet} from './feedStylesheet';

async function blogWithFeedStylesheet(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const blog = await blogPlugin(context, options);
  return {
    ...blog,
    async postBuild(props) {
      await blog.postBuild?.(props);
      const types = options.feedOptions.type ?? [];
      const feeds = (['rss', 'atom'] as const).filter((feed) => types.includes(feed));
      await Promise.all(
        feeds.map(async (feed) => {
          // Where the blog plugin writes them (lib/feed.js: outDir + routeBasePath + `${type}.xml`).
          const file = path.join(props.outDir, options.routeBasePath, `${feed}.xml`);
          await writeFile(file, withFeedStylesheet(await readFile(file, 'utf8'), file, 'feed.css'));
        }),
      );
    },
  };
}

/** Registered as `[plugin, options]`: Docusaurus validates the options with the blog plugin's own schema first. */
const plugin: PluginModule = Object.assign(
  // A plugin list holds plugins of any content: the blog's content type is its own business.
  (context: LoadContext, options: unknown) => blogWithFeedStylesheet(context, options as PluginOptions) as Promise<Plugin>,
  // The blog's validator is typed for its own options; PluginModule declares it generically.
  {validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>},
);
export default plugin;
