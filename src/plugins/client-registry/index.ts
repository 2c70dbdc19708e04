// Local plugin: keeps the route registry's module names, which only server rendering reads, out of the
// browser's main.js (see loader.mjs). UPGRADING.md lists it as the patch "client-registry".
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patchTargetFile, patchTargetMissing} from '../patchTarget.mjs';
import {withoutModuleNames} from './loader.mjs';

const coreCodegenFile = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/server/codegen/codegenRoutes.js');

/**
 * Writes two registry entries with core's own template (the line of `genRegistry` in codegenRoutes.js)
 * and checks that the loader empties their module names; throws when core writes the registry otherwise.
 */
export function checkRegistryTarget(codegenFile = coreCodegenFile): void {
  const source = readFileSync(patchTargetFile('client-registry', codegenFile), 'utf8');
  const template = /^`( {2}"\$\{chunkName\}": \[.*require\.resolveWeak\("\$\{modulePath\}"\)\],)`\)$/m.exec(source)?.[1];
  if (!template) throw patchTargetMissing('client-registry', `${codegenFile} no longer writes registry entries with require.resolveWeak`);
  const entry = (chunkName: string, modulePath: string) => template.replaceAll('${chunkName}', chunkName).replaceAll('${modulePath}', modulePath);
  // Throws unless every entry has the shape the loader rewrites.
  withoutModuleNames(`export default {\n${entry('0058b4c6', '@site/docs/intro.md')}\n${entry('fea506ff', '@generated/p/docs.json')}};\n`);
}

export default function clientRegistryPlugin(context: {generatedFilesDir: string}): Plugin {
  checkRegistryTarget();
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'client-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test: registryFile, enforce: 'pre', use: [{loader: path.join(__dirname, 'loader.mjs')}]}]}};
    },
  };
}
