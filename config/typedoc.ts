import {createRequire} from 'node:module';
import type {LoadContext, PluginConfig} from '@docusaurus/types';
import typedocApiPlugin from '../src/plugins/typedoc-api';
import type {TypedocApiOptions} from '../src/plugins/typedoc-api/options';
import {OPTION_GROUPS} from '../typedoc/utils.mjs';

const installedVersion = (name: string): string => (createRequire(__filename)(`${name}/package.json`) as {version: string}).version;

// Both references print types as the declarations name them and drop TypeDoc's optional marks from headings.
const readerPlugin = 'typedoc/reader-plugin.mjs';
/** The 4.x docs version's folder: its API reference and the v2 reference live there. */
const V4_DOCS = 'versioned_docs/version-4.x';
const V4_PATH = '/docs/4.x';

// Pages come from the installed packages' type declarations (`npm run generate:api`; a version bump fails the
// build until they are generated again); sources are hidden because they point at hashed dist chunks.
export const typedocOptions: TypedocApiOptions = {
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
    // Declaration kinds first (TypeDoc matches the titles as shown, here in Chinese), then the option groups in the package's own order.
    groupOrder: ['类', '接口', '类型别名', '变量', '函数', ...OPTION_GROUPS, '*'],
  },
  // The current docs (5.x) have no TypeDoc reference: weapp-tailwindcss 5.x is not installed with the site, and
  // src/plugins/reference-5x writes docs/api from recordings. These are the 4.x docs' references.
  references: [
    {
      name: `weapp-tailwindcss ${installedVersion('weapp-tailwindcss')}`,
      entryPoint: 'typedoc/weapp-tailwindcss.ts',
      docsDir: V4_DOCS,
      out: `${V4_DOCS}/api`,
      plugins: [readerPlugin, 'typedoc/plugin.mjs', 'typedoc/heading-ids.mjs'],
      options: {siteDocsPath: V4_PATH},
    },
    {
      name: `weapp-tailwindcss ${installedVersion('weapp-tailwindcss-v2')}`,
      entryPoint: 'typedoc/weapp-tailwindcss-v2.ts',
      docsDir: V4_DOCS,
      out: `${V4_DOCS}/api-v2`,
      plugins: [readerPlugin, 'typedoc/heading-ids.mjs'],
      // The v2 pages document types of the same names as the current ones: their titles say which version.
      options: {pageTitleSuffix: '（v2）', siteDocsPath: V4_PATH},
    },
  ],
};

export const typedocPlugin: PluginConfig = (context: LoadContext) => typedocApiPlugin(context, typedocOptions);
