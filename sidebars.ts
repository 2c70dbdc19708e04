import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// A page lives in exactly one sidebar; other sidebars reach it through `link` items so that
// the sidebar shown on a page never depends on which sidebar Docusaurus happens to pick.

const sidebars = {
  tutorialSidebar: [
    'intro',
    'quick-start/compatibility',
    {
      type: 'category',
      label: 'Tailwind CSS v4',
      collapsed: false,
      link: {type: 'doc', id: 'quick-start/v4/readme'},
      items: [
        {
          type: 'category',
          label: '各框架的注册方式',
          link: {
            type: 'generated-index',
            slug: '/category/v4-frameworks',
            title: 'Tailwind CSS v4：各框架的注册方式',
            description: '在 uni-app、Taro、weapp-vite 与 Mpx 中接入 Tailwind CSS v4。',
          },
          items: [
            {
              type: 'category',
              label: 'uni-app',
              key: 'v4-uni-app',
              collapsed: true,
              link: {
                type: 'generated-index',
                slug: '/category/v4-uni-app',
                title: 'uni-app 接入 Tailwind CSS v4',
                description: 'Vite（Vue 3）、webpack（Vue 2）、HBuilderX 与 uni-app x 项目。',
              },
              items: [
                {type: 'doc', id: 'quick-start/v4/uni-app-vite', label: 'Vite（Vue 3 CLI）'},
                {type: 'doc', id: 'quick-start/v4/uni-app-webpack', label: 'webpack（Vue 2 CLI）'},
                {type: 'doc', id: 'quick-start/v4/uni-app-vite-hbuilder', label: 'HBuilderX'},
                {type: 'doc', id: 'quick-start/v4/uni-app-x', label: 'uni-app x'},
              ],
            },
            {
              type: 'category',
              label: 'Taro',
              link: {
                type: 'generated-index',
                slug: '/category/v4-taro',
                title: 'Taro 接入 Tailwind CSS v4',
                description: 'Taro 的 webpack5 与 Vite 两种编译器。',
              },
              items: [
                {type: 'doc', id: 'quick-start/v4/taro-webpack', label: 'webpack'},
                {type: 'doc', id: 'quick-start/v4/taro-vite', label: 'Vite'},
              ],
            },
            'quick-start/v4/weapp-vite',
            'quick-start/v4/mpx',
            {
              type: 'category',
              label: '原生小程序（gulp / webpack）',
              link: {type: 'doc', id: 'quick-start/native/install'},
              items: [{type: 'doc', id: 'quick-start/native/install-plugin', label: '注册插件'}],
            },
          ],
        },
        {
          type: 'category',
          label: '进阶攻略',
          collapsed: false,
          link: {
            type: 'generated-index',
            slug: '/category/v4-tutorial',
            title: 'Tailwind CSS v4 进阶攻略',
            description: '从第一个页面到团队规范：入门、进阶与高阶三篇实战教程。',
          },
          items: [
            'quick-start/v4/tutorial/index',
            'quick-start/v4/tutorial/workflow',
            'quick-start/v4/tutorial/advanced',
          ],
        },
      ],
    },
    // 5.x supports Tailwind CSS v4 only; the v3 and v2 guides are kept in the 4.x docs.
    {type: 'link', label: 'Tailwind CSS v3（4.x 文档）', href: '/docs/4.x/category/tailwindcss-v3'},
    {
      type: 'category',
      label: 'uni-app x 专题',
      collapsed: true,
      link: {type: 'doc', id: 'uni-app-x/index'},
      items: [{type: 'doc', id: 'uni-app-x/install', label: '快速集成'}],
    },
    {type: 'link', label: '快速开始（模板项目）', href: '/docs/community/templates'},
    'multi-platform',
    {type: 'link', label: '生态与解决方案', href: '/docs/community'},
    'quick-start/intelliSense',
    'tools/weapp-tw-cli',
    {type: 'doc', id: 'quick-start/rem2rpx', label: 'rem 转 rpx（或 px）'},
    'quick-start/css-unit-transform',
    {type: 'doc', id: 'quick-start/frameworks/api', label: 'Node.js API'},
    {type: 'link', label: 'Tailwind CSS v2（4.x 文档）', href: '/docs/4.x/quick-start/v2'},
    {type: 'doc', id: 'how-to-contribute', label: '如何贡献'},
    {type: 'link', label: '谁在使用？', href: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/270'},
  ],

  optionsSidebar: [
    'options/index',
    {type: 'link', label: '完整配置项参考', href: '/docs/api/interfaces/UserDefinedOptions'},
    'options/arbitrary-values',
    'options/comments',
    {type: 'link', label: 'v2 旧版配置项', href: '/docs/4.x/api-v2/interfaces/UserDefinedOptions'},
  ],

  issuesSidebar: [
    'issues/index',
    'issues/troubleshooting',
    'issues/box-sizing',
    'issues/use-with-nutui',
    'issues/use-with-taroify',
    'issues/use-with-wot-design-uni',
    'issues/externalClasses',
    'issues/css-vars',
    'issues/rpx-ambiguities',
    'issues/js-string-invalid',
    'issues/monorepo',
    'issues/taro-terser',
    {type: 'link', label: 'JS 中的精确转化与忽略', href: '/docs/options/comments'},
    'issues/group-and-peer',
    {type: 'link', label: '使用任意值', href: '/docs/options/arbitrary-values'},
    'issues/native-toutiao',
    'issues/format',
    'issues/more-tags',
    'issues/at-apply',
    'at-property',
    'issues/toast-svg-bug',
    {type: 'doc', id: 'issues/v1', label: 'v1 版本常见问题'},
    {type: 'doc', id: 'principle/index', label: '深入核心原理'},
    {type: 'doc', id: 'tailwindcss-maintenance-book', label: '原子类维护指南'},
  ],

  // The typedoc-api plugin writes this folder's sidebar; config/docs.ts's sidebarItemsGenerator reads it.
  API: [{type: 'doc', id: 'api/index', label: 'API 总览'}, {type: 'autogenerated', dirName: 'api'}],

  communitySidebar: [
    'community',
    'community/templates',
    'icons/index',
    'community/merge',
    'quick-start/apply-themes',
    'quick-start/uni-app-css-macro',
    'quick-start/build-or-import-outside-components',
    {type: 'doc', id: 'quick-start/independent-pkg', label: '独立分包'},
    'community/load-font',
    {type: 'doc', id: 'quick-start/wxs', label: 'wxs 的转义与处理'},
    'community/plugins',
    'community/typography',
    'community/group',
    'community/consult',
    {type: 'link', label: '关于项目（案例、演进、赞助）', href: '/docs/category/about'},
  ],

  // Its own sidebar, so that only the navbar's 案例展示 is active on these pages, not 生态及解决方案 too.
  aboutSidebar: [
    {
      type: 'category',
      label: '关于项目',
      collapsible: false,
      link: {
        type: 'generated-index',
        slug: '/category/about',
        title: '关于 weapp-tailwindcss',
        description: '案例、相关项目、技术演进、赞助与版权信息。',
      },
      items: ['showcase/index', 'projects/index', 'evolution', 'mangle/index', 'ai/index', 'sponsor', 'copyright'],
    },
  ],

  migrationsSidebar: [
    {type: 'doc', id: 'releases/index', label: '版本说明'},
    {type: 'doc', id: 'migrations/v4-and-v5', label: '从 4.x 升级到 5.x'},
    'migrations/v3',
    'migrations/v2',
    'migrations/v1',
    {type: 'doc', id: 'upgrade/uni-app', label: '旧版 uni-app 升级 webpack 5'},
    {type: 'doc', id: 'releases/v2', label: 'v2 新特性'},
  ],
} satisfies SidebarsConfig;

export default sidebars;
