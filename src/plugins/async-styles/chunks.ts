// Docusaurus merges every style sheet of the site into the one render-blocking styles.css. The chunks
// named here are the exception: their CSS goes to a sheet of its own, downloaded with the chunk.
// Name a chunk with `import(/* webpackChunkName: "…" */ …)`; its CSS must not style anything else.
export const ASYNC_STYLE_CHUNKS: readonly string[] = ['search-modal', 'diagram-zoom'];

/** Whether a chunk's CSS belongs in the shared styles.css (the bundler's `cacheGroups.styles.chunks`). */
export function stylesGoToMainSheet(chunk: {readonly name?: string | null}): boolean {
  return !chunk.name || !ASYNC_STYLE_CHUNKS.includes(chunk.name);
}
