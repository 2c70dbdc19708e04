// Local plugin: resolves `prism-react-renderer` to ./client, a drop-in <Highlight> over a Prism that
// carries only the grammars the site uses, and keeps Prism out of the main bundle: it then loads with
// the first code block a page renders instead of on every page.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {patchTargetFile} from '../patchTarget.mjs';

// theme-classic's client module that adds `prism.additionalLanguages` to Prism. This site has none, and
// the module would put Prism, plus Prism's Node-only language loader, into every page's main bundle.
const themeClassicDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
const additionalLanguagesModule = path.join(themeClassicDir, 'prism-include-languages');

/** The two places the alias reaches: the module it empties, and the code block's import of Prism's renderer. */
export function checkSlimPrismTargets(dir = themeClassicDir): void {
  patchTargetFile('slim-prism', path.join(dir, 'prism-include-languages.js'));
  patchTargetFile('slim-prism', path.join(dir, 'theme/CodeBlock/Content/index.js'), "from 'prism-react-renderer'");
}

export default function slimPrismPlugin(context: LoadContext): Plugin {
  const {additionalLanguages = []} = (context.siteConfig.themeConfig.prism ?? {}) as {additionalLanguages?: string[]};
  if (additionalLanguages.length > 0) {
    throw new Error(
      `themeConfig.prism.additionalLanguages (${additionalLanguages.join(', ')}) is not read on this site: ` +
        'import the grammars in src/plugins/slim-prism/client/prism.ts instead.',
    );
  }
  checkSlimPrismTargets();
  return {
    name: 'slim-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(__dirname, 'client/index.tsx'),
            [`${additionalLanguagesModule}$`]: false,
          },
        },
      };
    },
  };
}
