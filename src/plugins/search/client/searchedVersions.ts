// Which docs versions a search covers: shared by the search page and the module that starts its index,
// without the latter's side effects (it runs when imported, and only with the embedded index).
import {docsVersionTag} from '../shared/types';

export type DocsVersionsData = Readonly<Record<string, {readonly versions: readonly {readonly name: string; readonly label: string}[]}>>;

/**
 * The docs version searched, per docs plugin: the one the address names (`version=4.x`, by label or
 * name, so that a link can carry it), else the current one.
 */
export function searchedVersionNames(allDocsData: DocsVersionsData, versionInAddress: string | null): Record<string, string> {
  return Object.fromEntries(
    Object.entries(allDocsData).map(([pluginId, {versions}]) => {
      const named = versions.find((version) => versionInAddress && (version.label === versionInAddress || version.name === versionInAddress));
      return [pluginId, (named ?? versions[0])?.name ?? ''];
    }),
  );
}

/** The `docusaurus_tag` values of the docs versions searched. */
export const searchedTags = (versionNames: Record<string, string>): string[] =>
  Object.entries(versionNames).map(([pluginId, name]) => docsVersionTag(pluginId, name));
