// uni-app CLI stacks (Vue 3 + Vite).
import {json, JS_PROBE_CLASS_STRING, PROBE_CLASS_STRING, uniVue3} from './shared.mjs';

// uni-app: the `latest` tags here point at an alpha or at the Vue 2 line, so the four packages are pinned
// to one Vue 3 release, with the exact vue and vite versions it names as peers.
const UNI_VERSION = '3.0.0-5010420260703001';
const uniDependencies = uniVue3(UNI_VERSION);

// The release weapp-tailwindcss 5.3.4's uni-app starter and template pin.
const UNI_5X_VERSION = '3.0.0-5000720260410001';

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
  'src/pages/probe/index.vue': `<script setup lang="ts">\nconst cls = '${JS_PROBE_CLASS_STRING}'\n</script>\n\n<template>\n  <view class="${PROBE_CLASS_STRING}">\n    <view>a</view>\n    <view>b</view>\n    <view :class="cls">c</view>\n  </view>\n</template>\n`,
});

/** What the two uni-app CLI (Vue 3 + Vite) stacks share: the framework, its build and where it writes. */
const uniCli = {
  framework: '@dcloudio/vite-plugin-uni',
  frameworkName: 'uni-app',
  dependencies: uniDependencies,
  build: ['uni', 'build', '-p', 'mp-weixin'],
  outDir: 'dist/build/mp-weixin',
  // The pages have the reader run `npm run dev:mp-weixin`, the scaffold's `uni -p mp-weixin` (uni's default
  // command is dev; it writes dist/dev/mp-weixin, the folder the pages tell the reader to import).
  dev: ['uni', '-p', 'mp-weixin'],
  // The pages' `npm run dev:mp-weixin` block.
  steps: {dev: 'npm run dev:mp-weixin'},
  devOutDir: 'dist/dev/mp-weixin',
  templates: /\.wxml$/,
};

/** @type {import('./shared.mjs').Stack[]} */
export const uniAppStacks = [
  {
    id: 'uni-app-vite-v4',
    label: 'uni-app CLI（Vue 3 + Vite）+ Tailwind CSS v4',
    bundler: 'Vite',
    title: 'uni-app CLI (Vue 3 + Vite) + Tailwind CSS v4',
    page: 'versioned_docs/version-4.x/quick-start/v4/uni-app-vite.mdx',
    tailwind: 4,
    ...uniCli,
    requiredFiles: ['package.json', 'vite.config.ts', 'src/app.css', 'src/App.vue'],
    files: uniSkeleton("<style>\n@import './app.css';\n</style>\n"),
  },
  {
    id: 'uni-app-vite-v3',
    label: 'uni-app CLI（Vue 3 + Vite）+ Tailwind CSS v3',
    bundler: 'Vite',
    title: 'uni-app CLI (Vue 3 + Vite) + Tailwind CSS v3',
    page: 'versioned_docs/version-4.x/quick-start/frameworks/uni-app-vite.mdx',
    tailwind: 3,
    ...uniCli,
    requiredFiles: ['package.json', 'tailwind.config.js', 'vite.config.ts', 'src/App.vue'],
    files: uniSkeleton('<style>\n@tailwind base;\n@tailwind components;\n@tailwind utilities;\n</style>\n'),
  },
  {
    id: 'uni-app-vite-5x',
    label: 'uni-app CLI（Vue 3 + Vite，weapp-tailwindcss 5.x）',
    bundler: 'Vite',
    title: 'uni-app CLI (Vue 3 + Vite) + weapp-tailwindcss 5.x + Tailwind CSS v4',
    page: 'docs/quick-start/v4/uni-app-vite.mdx',
    line: 5,
    tailwind: 4,
    ...uniCli,
    // The uni-app release weapp-tailwindcss 5.3.4's own uni-app starter and template pin
    // (starter/uni-app-vite/package.json, templates/uni-app-tailwindcss-v4/package.json), with the vue and vite
    // its compiler packages name (@vue/compiler-sfc 3.4.21, vite 5.2.8).
    dependencies: uniVue3(UNI_5X_VERSION),
    // The scripts of dcloudio/uni-preset-vue (branch vite-ts) the page has the reader run.
    packageJson: {scripts: {'dev:mp-weixin': 'uni -p mp-weixin', 'build:mp-weixin': 'uni build -p mp-weixin'}},
    steps: {dev: 'npm run dev:mp-weixin', build: 'npm run build:mp-weixin'},
    // Measured 2026-11-29 (weapp-tailwindcss 5.3.4, uni-app 3.0.0-5000720260410001) in a copy of this stack's project
    // (/tmp/uv5): `uni build -p mp-weixin` of the page as written, then of the change; `diff -r` of dist/build/mp-weixin.
    harmless: {
      'css-entries-misspelled': 'cssEntry is an unknown option, ignored: output byte-identical, no warning',
      'css-entries-missing': 'without cssEntries the plugin finds the src/app.css that main.ts imports: output byte-identical, no warning',
    },
    requiredFiles: ['vite.config.ts', 'src/app.css'],
    files: {
      ...uniSkeleton(
        "<script setup lang=\"ts\">\nimport { onHide, onLaunch, onShow } from '@dcloudio/uni-app'\n\nonLaunch(() => {\n  console.log('App Launch')\n})\nonShow(() => {\n  console.log('App Show')\n})\nonHide(() => {\n  console.log('App Hide')\n})\n</script>\n\n<style></style>\n",
      ),
      // The template's vite.config.ts and .gitignore (which keeps dist/ out of Tailwind CSS's source scan).
      'vite.config.ts': "import { defineConfig } from 'vite'\nimport uni from '@dcloudio/vite-plugin-uni'\n\nexport default defineConfig({\n  plugins: [uni()],\n})\n",
      '.gitignore': 'node_modules\n.DS_Store\ndist\n*.local\n',
    },
  },
];
