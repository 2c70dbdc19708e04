// Local plugin: @docusaurus/core 3.9.2 sets the Rspack option `experiments.lazyBarrel: true` itself
// (lib/webpack/base.js, marked "remove after we upgrade to Rspack 1.6+"); the Rspack it runs on here (1.7)
// deprecates the option, because lazy barrel is its default since 1.6, and says so on every build. The
// option is removed from the bundler configuration, which leaves the build as it was. (DISABLE_RSPACK_LAZY_BARREL,
// core's opt-out, sets it to false, which draws no warning and is left alone.)
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patchTargetFile, patchTargetMissing} from '../patchTarget.mjs';

const coreBaseConfigFile = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/webpack/base.js');

/** Core still writes the option this plugin removes. */
export function checkLazyBarrelTarget(file = coreBaseConfigFile): void {
  patchTargetFile('rspack-lazy-barrel', file, 'experiments.lazyBarrel = true');
}

/** Removes core's `experiments.lazyBarrel: true` from a bundler configuration; fails the build once core no longer sets it. */
export function dropLazyBarrel(config: {experiments?: object}): void {
  const experiments = config.experiments as {lazyBarrel?: boolean} | undefined;
  if (experiments?.lazyBarrel === false) return;
  if (experiments?.lazyBarrel !== true) throw patchTargetMissing('rspack-lazy-barrel', 'core no longer sets experiments.lazyBarrel');
  delete experiments.lazyBarrel;
}

export default function rspackLazyBarrelPlugin(): Plugin {
  checkLazyBarrelTarget();
  return {
    name: 'rspack-lazy-barrel',
    configureWebpack(config, _isServer, {currentBundler}) {
      if (currentBundler.name === 'rspack') dropLazyBarrel(config);
      return {};
    },
  };
}
