import type {LoadContext, PluginConfig} from '@docusaurus/types';
import typedocApiPlugin from '../src/plugins/typedoc-api';
import type {TypedocApiOptions} from '../src/plugins/typedoc-api/options';

// Pages come from the installed packages' type declarations, so a version bump regenerates them;
// sources are hidden because they point at hashed dist chunks.
const options: TypedocApiOptions = {
  docsDir: 'docs',
  tsconfig: 'typedoc/tsconfig.json',
  shared: {
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
  },
  references: [
    {entryPoint: 'typedoc/weapp-tailwindcss.ts', out: 'docs/api', plugins: ['typedoc/plugin.mjs']},
    {entryPoint: 'typedoc/weapp-tailwindcss-v2.ts', out: 'docs/api-v2'},
  ],
};

export const typedocPlugin: PluginConfig = (context: LoadContext) => typedocApiPlugin(context, options);
