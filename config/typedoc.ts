import type {PluginConfig} from '@docusaurus/types';

// Shared by both API instances: pages come from the installed packages' type declarations, so a
// version bump regenerates them; sources are hidden because they point at hashed dist chunks.
const commonOptions = {
  tsconfig: './typedoc/tsconfig.json',
  readme: 'none',
  excludeInternal: true,
  excludePrivate: true,
  disableSources: true,
  skipErrorChecking: true,
  lang: 'zh',
  useCodeBlocks: true,
  parametersFormat: 'table',
  sidebar: {pretty: true},
  hidePageHeader: true,
  hideBreadcrumbs: true,
};

export const typedocPlugins: PluginConfig[] = [
  [
    'docusaurus-plugin-typedoc',
    {
      ...commonOptions,
      id: 'api',
      entryPoints: ['./typedoc/weapp-tailwindcss.ts'],
      plugin: ['./typedoc/plugin.mjs'],
      out: 'docs/api',
    },
  ],
  [
    'docusaurus-plugin-typedoc',
    {
      ...commonOptions,
      id: 'api-v2',
      entryPoints: ['./typedoc/weapp-tailwindcss-v2.ts'],
      out: 'docs/api-v2',
    },
  ],
];
