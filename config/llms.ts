import type {PluginConfig} from '@docusaurus/types';
import {documentedVersion, siteDescription} from './site';

/** `/llms.txt` (an index of every page) and `/llms-full.txt` (all docs as Markdown), written at build time. */
export const llmsPlugin: PluginConfig = [
  'docusaurus-plugin-llms',
  {
    title: 'weapp-tailwindcss 文档',
    description: siteDescription,
    // The package release the pages document, not the site's own version.
    version: documentedVersion,
    includeBlog: true,
    excludeImports: true,
    removeDuplicateHeadings: true,
    includeOrder: ['intro.md', 'quick-start/**', 'uni-app-x/**', 'options/**', 'api/**', 'issues/**', 'community/**', 'migrations/**'],
    includeUnmatchedLast: true,
    rootContent:
      '本文件列出 weapp-tailwindcss 文档站的全部页面，供大语言模型与检索工具使用；完整正文见 llms-full.txt。',
  },
];
