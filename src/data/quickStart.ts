// The quick-start chooser (/quick-start, src/pages/quick-start): which setup guide of the current docs
// (weapp-tailwindcss 5.x, Tailwind CSS v4 only) fits a project, by its framework and how it is created and
// built. Add a guide here when the docs gain one (tests/unit/quickStart.test.ts checks every route is a doc).

export interface QuickStartGuide {
  /** Unique within its framework: part of the radio button's id. */
  readonly id: string;
  /** How the project is created or built, as the reader would say it. */
  readonly label: string;
  /** What the guide covers, in one line. */
  readonly summary: string;
  /** The guide's route in the current docs. */
  readonly to: string;
}

export interface QuickStartFramework {
  /** Also the hash that preselects it: `/quick-start#taro`. */
  readonly id: string;
  readonly name: string;
  readonly guides: readonly QuickStartGuide[];
}

export const quickStartPath = '/quick-start';

/** The chooser with a framework already picked. */
export const quickStartFor = (frameworkId: QuickStartFramework['id']): string => `${quickStartPath}#${frameworkId}`;

export const quickStartFrameworks: readonly QuickStartFramework[] = [
  {
    id: 'uni-app',
    name: 'uni-app',
    guides: [
      {
        id: 'cli-vite',
        label: '命令行创建（Vue 3 + Vite）',
        summary: '配置 vite.config.ts 与 cssEntries，建立样式入口，运行到微信小程序。',
        to: '/docs/quick-start/v4/uni-app-vite',
      },
      {
        id: 'hbuilderx',
        label: 'HBuilderX 创建（Vue 3）',
        summary: '在 HBuilderX 的项目里安装依赖、编写 vite.config.ts，再从 HBuilderX 运行到小程序。',
        to: '/docs/quick-start/v4/uni-app-vite-hbuilder',
      },
      {
        id: 'cli-webpack',
        label: '命令行创建（Vue 2 + webpack）',
        summary: '在 vue.config.js 中注册插件与 cssEntries，在 postcss.config.js 中加入 @tailwindcss/postcss。',
        to: '/docs/quick-start/v4/uni-app-webpack',
      },
    ],
  },
  {
    id: 'uni-app-x',
    name: 'uni-app x',
    guides: [
      {
        id: 'hbuilderx',
        label: 'HBuilderX 创建（uvue）',
        summary: 'H5 与小程序端的配置步骤、uvue 文件的注意事项，以及 App 端的支持范围。',
        to: '/docs/quick-start/v4/uni-app-x',
      },
    ],
  },
  {
    id: 'taro',
    name: 'Taro',
    guides: [
      {
        id: 'vite',
        label: 'Vite 编译器',
        summary: '用 vitePlugins 注入 @tailwindcss/postcss，注册 weapp-tailwindcss 的 Vite 插件并配置 cssEntries。',
        to: '/docs/quick-start/v4/taro-vite',
      },
      {
        id: 'webpack',
        label: 'webpack5 编译器',
        summary: '配置 PostCSS，在 webpackChain 中注册插件，设置 cssEntries 与样式入口。',
        to: '/docs/quick-start/v4/taro-webpack',
      },
    ],
  },
  {
    id: 'mpx',
    name: 'Mpx',
    guides: [
      {
        id: 'webpack',
        label: 'Mpx 自带的 webpack 构建',
        summary: '在 mpx.config.js 中注册 @tailwindcss/postcss 与 webpack 插件，配置样式入口与 cssEntries。',
        to: '/docs/quick-start/v4/mpx',
      },
    ],
  },
  {
    id: 'native',
    name: '原生小程序',
    guides: [
      {
        id: 'weapp-vite',
        label: '用 weapp-vite 构建',
        summary: '配置 PostCSS 与 vite.config.ts（appType 设为 weapp-vite），在 app.css 中引入样式。',
        to: '/docs/quick-start/v4/weapp-vite',
      },
      {
        id: 'devtools',
        label: '微信开发者工具创建的项目',
        summary: '从准备 Node.js 环境、初始化 package.json 开始，一步步给原生项目加上构建。',
        to: '/docs/quick-start/native/install',
      },
    ],
  },
];

/** For projects the current docs do not cover: Tailwind CSS v3, or weapp-tailwindcss 4.x, whose guides are in the 4.x docs. */
export const legacyGuides = {
  tailwindV3: '/docs/4.x/quick-start/install',
  tailwindV4: '/docs/4.x/category/v4-frameworks',
} as const;
