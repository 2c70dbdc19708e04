/** Where each kind of 4.x reader starts; used by the 4.x docs root page (/docs/4.x). */
export interface DocEntryPoint {
  readonly title: string;
  readonly summary: string;
  readonly links: readonly {readonly label: string; readonly to: string}[];
}

export const docEntryPoints: readonly DocEntryPoint[] = [
  {
    title: 'Tailwind CSS v4（推荐）',
    summary: '用 CSS 入口文件配置主题，无需 tailwind.config.js。先读参考手册，再按框架接入。',
    links: [
      {label: 'v4 开发参考手册', to: '/docs/4.x/quick-start/v4'},
      {label: 'uni-app（Vite）', to: '/docs/4.x/quick-start/v4/uni-app-vite'},
      {label: 'Taro（Vite）', to: '/docs/4.x/quick-start/v4/taro-vite'},
      {label: 'weapp-vite', to: '/docs/4.x/quick-start/v4/weapp-vite'},
      {label: '入门实战教程', to: '/docs/4.x/quick-start/v4/tutorial'},
    ],
  },
  {
    title: 'Tailwind CSS v3',
    summary: '沿用 tailwind.config.js 的项目。按顺序完成安装、注册插件与单位转换三步。',
    links: [
      {label: '1. 安装与配置 Tailwind CSS', to: '/docs/4.x/quick-start/install'},
      {label: '2. 安装 weapp-tailwindcss', to: '/docs/4.x/quick-start/this-plugin'},
      {label: '3. 各框架的注册方式', to: '/docs/4.x/category/frameworks'},
      {label: '4. rem 转 rpx', to: '/docs/4.x/quick-start/rem2rpx'},
    ],
  },
  {
    title: '原生小程序与 uni-app x',
    summary: '没有使用上层框架，或者在写 uvue 页面？这里有专门的路线。',
    links: [
      {label: '纯原生小程序快速开始', to: '/docs/4.x/quick-start/native/install'},
      {label: 'uni-app x 专题', to: '/docs/4.x/uni-app-x'},
      {label: '跨多端开发的 CSS 兼容', to: '/docs/4.x/multi-platform'},
    ],
  },
];
