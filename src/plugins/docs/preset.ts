// preset-classic with src/plugins/docs in place of its docs plugin, at the same position among its plugins.
// docusaurus.config.ts names this file as its preset: Docusaurus loads presets by module path.
import {createRequire} from 'node:module';
import classicPreset, {type Options} from '@docusaurus/preset-classic';
import type {LoadContext, PluginConfig, Preset} from '@docusaurus/types';
import {patchTargetMissing} from '../patchTarget.mjs';
import docsPlugin from '.';

/** The docs plugin entry preset-classic lists: `[<resolved module>, options]`. */
const docsModule = createRequire(require.resolve('@docusaurus/preset-classic')).resolve('@docusaurus/plugin-content-docs');

/** `plugins` (preset-classic's) with src/plugins/docs in place of the docs plugin; fails the build when preset-classic lists it otherwise. */
export function withGitDatesDocsPlugin(plugins: readonly PluginConfig[]): PluginConfig[] {
  const index = plugins.findIndex((entry) => Array.isArray(entry) && entry[0] === docsModule);
  const entry = plugins[index];
  if (!Array.isArray(entry)) throw patchTargetMissing('docs-git-dates', `preset-classic no longer lists its docs plugin as [${docsModule}, options]`);
  return plugins.map((plugin, at) => (at === index ? [docsPlugin, entry[1]] : plugin));
}

export default function classicPresetWithGitDates(context: LoadContext, options: Options): Preset {
  const preset = classicPreset(context, options);
  return options.docs === false ? preset : {...preset, plugins: withGitDatesDocsPlugin(preset.plugins ?? [])};
}
