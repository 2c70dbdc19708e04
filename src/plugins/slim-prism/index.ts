// Local plugin: resolves `prism-react-renderer` to ./client, a drop-in <Highlight> over a Prism that
// carries only the grammars the site uses. Code highlighting is in every page's main bundle, so its
// size and start-up cost count on every page.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function slimPrismPlugin(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'client/index.tsx')}}};
    },
  };
}
