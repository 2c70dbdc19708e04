import type {PageRedirect} from '../src/plugins/page-redirects';

/**
 * Pages that moved, each to the page that now holds its topic (src/plugins/page-redirects). A published
 * docs route that the current version dropped and that is not listed here goes to its 4.x page.
 */
export const redirects: readonly PageRedirect[] = [
  // These pages only wrapped a partial that the framework guides include in full.
  {from: '/docs/quick-start/v4/UniappCliStyle', to: '/docs/quick-start/v4/uni-app-vite'},
  {from: '/docs/quick-start/v4/UniappHbuilderStyle', to: '/docs/quick-start/v4/uni-app-vite-hbuilder'},
  {from: '/docs/quick-start/v4/UniAppHbuilderShared', to: '/docs/quick-start/v4/uni-app-vite-hbuilder'},
  // The 4.x API reference (TypeDoc, one page per declaration) is kept at /docs/4.x/api/…; the current one is the
  // 5.x reference (src/plugins/reference-5x), where each topic is a section of an entry page or of the options page.
  // 4.x names that 5.x renamed go to the section of the 5.x name (UnifiedViteWeappTailwindcssPlugin → WeappTailwindcss).
  {from: '/docs/api/classes/UnifiedWebpackPluginV5', to: '/docs/api/entries/webpack#weapp-tailwindcss'},
  {from: '/docs/api/functions/UnifiedViteWeappTailwindcssPlugin', to: '/docs/api/entries/vite#weapp-tailwindcss'},
  {from: '/docs/api/functions/createContext', to: '/docs/api/entries/core#create-context'},
  {from: '/docs/api/functions/createPlugins', to: '/docs/api/entries/gulp#create-plugins'},
  {from: '/docs/api/functions/escape', to: '/docs/api/entries/escape#escape'},
  {from: '/docs/api/functions/unescape', to: '/docs/api/entries/escape#unescape'},
  {from: '/docs/api/functions/isAllowedClassName', to: '/docs/api/entries/escape#is-allowed-class-name'},
  {from: '/docs/api/variables/weappTwIgnore', to: '/docs/api/entries/escape#weapp-tw-ignore'},
  {from: '/docs/api/functions/getDefaultOptions', to: '/docs/api/entries/defaults#get-default-options'},
  {from: '/docs/api/interfaces/DisabledOptions', to: '/docs/api/interfaces/UserDefinedOptions#disabled'},
  {from: '/docs/api/interfaces/IArbitraryValues', to: '/docs/api/interfaces/UserDefinedOptions#arbitraryvalues'},
  {from: '/docs/api/interfaces/UniAppXUserDefinedOptions', to: '/docs/api/interfaces/UserDefinedOptions#uniappx'},
  {from: '/docs/api/interfaces/UniAppXComponentLocalStylesOptions', to: '/docs/api/interfaces/UserDefinedOptions#uniappx'},
  {from: '/docs/api/type-aliases/AppType', to: '/docs/api/interfaces/UserDefinedOptions#apptype'},
  {from: '/docs/api/type-aliases/ICustomAttributes', to: '/docs/api/interfaces/UserDefinedOptions#customattributes'},
];
