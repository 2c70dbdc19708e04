// Local plugin: starts each JavaScript file that runs while a page loads with V8's compile hint
// `//# allFunctionsCalledOnLoad`, so Chromium compiles its functions when it loads the file (off the main
// thread when it streams it) instead of one by one on first call. Without it, compiling a page's module
// factories fell in the one task that runs them all once the page's last chunk has arrived. Other
// browsers ignore the comment.
import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';
import {ASYNC_STYLE_CHUNKS} from '../async-styles/chunks';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Chunks fetched on a reader's action rather than with a page, whose functions mostly wait for that
 * action: compiling them all up front would only delay it. They are the chunks that also keep their
 * CSS apart (the search modal).
 */
const ON_ACTION_CHUNKS: ReadonlySet<string> = new Set(ASYNC_STYLE_CHUNKS);

interface ChunkLike {
  readonly name?: string | null;
  readonly files: Iterable<string>;
}

/** The JavaScript files to hint: every chunk's, except the chunks fetched on a reader's action. */
export function filesToHint(chunks: Iterable<ChunkLike>): string[] {
  const files: string[] = [];
  for (const chunk of chunks) {
    if (chunk.name && ON_ACTION_CHUNKS.has(chunk.name)) continue;
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
