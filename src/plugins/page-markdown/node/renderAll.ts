// Renders every page's Markdown (./render.ts), in the worker thread of ../worker.mjs: the plugin starts it when the
// site's content is loaded, so the rendering runs while Rspack bundles, and postBuild only writes the results.
// A page is rendered from the tree the MDX loader parsed when one comes (`treeOf`, ./treeInbox.ts), and parsed here
// otherwise: at once when its partials are inlined, else once the compilation has sent its last tree.
// Images the pages reference are named here and copied by postBuild.
import type {PluggableList} from 'unified';
import {IMAGES_DIR, publishedImageName} from './images';
import {isMdxPage, pageText, renderPageMarkdown, type PageSource, type RenderedPage} from './render';
import type {TreeOf} from './treeInbox';

export interface RenderJob {
  readonly pages: readonly PageSource[];
  /** The site's origin and base URL, without a trailing slash. */
  readonly siteUrl: string;
  /** Each doc's source file → its route. */
  readonly sourceRoutes: readonly (readonly [string, string])[];
}

export interface RenderJobResult {
  /** The rendered pages, in the order of the job's pages. */
  readonly rendered: readonly RenderedPage[];
  /** Each image a page references → its published name in the build's IMAGES_DIR. */
  readonly images: readonly (readonly [string, string])[];
}

export async function renderAll(job: RenderJob, remarkPlugins: PluggableList, treeOf?: TreeOf): Promise<RenderJobResult> {
  const routes = new Map(job.sourceRoutes);
  const images = new Map<string, string>();
  const fileUrl = (file: string): string | undefined => {
    const route = routes.get(file);
    if (route !== undefined) return route;
    const name = publishedImageName(file);
    if (name === undefined) return undefined;
    images.set(file, name);
    return `/${IMAGES_DIR}/${name}`;
  };
  const rendered = await Promise.all(
    job.pages.map(async (page) => {
      const {text, hasPartials} = pageText(page);
      const tree = treeOf && !hasPartials ? await treeOf(page.file, text, isMdxPage(page)) : undefined;
      return renderPageMarkdown(page, {siteUrl: job.siteUrl, remarkPlugins, fileUrl}, {text, tree});
    }),
  );
  return {rendered, images: [...images]};
}

