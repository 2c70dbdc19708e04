// The stacks `npm run verify:guides` builds. Each stack writes a minimal project skeleton of its own
// (app entry, a page, the framework files its guide does not cover, and a probe page whose template
// uses PROBE_CLASS_STRING); the guide's marked blocks are written on top of it.
// `dependencies` are what the skeleton adds to the packages the guide's marked `npm install` names;
// they are pinned where the registry reachable here serves nothing newer that installs.
import {PROBE_CLASS_STRING} from './checks.mjs';

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

const wechatProjectConfig = (miniprogramRoot) =>
  json({
    appid: 'touristappid',
    compileType: 'miniprogram',
    projectname: 'verify-guides',
    miniprogramRoot,
    setting: {es6: true, postcss: false, minified: false},
  });


// uni-app: the `latest` tags here point at an alpha or at the Vue 2 line, so the four packages are pinned
// to one Vue 3 release, with the exact vue and vite versions it names as peers.
const UNI_VERSION = '3.0.0-5010420260703001';
const uniDependencies = {
  '@dcloudio/uni-app': UNI_VERSION,
  '@dcloudio/uni-mp-weixin': UNI_VERSION,
  '@dcloudio/vite-plugin-uni': UNI_VERSION,
  '@dcloudio/uni-cli-shared': UNI_VERSION,
  vue: '3.4.21',
  vite: '5.2.8',
};

/** @param {string} appVue App.vue used when the guide marks none */
const uniSkeleton = (appVue) => ({
  'index.html': '<!doctype html>\n<html><head><meta charset="UTF-8" /></head><body><div id="app"></div><script type="module" src="/src/main.ts"></script></body></html>\n',
  'src/main.ts': "import { createSSRApp } from 'vue'\nimport App from './App.vue'\n\nexport function createApp() {\n  const app = createSSRApp(App)\n  return { app }\n}\n",
  'src/App.vue': appVue,
  'src/pages.json': json({
    pages: [{path: 'pages/index/index'}, {path: 'pages/probe/index'}],
    globalStyle: {navigationBarTitleText: 'verify-guides'},
  }),
  'src/manifest.json': json({
    name: 'verify-guides',
    appid: '',
    versionName: '1.0.0',
    versionCode: '100',
    vueVersion: '3',
    'mp-weixin': {appid: 'touristappid', setting: {urlCheck: false}, usingComponents: true},
  }),
  'src/pages/index/index.vue': '<template>\n  <view class="p-4">index</view>\n</template>\n',
  'src/pages/probe/index.vue': `<template>\n  <view class="${PROBE_CLASS_STRING}">\n    <view>a</view>\n    <view>b</view>\n  </view>\n</template>\n`,
});

// Taro 4 React on webpack5: every @tarojs/* package at one version, webpack at the exact version
// @tarojs/webpack5-runner names as its peer, and @babel/preset-react (an optional peer of
// babel-preset-taro that a React project needs).
const TARO_VERSION = '4.2.1';
const taroDependencies = {
  ...Object.fromEntries(
    ['cli', 'components', 'helper', 'plugin-framework-react', 'plugin-platform-weapp', 'react', 'runtime', 'shared', 'taro', 'webpack5-runner'].map((name) => [
      `@tarojs/${name}`,
      TARO_VERSION,
    ]),
  ),
  'babel-preset-taro': TARO_VERSION,
  '@babel/core': '^7.24.0',
  '@babel/preset-react': '^7.24.1',
  '@babel/runtime': '^7.24.0',
  react: '18.3.1',
  'react-dom': '18.3.1',
  webpack: '5.91.0',
};

/**
 * @typedef {{
 *   id: string,
 *   title: string,
 *   page: string,
 *   tailwind: 3 | 4,
 *   framework: string,
 *   frameworkName: string,
 *   dependencies: Record<string, string>,
 *   overrides?: Record<string, string>,
 *   requiredFiles: string[],
 *   files: Record<string, string>,
 *   packageJson?: Record<string, unknown>,
 *   build: string[],
 *   outDir: string,
 *   templates: RegExp,
 *   wxss?: RegExp,
 * }} Stack
 */

/** What the two uni-app CLI (Vue 3 + Vite) stacks share: the framework, its build and where it writes. */
const uniCli = {
  framework: '@dcloudio/vite-plugin-uni',
  frameworkName: 'uni-app',
  dependencies: uniDependencies,
  build: ['uni', 'build', '-p', 'mp-weixin'],
  outDir: 'dist/build/mp-weixin',
  templates: /\.wxml$/,
};

/** @type {Stack[]} */
export const STACKS = [
  {
    id: 'weapp-vite-v4',
    title: 'weapp-vite + Tailwind CSS v4',
    page: 'docs/quick-start/v4/weapp-vite.mdx',
    tailwind: 4,
    framework: 'weapp-vite',
    frameworkName: 'weapp-vite',
    // weapp-vite 6.x (latest here) does not install: its @weapp-core/* and @wevu/* dependencies are missing
    // from the registry. 2.1.2 is the newest that installs.
    dependencies: {'weapp-vite': '2.1.2'},
    requiredFiles: ['package.json', 'postcss.config.mjs', 'vite.config.ts', 'src/app.css'],
    files: {
      'project.config.json': wechatProjectConfig('dist/'),
      'src/app.json': json({pages: ['pages/index/index', 'pages/probe/index'], sitemapLocation: 'sitemap.json'}),
      'src/sitemap.json': json({rules: [{action: 'allow', page: '*'}]}),
      'src/app.ts': 'App({})\n',
      'src/app.css': "@import 'weapp-tailwindcss';\n",
      'src/pages/index/index.json': json({}),
      'src/pages/index/index.ts': 'Page({})\n',
      'src/pages/index/index.wxml': '<view class="p-4">index</view>\n',
      'src/pages/probe/index.json': json({}),
      'src/pages/probe/index.ts': 'Page({})\n',
      'src/pages/probe/index.wxml': `<view class="${PROBE_CLASS_STRING}">\n  <view>a</view>\n  <view>b</view>\n</view>\n`,
    },
    build: ['weapp-vite', 'build'],
    outDir: 'dist',
    templates: /\.wxml$/,
  },
  {
    id: 'uni-app-vite-v4',
    title: 'uni-app CLI (Vue 3 + Vite) + Tailwind CSS v4',
    page: 'docs/quick-start/v4/uni-app-vite.mdx',
    tailwind: 4,
    ...uniCli,
    requiredFiles: ['package.json', 'vite.config.ts', 'src/app.css', 'src/App.vue'],
    files: uniSkeleton("<style>\n@import './app.css';\n</style>\n"),
  },
  {
    id: 'uni-app-vite-v3',
    title: 'uni-app CLI (Vue 3 + Vite) + Tailwind CSS v3',
    page: 'docs/quick-start/frameworks/uni-app-vite.mdx',
    tailwind: 3,
    ...uniCli,
    requiredFiles: ['package.json', 'tailwind.config.js', 'vite.config.ts', 'src/App.vue'],
    files: uniSkeleton('<style>\n@tailwind base;\n@tailwind components;\n@tailwind utilities;\n</style>\n'),
  },
  {
    id: 'taro-webpack-v4',
    title: 'Taro 4 (React, webpack5) + Tailwind CSS v4',
    page: 'docs/quick-start/v4/taro-webpack.mdx',
    tailwind: 4,
    framework: '@tarojs/cli',
    frameworkName: 'Taro',
    dependencies: taroDependencies,
    requiredFiles: ['package.json', 'postcss.config.mjs', 'src/app.css', 'src/app.tsx', 'config/index.ts'],
    packageJson: {browserslist: ['last 3 versions', 'Android >= 4.1', 'ios >= 8']},
    files: {
      'project.config.json': wechatProjectConfig('dist/'),
      'babel.config.js': "module.exports = {\n  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],\n}\n",
      'tsconfig.json': json({
        compilerOptions: {target: 'es2017', module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx', strict: false, skipLibCheck: true, esModuleInterop: true, allowJs: true},
        include: ['./src', './config'],
      }),
      'src/app.config.ts': "export default defineAppConfig({\n  pages: ['pages/index/index', 'pages/probe/index'],\n  window: { navigationBarTitleText: 'verify-guides' },\n})\n",
      'src/app.css': "@import 'weapp-tailwindcss';\n",
      'src/pages/index/index.config.ts': "export default definePageConfig({ navigationBarTitleText: 'index' })\n",
      'src/pages/index/index.tsx': "import { View } from '@tarojs/components'\n\nexport default function Index() {\n  return <View className=\"p-4\">index</View>\n}\n",
      'src/pages/probe/index.config.ts': "export default definePageConfig({ navigationBarTitleText: 'probe' })\n",
      'src/pages/probe/index.tsx': `import { View } from '@tarojs/components'\n\nexport default function Probe() {\n  return (\n    <View className="${PROBE_CLASS_STRING}">\n      <View>a</View>\n      <View>b</View>\n    </View>\n  )\n}\n`,
    },
    build: ['taro', 'build', '--type', 'weapp'],
    outDir: 'dist',
    // Taro renders every page through one generic base.wxml: the class strings live in the page JS.
    templates: /^pages\/.*\.js$/,
  },
];

/** @param {string} id */
export function findStack(id) {
  return STACKS.find((stack) => stack.id === id);
}
