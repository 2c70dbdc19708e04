/** Feature cards of the home page. */
export interface Feature {
  readonly title: string;
  readonly description: string;
  readonly to: string;
  readonly linkLabel: string;
}

export const features: readonly Feature[] = [
  {
    title: '类名自动转义',
    description:
      'w-[100px]、bg-[#123456]、hover:bg-sky-500/50 这类写法里的方括号、井号、斜杠在 WXSS 与 WXML 中并不合法。插件在构建时同时改写模板、脚本与样式里的类名，你照常书写 Tailwind。',
    to: '/docs/principle',
    linkLabel: '了解转义原理',
  },
  {
    title: 'rem / px 转 rpx',
    description:
      'Tailwind 默认以 rem 为单位。开启 rem2rpx 后按 1rem = 32rpx 换算，也可以用 px2rpx 把 px 一并换成 rpx，让尺寸随屏幕宽度自适应。',
    to: '/docs/quick-start/rem2rpx',
    linkLabel: '配置单位转换',
  },
  {
    title: 'Tailwind CSS v3 与 v4',
    description:
      '同一个插件同时支持 v3 的 tailwind.config.js 与 v4 的 CSS 优先配置（@import、@theme、@source），并保留对 v2 旧项目的兼容。',
    to: '/docs/quick-start/v4',
    linkLabel: '阅读 v4 手册',
  },
  {
    title: 'webpack、Vite 与 gulp',
    description:
      '提供 webpack5 / webpack4 插件、Vite 插件、gulp 流以及 Node.js API，覆盖 CLI 项目、HBuilderX 项目和自建构建流程。',
    to: '/docs/quick-start/frameworks/api',
    linkLabel: '查看接入方式',
  },
];
