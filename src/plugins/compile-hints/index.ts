// Local plugin: starts each JavaScript file that runs while a page loads with V8's compile hint
// `//# allFunctionsCalledOnLoad`, so Chromium compiles its functions when it loads the file (off the main
// thread when it streams it) instead of one by one on first call. Without it, compiling a page's module
// factories fell in the one task that runs them all once the page's last chunk has arrived. Other
// browsers ignore the comment.
import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Chunk groups fetched on a reader's action rather than with a page (the search modal, with the library
 * chunks split out of it; the diagram zoom dialog), whose functions mostly wait for that action: compiling
 * them all up front would only delay it. Their CSS stays out of the render-blocking sheets
 * (src/plugins/async-styles). Such a group is named with a webpackChunkName comment on its import() and listed here.
 */
export const ON_ACTION_GROUPS: ReadonlySet<string> = new Set(['search-modal', 'diagram-zoom']);

interface ChunkLike {
  readonly files: Iterable<string>;
  readonly groupsIterable: Iterable<{readonly name?: string | null}>;
}

const fetchedOnAction = (chunk: ChunkLike): boolean => {
  const groups = [...chunk.groupsIterable];
  return groups.length > 0 && groups.every((group) => group.name != null && ON_ACTION_GROUPS.has(group.name));
};

/** The JavaScript files to hint: every chunk's, except those of chunks that only an on-action group loads. */
export function filesToHint(chunks: Iterable<ChunkLike>): string[] {
  const files: string[] = [];
  for (const chunk of chunks) {
    if (fetchedOnAction(chunk)) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
  }
  return files;
}

const NAME = 'compile-hints';

export default function compileHintsPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Typed as webpack's; Rspack, which builds this site, has the same API.
      const hintPlugin: WebpackPluginInstance = {
        apply(compiler: Compiler) {
          const {Compilation, sources} = compiler.webpack;
          compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
            // Right after the minifier, which would drop the comment, and before the content hashes.
            compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, () => {
              for (const file of filesToHint(compilation.chunks)) {
                compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
              }
            });
          });
        },
      };
      return {plugins: [hintPlugin]};
    },
  };
}
