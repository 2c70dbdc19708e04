// Local plugin: the 4.x API reference pages are TypeDoc output committed with the site (`npm run generate:api`
// writes them with ./generate.ts). The plugin only checks, while the site loads, that they are what the
// checkout would generate (./stamp.ts): a changed input or a hand-edited page fails the build.
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {TypedocApiOptions} from './options';
import {apiReferenceStaleness, STAMP_FILE} from './stamp';

export default function typedocApiPlugin(context: LoadContext, options: TypedocApiOptions): Plugin {
  const differences = apiReferenceStaleness(context.siteDir, options);
  if (differences.length > 0) {
    throw new Error(
      `The API reference pages are not what this checkout generates (${STAMP_FILE} differs):\n  ${differences.join('\n  ')}\n` +
        'Run `npm run generate:api` and commit the pages with the stamp.',
    );
  }
  return {name: 'typedoc-api'};
}
