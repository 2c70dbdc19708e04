import type {LlmsFiles} from '../src/plugins/page-markdown/node/llms';
import unversionedDocs from '../src/data/unversioned-docs.json';
import {currentLine, legacyLine, siteDescription} from './site';

/** The head of `/llms.txt` and `/llms-full.txt`, written by src/plugins/page-markdown with every page's Markdown. */
export const llmsFiles: LlmsFiles = {
  title: 'weapp-tailwindcss 文档',
  description: siteDescription,
  // The package release the pages document, not the site's own version.
  version: `${currentLine.version}（当前）与 ${legacyLine.version}`,
  rootContent:
    '本文件按版本列出 weapp-tailwindcss 文档站的全部页面，每一项链接到该页的 Markdown 版本（页面地址加上 .md）；全部正文合在 llms-full.txt 中。',
};

/** Order of the docs in each section of both files, by path in their version's folder; other docs follow. */
export const llmsDocsOrder = ['intro', 'quick-start/', 'uni-app-x/', 'options/', 'api/', 'issues/', 'community/', 'migrations/'];

/** The sections of llms.txt: each docs version (by the docs plugin's version name), the docs about both, the blog. */
export const llmsGroups = {
  versions: {
    current: `weapp-tailwindcss ${currentLine.line} 文档（当前，${currentLine.version}）`,
    [legacyLine.line]: `weapp-tailwindcss ${legacyLine.line} 文档（${legacyLine.version}）`,
  },
  unversioned: '不分版本的页面（生态、迁移、版本说明、关于）',
  blog: '博客',
};
export const llmsUnversionedDocs: readonly string[] = unversionedDocs.paths;
