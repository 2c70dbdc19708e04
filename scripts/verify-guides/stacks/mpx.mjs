// Mpx stacks (Mpx 2.10, mpx-cli-service, webpack 5).
//
// `@mpxjs/cli` on this registry is only 2.8.1, the old CLI that downloads its template from GitHub
// (download-git-repo; not reachable here). The project a current Mpx CLI creates is written by the
// @vue/cli generator of @mpxjs/vue-cli-plugin-mpx, which ships in its npm package (2.2.20, generator/),
// so the skeleton below is that generator's output for a WeChat (srcMode 'wx') JavaScript project
// without React Native, SSR, cloud functions or plugin mode:
// - src/app.mpx, src/pages/index.mpx, src/components/list.mpx: generator/src/template;
// - postcss.config.js: generator/base/template; babel.config.json: generator/babel/template rendered with
//   ejs (needRn false); static/wx/project.config.json: generator/static/wx rendered with ejs;
// - mpx.config.js: the `vue` field the generator adds to package.json, written by @vue/cli 5.0.9's
//   configTransforms (stringifyJS + `defineConfig` wrapper) and then post-processed by the generator
//   (outputDir template string, the cache comment, renamed from vue.config.js to mpx.config.js);
// - package.json scripts, browserslist and dependencies: the generator's extendPackage calls, plus
//   @vue/cli-service's own generator (stylus and stylus-loader for the Stylus CSS preprocessor).
// Left out: README, .editorconfig, .gitignore, .vscode and the web target's public/index.html.
// The probe: src/pages/index.mpx keeps the template's <list> component, script and JSON blocks, with the
// probe markup added to its <template> and the JS-string probe in its page data (the guides' own app.mpx
// registers only ./pages/index, so the probe cannot be a page of its own).
import {json, JS_PROBE_CLASS_STRING, PROBE_CLASS_STRING} from './shared.mjs';

const mpxConfig = `const { defineConfig } = require('@vue/cli-service')
module.exports = defineConfig({
  outputDir: \`dist/\${process.env.MPX_CURRENT_TARGET_MODE}\`,
  pluginOptions: {
    mpx: {
      plugin: {
        srcMode: 'wx',
        hackResolveBuildDependencies: ({ files, resolveDependencies }) => {
          const path = require('path')
          const packageJSONPath = path.resolve('package.json')
          if (files.has(packageJSONPath)) files.delete(packageJSONPath)
          if (resolveDependencies.files.has(packageJSONPath)) {
            resolveDependencies.files.delete(packageJSONPath)
          }
        }
      },
      loader: {}
    }
  },
  /**
   * 如果希望node_modules下的文件时对应的缓存可以失效，
   * 可以将configureWebpack.snap.managedPaths修改为 []
   */
  configureWebpack(config) {}
})
`;

const postcssConfig = `const autoprefixer = require('autoprefixer')
const RN = ['android', 'ios', 'harmony']
const isRN = RN.includes(
  process.env.MPX_CURRENT_TARGET_MODE
)
// RN环境下去除postcss的autoprefix插件
module.exports = {
  plugins: [
    !isRN && autoprefixer({ remove: false })
  ].filter(Boolean)
}`;

const babelConfig = `{
  "presets": [
    [
      "@babel/preset-env",
      {
        "modules": false,
        "shippedProposals": true
      }
    ],
  ],
  "plugins": [
    [
      "@babel/transform-runtime",
      {
        "corejs": 3,
        "version": "^7.10.4"
      }
    ],
    "@mpxjs/babel-plugin-inject-page-events",
  ],
  "sourceType": "unambiguous",
  "env": {
    "test": {
      "presets": [
        [
          "@babel/env",
          {
            "shippedProposals": true
          }
        ]
      ]
    }
  }
}
`;

const appMpx = `<script>
import mpx, { createApp } from '@mpxjs/core'
import apiProxy from '@mpxjs/api-proxy'

mpx.use(apiProxy, { usePromise: true })

createApp({
  onLaunch() {
    //
  }
})
</script>

<style>
  /*此处编写全局样式*/
</style>

<script type="application/json">
  {
    "pages": [
      "./pages/index"
    ]
  }
</script>

<!--也可以通过以下形式用js输出json，便于书写注释和使用条件编译-->

<!--<script name="json">-->
<!--  // 可以写注释，通过defs注入的常量做一些判断之类的操作-->
<!--  module.exports = {-->
<!--    pages: [-->
<!--      './pages/index'-->
<!--    ]-->
<!--  }-->
<!--</script>-->
`;

const indexPage = `<template>
  <view class="${PROBE_CLASS_STRING}">
    <view>a</view>
    <view>b</view>
    <view class="{{cls}}">c</view>
  </view>
  <list></list>
</template>

<script>
import { createPage } from '@mpxjs/core'

const cls = '${JS_PROBE_CLASS_STRING}'

createPage({
  data: { cls },
  onLoad() {
    //
  }
})
</script>

<script type="application/json">
  {
    "usingComponents": {
      "list": "../components/list"
    }
  }
</script>
`;

const listComponent = `<template>
  <view class="list">
    <view wx:for="{{listData}}" wx:key="*this">{{item}}</view>
  </view>
</template>

<script>
import { createComponent } from '@mpxjs/core'

createComponent({
  data: {
    listData: ['手机', '电视', '电脑']
  }
})
</script>

<style lang="stylus">
  .list
    background-color red
</style>

<script type="application/json">
  {
    "component": true
  }
</script>
`;

const projectConfig = json({
  setting: {newFeature: true, urlCheck: true, es6: false, postcss: true, minified: false, checkSiteMap: false, autoAudits: false},
  appid: 'touristappid',
  projectname: 'verify-guides',
  description: 'verify-guides',
  condition: {},
});

/**
 * The generator's dependencies that `mpx-cli-service build` for WeChat uses, at the generator's ranges.
 * Left out: @mpxjs/store, pinia, fetch, utils, size-report, the web-only packages (vue-router, vue-i18n,
 * vue-demi). @mpxjs/mpx-cli-service and @mpxjs/vue-cli-plugin-mpx come from the
 * Mpx CLI's preset, which is not on this registry: `^2.0.0` resolves to the newest here (2.2.21 / 2.2.20).
 */
const mpxDependencies = {
  '@mpxjs/core': '^2.10.0',
  '@mpxjs/api-proxy': '^2.10.0',
  '@mpxjs/webpack-plugin': '^2.10.0',
  '@mpxjs/babel-plugin-inject-page-events': '^2.9.0',
  '@mpxjs/mpx-cli-service': '^2.0.0',
  '@mpxjs/vue-cli-plugin-mpx': '^2.0.0',
  '@vue/cli-service': '~5.0.0',
  vue: '^2.7.0',
  // The generator's webpack ^5.43.0, as a new project has it. webpack 5.112.0 (2026-10-15) moved files of
  // lib/ into subfolders (lib/FlagEntryExportAsUsedPlugin.js → lib/optimize/, lib/DefinePlugin.js →
  // lib/define/), and @mpxjs/webpack-plugin 2.10.20 (the newest here) requires the old paths: with 5.112+ the
  // build stops at "Cannot find module 'webpack/lib/FlagEntryExportAsUsedPlugin'". The pages pin 5.111.1 in
  // their install step (not here: a pin in the skeleton hides the crash a reader meets).
  // (Inside this repository the old paths can resolve to the site's own webpack: that mixes two webpacks.)
  webpack: '^5.43.0',
  postcss: '^8.2.6',
  autoprefixer: '^10.2.4',
  '@babel/core': '^7.10.4',
  '@babel/plugin-transform-runtime': '^7.10.4',
  '@babel/preset-env': '^7.10.4',
  '@babel/runtime-corejs3': '^7.10.4',
  stylus: '^0.55.0',
  'stylus-loader': '^6.1.0',
  // the base config of @mpxjs/vue-cli-plugin-mpx resolves `process/browser`
  process: '^0.11.10',
};

/** What both Mpx stacks share. */
const mpxCommon = {
  framework: '@mpxjs/webpack-plugin',
  frameworkName: 'Mpx',
  dependencies: mpxDependencies,
  packageJson: {
    scripts: {serve: 'mpx-cli-service serve', build: 'mpx-cli-service build'},
    browserslist: ['ios >= 8', 'chrome >= 47'],
  },
  files: {
    'mpx.config.js': mpxConfig,
    'postcss.config.js': postcssConfig,
    'babel.config.json': babelConfig,
    'static/wx/project.config.json': projectConfig,
    'src/app.mpx': appMpx,
    'src/pages/index.mpx': indexPage,
    'src/components/list.mpx': listComponent,
  },
  build: ['mpx-cli-service', 'build'],
  // The pages have the reader run `npm run serve`, the generator's `mpx-cli-service serve` script.
  dev: ['mpx-cli-service', 'serve'],
  // The v4 page's `npm run serve` block (the v3 page names it in prose only).
  steps: {dev: 'npm run serve'},
  outDir: 'dist/wx',
  templates: /\.wxml$/,
};

/** @type {import('./shared.mjs').Stack[]} */
export const mpxStacks = [
  {
    id: 'mpx-v4',
    label: 'Mpx + Tailwind CSS v4',
    bundler: 'webpack 5',
    title: 'Mpx (webpack 5) + Tailwind CSS v4',
    page: 'versioned_docs/version-4.x/quick-start/v4/mpx.mdx',
    tailwind: 4,
    ...mpxCommon,
    requiredFiles: ['package.json', 'mpx.config.js', 'src/app.css', 'src/app.mpx'],
  },
  {
    id: 'mpx-v3',
    label: 'Mpx + Tailwind CSS v3',
    bundler: 'webpack 5',
    title: 'Mpx (webpack 5) + Tailwind CSS v3',
    page: 'versioned_docs/version-4.x/quick-start/frameworks/mpx.mdx',
    tailwind: 3,
    ...mpxCommon,
    requiredFiles: ['package.json', 'tailwind.config.js', 'mpx.config.js', 'postcss.config.js', 'src/app.mpx'],
  },
  {
    id: 'mpx-5x',
    label: 'Mpx（weapp-tailwindcss 5.x）',
    bundler: 'webpack 5',
    title: 'Mpx (webpack 5) + weapp-tailwindcss 5.x + Tailwind CSS v4',
    page: 'docs/quick-start/v4/mpx.mdx',
    line: 5,
    tailwind: 4,
    // The same skeleton as the 4.x stacks: a project the current Mpx CLI creates. weapp-tailwindcss 5.3.4's own
    // starter/mpx asks for @mpxjs/core and @mpxjs/webpack-plugin ^2.11.1, which this registry lacks (newest
    // 2.10.20); its templates/mpx-tailwindcss-v4 asks for ^2.10.13 / ^2.10.14, which the skeleton's ^2.10.0
    // meets with the same 2.10.20.
    ...mpxCommon,
    // Measured 2026-11-29 (weapp-tailwindcss 5.3.4, Mpx 2.10.20): `mpx-cli-service build` of the page's
    // mpx.config.js with and without its cssEntries line in a copy of this project, `diff -rq` of dist/wx.
    harmless: {
      'css-entries-missing': 'without cssEntries the plugin finds the src/app.css entry itself: dist/wx byte-identical, no warning',
      'css-entries-misspelled': 'cssEntry is an unknown option, ignored: the build passes every check, as without cssEntries (dist/wx byte-identical)',
    },
    // The page shows both the generator's scripts, `npm run serve` and `npm run build`.
    steps: {dev: 'npm run serve', build: 'npm run build'},
    requiredFiles: ['mpx.config.js', 'src/app.css', 'src/app.mpx'],
  },
];
