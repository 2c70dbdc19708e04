import type {LlmsFiles} from '../src/plugins/page-markdown/node/llms';
import {currentVersion} from './releaseLine';
import {siteDescription} from './site';

/** The head of `/llms.txt` and `/llms-full.txt`, written by src/plugins/page-markdown with every page's Markdown. */
export const llmsFiles: LlmsFiles = {
  title: 'weapp-tailwindcss 文档',
  description: siteDescription,
  // The package release the pages document, not the site's own version.
  version: currentVersion,
  rootContent:
    '本文件列出 weapp-tailwindcss 文档站的全部页面，每一项链接到该页的 Markdown 版本（页面地址加上 .md）；全部正文合在 llms-full.txt 中。',
};

/** Order of the docs in both files, by path under docs/; other docs follow, then the blog, newest first. */
export const llmsDocsOrder = ['intro', 'quick-start/', 'uni-app-x/', 'options/', 'api/', 'issues/', 'community/', 'migrations/'];
