// Local plugin: PostCSS stops repeating work Lightning CSS does. Docusaurus runs postcss-preset-env on
// every stylesheet, and postcss-loader searches the disk for a PostCSS config for each one; with
// `future.experimental_faster` the Lightning CSS minimizer already lowers syntax and adds vendor
// prefixes for the same browserslist, so both only cost build time. The one PostCSS step left drops
// the Infima rules nothing on the site can match (./purgeInfima.ts).
import type {LoadContext, Plugin} from '@docusaurus/types';
import {purgeInfimaForSite} from './purgeInfima';

export default function cssPipelinePlugin(context: LoadContext): Plugin {
  if (!context.siteConfig.future.experimental_faster.lightningCssMinimizer) {
    throw new Error(
      'The css-pipeline plugin leaves prefixes and syntax lowering to the Lightning CSS minimizer: ' +
        'turn on future.experimental_faster.lightningCssMinimizer, or remove the plugin.',
    );
  }
  return {
    name: 'css-pipeline',
    configurePostCss(postcssOptions) {
      // Production builds only: the dev server processes Infima once, before a page being edited uses a new class.
      const plugins = process.env.NODE_ENV === 'production' ? [purgeInfimaForSite(context.siteDir)] : [];
      return {...postcssOptions, config: false, plugins};
    },
  };
}
