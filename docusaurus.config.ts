import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './config/announcementBar';
import {blog} from './config/blog';
import {docs} from './config/docs';
import {algolia, gtagId, siteUrl} from './config/env';
import {footer} from './config/footer';
import {hostedServices} from './config/hostedServices';
import {headTags} from './config/headTags';
import {llmsDocsOrder, llmsFiles, llmsGroups, llmsUnversionedDocs} from './config/llms';
import {metadata} from './config/metadata';
import {navbar} from './config/navbar';
import {redirects} from './config/redirects';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {beforeDefaultRemarkPlugins, remarkPlugins} from './config/remark';
import {createAlgoliaThemeConfig, searchBackend} from './config/search';
import {sidebarTitles} from './config/sidebarTitles';
import {standalonePages} from './config/standalonePages';
import {legacyLine, siteTagline, siteTitle} from './config/site';
import {typedocPlugin} from './config/typedoc';
import asyncStylesPlugin from './src/plugins/async-styles';
import clientRegistryPlugin from './src/plugins/client-registry';
import blogPlugin from './src/plugins/blog';
import compileHintsPlugin from './src/plugins/compile-hints';
import cssPipelinePlugin from './src/plugins/css-pipeline';
import docFeedbackPlugin from './src/plugins/doc-feedback';
import icuFreeHydrationPlugin from './src/plugins/icu-free-hydration';
import navbarDropdownKeysPlugin from './src/plugins/navbar-dropdown-keys';
import noJsPlugin from './src/plugins/no-js';
import pageMarkdownPlugin from './src/plugins/page-markdown';
import pageRedirectsPlugin from './src/plugins/page-redirects';
import reference5xPlugin from './src/plugins/reference-5x';
import playgroundWorkerPlugin, {PLAYGROUND_STATIC_DIR} from './src/plugins/playground-worker';
import robotsPlugin from './src/plugins/robots';
import routeOnIntentPlugin from './src/plugins/route-on-intent';
import rspackLazyBarrelPlugin from './src/plugins/rspack-lazy-barrel';
import securityHeadersPlugin from './src/plugins/security-headers';
import sharedSiteChunksPlugin from './src/plugins/shared-site-chunks';
import slimPrismPlugin from './src/plugins/slim-prism';
import searchPlugin from './src/plugins/search';

const presetOptions = {
  docs,
  // The blog plugin is registered below through src/plugins/blog (its feeds name a CSS stylesheet).
  blog: false,
  pages: {beforeDefaultRemarkPlugins: [...beforeDefaultRemarkPlugins], remarkPlugins: [...remarkPlugins]},
  theme: {customCss: './src/css/custom.css'},
  sitemap: {
    changefreq: 'weekly',
    priority: 0.5,
    ignorePatterns: ['/tags/**', '/blog/tags/**', '/docs/tags/**', '/blog/page/**'],
    filename: 'sitemap.xml',
  },
  // Analytics are opt-in: nothing is loaded unless GTAG_ID is set at build time.
  gtag: gtagId ? {trackingID: gtagId, anonymizeIP: true} : undefined,
} satisfies Preset.Options;

const embeddedSearch = searchBackend(algolia) === 'embedded';
// Generated at build/start time by the search plugin and served like static files.
const searchIndexDir = '.docusaurus/embedded-search-static';

const themeConfig = {
  algolia: createAlgoliaThemeConfig(algolia),
  image: 'img/social-card.png',
  metadata,
  announcementBar,
  navbar,
  footer,
  colorMode: {
    defaultMode: 'dark',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
  },
  liveCodeBlock: {playgroundPosition: 'bottom'},
} satisfies Preset.ThemeConfig;

export default {
  title: siteTitle,
  tagline: siteTagline,
  favicon: 'img/logo.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'sonofmagic',
  projectName: 'weapp-tailwindcss',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  i18n: {
    defaultLocale: 'zh-cn',
    locales: ['zh-cn'],
    localeConfigs: {'zh-cn': {label: '中文', direction: 'ltr', htmlLang: 'zh-CN'}},
  },
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  future: {
    // Cascade layers stay off: for this site's browser targets they are compiled into `:not(#\#)`
    // specificity boosts that let Infima's defaults override the site's own colours.
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false},
    experimental_faster: true,
  },
  headTags,
  clientModules: [
    './src/clientModules/normalizeHtmlPath.ts',
    './src/clientModules/headingAnchorRedirects.ts',
  ],
  // preset-classic, its docs plugin reading the pages' dates from one git walk (src/plugins/docs).
  presets: [['./src/plugins/docs/preset.ts', presetOptions]],
  themes: ['@docusaurus/theme-live-codeblock'],
  staticDirectories: ['static', PLAYGROUND_STATIC_DIR, ...(embeddedSearch ? [searchIndexDir] : [])],
  plugins: [
    [blogPlugin, blog],
    () => pageRedirectsPlugin({redirects, publishedUrlsFile: 'src/data/published-urls.txt', legacyDocsPath: legacyLine.docsPath}),
    typedocPlugin,
    reference5xPlugin,
    playgroundWorkerPlugin,
    (context: LoadContext) => pageMarkdownPlugin(context, {llmsFiles, docsOrder: llmsDocsOrder, unversionedDocs: llmsUnversionedDocs, groupTitles: llmsGroups, remarkPluginsModule: 'config/remark.ts'}),
    robotsPlugin,
    noJsPlugin,
    asyncStylesPlugin,
    compileHintsPlugin,
    cssPipelinePlugin,
    docFeedbackPlugin,
    icuFreeHydrationPlugin,
    clientRegistryPlugin,
    slimPrismPlugin,
    routeOnIntentPlugin,
    rspackLazyBarrelPlugin,
    sharedSiteChunksPlugin,
    navbarDropdownKeysPlugin,
    () => securityHeadersPlugin({providers: hostedServices}),
    (context: LoadContext) => searchPlugin(context, {embedded: embeddedSearch, outputDir: searchIndexDir, sidebarTitles, standalonePages: standalonePages(legacyLine.version)}),
  ],
  themeConfig,
} satisfies Config;
