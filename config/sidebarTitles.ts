import type sidebars from '../sidebars';

/**
 * Each sidebar's title: search shows it above the results from the sidebar's pages. Typed by the
 * sidebars themselves, so a sidebar added without a title (or a title left for a removed one) fails
 * type checking. Sidebars that only an older docs version has (versioned_sidebars/) are listed in LEGACY_SIDEBARS.
 */
type LegacySidebar = 'apiV2Sidebar';

export const sidebarTitles = {
  tutorialSidebar: '指南',
  optionsSidebar: '配置项',
  issuesSidebar: '常见问题',
  API: 'API 参考',
  apiV2Sidebar: 'API 参考（v2）',
  communitySidebar: '生态',
  aboutSidebar: '关于项目',
  migrationsSidebar: '更新及迁移',
} satisfies Record<keyof typeof sidebars | LegacySidebar, string>;
