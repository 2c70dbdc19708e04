// The site's React pages (src/pages/) that readers look for by name: their title and description, shared by the
// page's <Layout> and the embedded search, which indexes Markdown and has no other text of theirs. No import of
// config/site here: it brings package.json into the pages' bundles, so the playground's version is passed in.

export interface StandalonePage {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** The group the search lists the page under. */
  readonly section: string;
  /**
   * The docs version (Docusaurus's versionName) whose readers alone the page serves: the search finds it from that
   * version's pages only. Unset, it is found from every version's.
   */
  readonly docsVersion?: string;
}

export const quickStartPage: StandalonePage = {
  path: '/quick-start',
  title: '快速开始',
  description: '按项目使用的框架与构建方式，找到 weapp-tailwindcss 与 Tailwind CSS v4 的接入指南。',
  section: '快速开始',
  // Its guides are the current docs' (src/data/quickStart): a 4.x reader's 快速开始 is the 4.x docs' own.
  docsVersion: 'current',
};

/**
 * The playground runs the 4.x release the site installs (config/site `legacyLine`); its description names it, and says
 * what readers ask for when they look for the page (playground, 在线试用, 在线预览).
 */
export const playgroundPage = (legacyVersion: string): StandalonePage => ({
  path: '/playground',
  title: '在线转换',
  description: `weapp-tailwindcss 的 playground，在线试用：在浏览器里用 weapp-tailwindcss ${legacyVersion} 实时把 Tailwind CSS 类名转换成小程序可用的 WXML 与 WXSS 并在线预览，可切换 rem2rpx、px2rpx 等选项，复制结果或分享链接。`,
  section: '在线转换',
});

export const blogSubscribePage: StandalonePage = {
  path: '/blog/subscribe',
  title: '订阅博客',
  description: '用 RSS 阅读器订阅 weapp-tailwindcss 博客：RSS、Atom 与 JSON Feed 三种订阅地址。',
  section: '博客',
};

export const standalonePages = (legacyVersion: string): readonly StandalonePage[] => [quickStartPage, playgroundPage(legacyVersion), blogSubscribePage];
