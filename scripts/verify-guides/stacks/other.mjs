// Stacks for guides whose own toolchain cannot run here, built through the closest toolchain that can:
// - hbuilderx-cli-v4: the HBuilderX guide (uni-app Vue 3). HBuilderX compiles such a project with its own
//   copy of @dcloudio/vite-plugin-uni; here the same packages from npm run the project in HBuilderX's layout
//   (no src/, everything at the project root, output under unpackage/), pointed at it with UNI_INPUT_DIR as
//   HBuilderX does. What it does not reproduce: HBuilderX starts the compiler in a working directory of its
//   own (the CLI built an H5 bundle instead of the mini-program when started outside the project), so the
//   guide's absolute paths are checked for being right, not for being needed.
// - uni-app-x-mp-v4: the uni-app x guide, mini-program target only. The uni CLI compiles a project as uni-app
//   x when manifest.json has a `uni-app-x` key (initUVueEnv in @dcloudio/vite-plugin-uni/dist/cli/uvue.js);
//   the App targets need HBuilderX's native toolchains and are not built.
import {json, uniVue3, vueProbePage} from './shared.mjs';

// uni-app x needs @dcloudio/uni-uts-v1 as well (the build stops with "Cannot find module:
// @dcloudio/uni-uts-v1" without it), and the registry here has that package only up to
// 3.0.0-4080420251103001: every @dcloudio package of this stack is pinned to that release.
const UNI_X_VERSION = '3.0.0-4080420251103001';

/** What HBuilderX sets for its compiler: the project root as the source directory, output under unpackage/. */
const hbuilderxEnv = (projectDir) => ({
  UNI_INPUT_DIR: projectDir,
  UNI_OUTPUT_DIR: `${projectDir}/unpackage/dist/build/mp-weixin`,
});


const pagesJson = json({
  pages: [
    {path: 'pages/index/index', style: {navigationBarTitleText: 'uni-app'}},
    {path: 'pages/probe/index', style: {navigationBarTitleText: 'probe'}},
  ],
  globalStyle: {navigationBarTextStyle: 'black', navigationBarTitleText: 'uni-app', navigationBarBackgroundColor: '#F8F8F8', backgroundColor: '#F8F8F8'},
});

/**
 * A uni-app x project as HBuilderX lays it out (HBuilderX's template is not on npm): App.uvue, main.uts,
 * manifest.json with its `uni-app-x` key, pages.json and .uvue pages at the project root, plus the probe page.
 */
const uniAppXFiles = {
  'main.uts': "import App from './App.uvue'\nimport { createSSRApp } from 'vue'\n\nexport function createApp() {\n  const app = createSSRApp(App)\n  return { app }\n}\n",
  'App.uvue': "<script>\nexport default {\n  onLaunch() {\n    console.log('App Launch')\n  },\n}\n</script>\n\n<style>\n</style>\n",
  'manifest.json': json({
    name: 'verify-guides',
    appid: '',
    description: '',
    versionName: '1.0.0',
    versionCode: '100',
    'uni-app-x': {},
    'mp-weixin': {appid: '', setting: {urlCheck: false}},
  }),
  'pages.json': pagesJson,
  'pages/index/index.uvue': '<template>\n  <view>\n    <text>Hello</text>\n  </view>\n</template>\n',
  'pages/probe/index.uvue': vueProbePage,
};

/** What the two uni-app x stacks share: the uni CLI building the WeChat target in the HBuilderX layout. */
const uniAppXMp = {
  framework: '@dcloudio/vite-plugin-uni',
  frameworkName: 'uni-app x',
  dependencies: {...uniVue3(UNI_X_VERSION), '@dcloudio/uni-uts-v1': UNI_X_VERSION},
  files: uniAppXFiles,
  build: ['uni', 'build', '-p', 'mp-weixin'],
  buildEnv: hbuilderxEnv,
  outDir: 'unpackage/dist/build/mp-weixin',
  templates: /\.wxml$/,
};

/** HBuilderX's uni-app Vue 3 layout (files at the project root) apart from main.js, which differs between the stacks. */
const hbuilderxAppFiles = {
  'App.vue':
    "<script>\nexport default {\n  onLaunch: function () {\n    console.log('App Launch')\n  },\n}\n</script>\n\n<style>\n/*每个页面公共css */\n</style>\n",
  'manifest.json': json({
    name: 'verify-guides',
    appid: '',
    description: '',
    versionName: '1.0.0',
    versionCode: '100',
    transformPx: false,
    'mp-weixin': {appid: '', setting: {urlCheck: false}, usingComponents: true},
    vueVersion: '3',
  }),
  'pages.json': pagesJson,
  'pages/index/index.vue': '<template>\n  <view class="content">\n    <text class="title">Hello</text>\n  </view>\n</template>\n',
  'pages/probe/index.vue': vueProbePage,
};

/** @type {import('./shared.mjs').Stack[]} */
export const otherStacks = [
  {
    id: 'hbuilderx-cli-v4',
    label: 'HBuilderX 项目结构（Vue 3，用 uni CLI 构建）+ Tailwind CSS v4',
    bundler: 'Vite',
    title: 'uni-app Vue 3 in the HBuilderX layout (built with the uni CLI) + Tailwind CSS v4',
    page: 'versioned_docs/version-4.x/quick-start/v4/uni-app-vite-hbuilder.mdx',
    tailwind: 4,
    framework: '@dcloudio/vite-plugin-uni',
    frameworkName: 'uni-app',
    dependencies: uniVue3('3.0.0-5010420260703001'),
    requiredFiles: ['package.json', 'vite.config.ts', 'app.css', 'App.vue'],
    // The files of the uni-app Vue 3 template (dcloudio/uni-preset-vue, branch vite: src/main.js, App.vue,
    // pages.json, manifest.json), at the project root as HBuilderX lays them out, plus the probe page.
    // HBuilderX's own template is not published on npm.
    files: {
      'main.js':
        "import {\n\tcreateSSRApp\n} from \"vue\";\nimport App from \"./App.vue\";\nexport function createApp() {\n\tconst app = createSSRApp(App);\n\treturn {\n\t\tapp,\n\t};\n}\n",
      ...hbuilderxAppFiles,
    },
    build: ['uni', 'build', '-p', 'mp-weixin'],
    buildEnv: hbuilderxEnv,
    outDir: 'unpackage/dist/build/mp-weixin',
    templates: /\.wxml$/,
  },
  {
    id: 'hbuilderx-cli-5x',
    label: 'HBuilderX 项目结构（Vue 3，用 uni CLI 构建，weapp-tailwindcss 5.x）',
    bundler: 'Vite',
    title: 'uni-app Vue 3 in the HBuilderX layout (built with the uni CLI) + weapp-tailwindcss 5.x + Tailwind CSS v4',
    page: 'docs/quick-start/v4/uni-app-vite-hbuilder.mdx',
    line: 5,
    tailwind: 4,
    framework: '@dcloudio/vite-plugin-uni',
    frameworkName: 'uni-app',
    // The release weapp-tailwindcss 5.3.4's HBuilderX demo pins (demo/uni-app-vite-vue3-hbuilderx-tailwindcss-v4,
    // @dcloudio/* 3.0.0-5000720260410001), standing in for the compiler HBuilderX ships.
    dependencies: uniVue3('3.0.0-5000720260410001'),
    requiredFiles: ['vite.config.ts', 'app.css', 'main.js'],
    // The 4.x stack's HBuilderX layout (files at the project root; no .gitignore, HBuilderX writes none), with
    // main.js as HBuilderX's uni-app template has it (the Vue 2 / Vue 3 conditional blocks, as in 5.3.4's
    // templates/uni-app-hbuilderx-tailwindcss-v4/main.js without its imports of main.css and the promisify
    // adaptor), plus the probe page.
    files: {
      'main.js':
        "import App from './App'\n\n// #ifndef VUE3\nimport Vue from 'vue'\nVue.config.productionTip = false\nApp.mpType = 'app'\nconst app = new Vue({\n  ...App,\n})\napp.$mount()\n// #endif\n\n// #ifdef VUE3\nimport { createSSRApp } from 'vue'\nexport function createApp() {\n  const app = createSSRApp(App)\n  return {\n    app,\n  }\n}\n// #endif\n",
      ...hbuilderxAppFiles,
    },
    // Measured 2026-11-29 (weapp-tailwindcss 5.3.4, uni-app 3.0.0-5000720260410001): the page as written built in a copy
    // of this stack's project (/tmp/hb5, same env), then with the change; `diff -r` of unpackage/dist/build/mp-weixin.
    harmless: {
      'css-entry-missing':
        'app.css without `@import "tailwindcss";` (only the @source line left): unpackage/dist/build/mp-weixin byte-identical, no warning',
      'css-entries-misspelled': 'cssEntry is passed through hbuilderx() as an unknown option: output byte-identical, no warning',
      'css-entries-missing': 'without cssEntries (base: __dirname kept) the plugin finds the app.css that main.js imports: output byte-identical, no warning',
    },
    build: ['uni', 'build', '-p', 'mp-weixin'],
    buildEnv: hbuilderxEnv,
    outDir: 'unpackage/dist/build/mp-weixin',
    templates: /\.wxml$/,
  },
  {
    id: 'uni-app-x-mp-v4',
    label: 'uni-app x 微信小程序端（用 uni CLI 构建）+ Tailwind CSS v4',
    bundler: 'Vite',
    title: 'uni-app x, WeChat mini-program target (built with the uni CLI) + Tailwind CSS v4',
    page: 'versioned_docs/version-4.x/quick-start/v4/uni-app-x.mdx',
    tailwind: 4,
    ...uniAppXMp,
    requiredFiles: ['package.json', 'vite.config.ts', 'app.css', 'App.uvue'],
  },
  /**
   * docs/uni-app-x/install.mdx (Tailwind CSS v3 with the uniAppX preset), mini-program target. It needs the work
   * folder outside the site's tree (work-root.mjs): the preset of weapp-tailwindcss 4.12.0 looks Tailwind CSS up
   * with `paths: [base]`, and local-pkg resolves a path without a trailing slash from its parent directory, so
   * inside the site it found the site's tailwindcss 4.3.3 and stopped with `Configured tailwindcss.version=4, but
   * resolved package "tailwindcss" is version 3.4.19`. (5.0.0 puts `<base>/node_modules` first.)
   */
  {
    id: 'uni-app-x-mp-v3',
    label: 'uni-app x 微信小程序端（用 uni CLI 构建）+ Tailwind CSS v3',
    bundler: 'Vite',
    title: 'uni-app x, WeChat mini-program target (built with the uni CLI) + Tailwind CSS v3 (uniAppX preset)',
    page: 'versioned_docs/version-4.x/uni-app-x/install.mdx',
    tailwind: 3,
    ...uniAppXMp,
    requiredFiles: ['package.json', 'tailwind.config.js', 'vite.config.ts', 'App.uvue'],
  },
];
