// uni-app CLI stacks for Vue 2 (webpack, built by @dcloudio/vue-cli-plugin-uni through @vue/cli-service).
//
// Such a project normally comes from `vue create -p dcloudio/uni-preset-vue` (the preset is fetched from
// GitHub, which this machine cannot reach). The skeleton below is what that command writes, taken from:
// - the preset repository dcloudio/uni-preset-vue, branch master (the Vue 2 preset; last commit 085ee21,
//   2023-12-08): template/common/{babel,postcss}.config.js, template/default/* (written under src/), and the
//   package fields its generator.js adds (vue and vue-template-compiler `>= 2.6.14 < 2.7`, postcss-comment,
//   @dcloudio/uni-helper-json);
// - generator.js of the npm package @dcloudio/vue-cli-plugin-uni (the `mp-weixin` scripts, the @dcloudio
//   dependencies at the plugin's own version, cross-env, babel-plugin-import, browserslist);
// - Vue CLI 5 itself: @vue/cli-service and @vue/cli-plugin-babel `~5.0.0`, and core-js `^3.8.3` from the
//   babel plugin's generator.
// Left out: the packages for other platforms (uni-app-plus, uni-mp-alipay …, uni-quickapp-*), jest,
// uni-automator, uni-migration, @dcloudio/types, public/index.html: a WeChat build does not
// load them. (@dcloudio/uni-h5 stays: vue-cli-plugin-uni-optimize requires `@dcloudio/uni-h5/path` on every
// platform.)
import {json, vueProbePage} from './shared.mjs';

// The generated package.json asks for `^` + the vue-cli-plugin-uni version it got, which npm resolves to the newest 2.0.2 prerelease: an
// `alpha-…` tag sorts above the numbered releases, and the @dcloudio packages do not all publish every
// version. 2.0.2-5000720260410001 is the newest Vue 2 release that every package below has on the registry
// here, so all of them are pinned to it.
const UNI2_VERSION = '2.0.2-5000720260410001';
const uni2Dependencies = {
  ...Object.fromEntries(
    [
      'uni-app',
      'uni-h5',
      'uni-mp-vue',
      'uni-mp-weixin',
      'uni-stat',
      'uni-i18n',
      'uni-cli-i18n',
      'uni-cli-shared',
      'uni-template-compiler',
      'vue-cli-plugin-hbuilderx',
      'vue-cli-plugin-uni',
      'vue-cli-plugin-uni-optimize',
      'webpack-uni-mp-loader',
      'webpack-uni-pages-loader',
    ].map((name) => [`@dcloudio/${name}`, UNI2_VERSION]),
  ),
  '@dcloudio/uni-helper-json': '*',
  '@vue/shared': '^3.0.0',
  '@vue/cli-service': '~5.0.0',
  '@vue/cli-plugin-babel': '~5.0.0',
  'babel-plugin-import': '^1.11.0',
  'core-js': '^3.8.3',
  'cross-env': '^7.0.2',
  flyio: '^0.6.2',
  'postcss-comment': '^2.0.0',
  'regenerator-runtime': '^0.12.1',
  vue: '>= 2.6.14 < 2.7',
  'vue-template-compiler': '>= 2.6.14 < 2.7',
  vuex: '^3.2.0',
};

/** package.json fields the preset and @dcloudio/vue-cli-plugin-uni's generator write (the WeChat scripts only). */
const uni2PackageJson = {
  scripts: {
    'dev:mp-weixin': 'cross-env NODE_ENV=development UNI_PLATFORM=mp-weixin vue-cli-service uni-build --watch',
    'build:mp-weixin': 'cross-env NODE_ENV=production UNI_PLATFORM=mp-weixin vue-cli-service uni-build',
  },
  'uni-app': {scripts: {}},
  browserslist: ['Android >= 4.4', 'ios >= 9'],
};

// template/common/babel.config.js of the preset.
const presetBabelConfig = `const webpack = require('webpack')
const plugins = []

if (process.env.UNI_OPT_TREESHAKINGNG) {
  plugins.push(require('@dcloudio/vue-cli-plugin-uni-optimize/packages/babel-plugin-uni-api/index.js'))
}

if (
  (
    process.env.UNI_PLATFORM === 'app-plus' &&
    process.env.UNI_USING_V8
  ) ||
  (
    process.env.UNI_PLATFORM === 'h5' &&
    process.env.UNI_H5_BROWSER === 'builtin'
  )
) {
  const path = require('path')

  const isWin = /^win/.test(process.platform)

  const normalizePath = path => (isWin ? path.replace(/\\\\/g, '/') : path)

  const input = normalizePath(process.env.UNI_INPUT_DIR)
  try {
    plugins.push([
      require('@dcloudio/vue-cli-plugin-hbuilderx/packages/babel-plugin-console'),
      {
        file (file) {
          file = normalizePath(file)
          if (file.indexOf(input) === 0) {
            return path.relative(input, file)
          }
          return false
        }
      }
    ])
  } catch (e) { }
}

process.UNI_LIBRARIES = process.UNI_LIBRARIES || ['@dcloudio/uni-ui']
process.UNI_LIBRARIES.forEach(libraryName => {
  plugins.push([
    'import',
    {
      'libraryName': libraryName,
      'customName': (name) => {
        return \`\${libraryName}/lib/\${name}/\${name}\`
      }
    }
  ])
})

if (process.env.UNI_PLATFORM !== 'h5') {
  plugins.push('@babel/plugin-transform-runtime')
}

const config = {
  presets: [
    [
      '@vue/app',
      {
        modules: webpack.version[0] > 4 ? 'auto' : 'commonjs',
        useBuiltIns: process.env.UNI_PLATFORM === 'h5' ? 'usage' : 'entry'
      }
    ]
  ],
  plugins
}

const UNI_H5_TEST = '**/@dcloudio/uni-h5/dist/index.umd.min.js'
if (process.env.NODE_ENV === 'production') {
  config.overrides = [{
    test: UNI_H5_TEST,
    compact: true,
  }]
} else {
  config.ignore = [UNI_H5_TEST]
}

module.exports = config
`;

// template/common/postcss.config.js of the preset (the guides replace or extend it).
const presetPostcssConfig = `const path = require('path')
const webpack = require('webpack')
const config = {
  parser: require('postcss-comment'),
  plugins: [
    require('postcss-import')({
      resolve (id, basedir, importOptions) {
        if (id.startsWith('~@/')) {
          return path.resolve(process.env.UNI_INPUT_DIR, id.substr(3))
        } else if (id.startsWith('@/')) {
          return path.resolve(process.env.UNI_INPUT_DIR, id.substr(2))
        } else if (id.startsWith('/') && !id.startsWith('//')) {
          return path.resolve(process.env.UNI_INPUT_DIR, id.substr(1))
        }
        return id
      }
    }),
    require('autoprefixer')({
      remove: process.env.UNI_PLATFORM !== 'h5'
    }),
    require('@dcloudio/vue-cli-plugin-uni/packages/postcss')
  ]
}
if (webpack.version[0] > 4) {
  delete config.parser
}
module.exports = config
`;

// template/default/App.vue of the preset.
const presetAppVue = `<script>
	export default {
		onLaunch: function() {
			console.log('App Launch')
		},
		onShow: function() {
			console.log('App Show')
		},
		onHide: function() {
			console.log('App Hide')
		}
	}
</script>

<style>
	/*每个页面公共css */
</style>
`;

/**
 * The files `vue create -p dcloudio/uni-preset-vue` writes with the default template, under src/ as the preset
 * does, plus the probe page. manifest.json: the preset's file without its comments (JSON blocks of a guide are
 * merged into it) and without the App and quick-app sections.
 */
const uni2Skeleton = () => ({
  'babel.config.js': presetBabelConfig,
  'postcss.config.js': presetPostcssConfig,
  'src/App.vue': presetAppVue,
  'src/main.js':
    "import Vue from 'vue'\nimport App from './App'\nimport './uni.promisify.adaptor'\n\nVue.config.productionTip = false\n\nApp.mpType = 'app'\n\nconst app = new Vue({\n  ...App\n})\napp.$mount()\n",
  'src/uni.promisify.adaptor.js':
    'uni.addInterceptor({\n  returnValue (res) {\n    if (!(!!res && (typeof res === "object" || typeof res === "function") && typeof res.then === "function")) {\n      return res;\n    }\n    return new Promise((resolve, reject) => {\n      res.then((res) => res[0] ? reject(res[0]) : resolve(res[1]));\n    });\n  },\n});\n',
  'src/manifest.json': json({
    name: 'verify-guides',
    appid: '',
    description: '',
    versionName: '1.0.0',
    versionCode: '100',
    transformPx: false,
    'mp-weixin': {appid: '', setting: {urlCheck: false}, usingComponents: true},
  }),
  'src/pages.json': json({
    pages: [
      {path: 'pages/index/index', style: {navigationBarTitleText: 'uni-app'}},
      {path: 'pages/probe/index', style: {navigationBarTitleText: 'probe'}},
    ],
    globalStyle: {
      navigationBarTextStyle: 'black',
      navigationBarTitleText: 'uni-app',
      navigationBarBackgroundColor: '#F8F8F8',
      backgroundColor: '#F8F8F8',
    },
  }),
  // The preset ships src/static/logo.png, and the build needs src/static to exist (its copy step fails with
  // "options.patterns should be a non-empty array" otherwise): a 1×1 PNG stands in for the logo, and the
  // index page shows text instead of it.
  'src/static/logo.png': Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
  'src/pages/index/index.vue': '<template>\n\t<view class="content">\n\t\t<text class="title">Hello</text>\n\t</view>\n</template>\n',
  'src/pages/probe/index.vue': vueProbePage,
});

/** What the uni-app Vue 2 CLI stacks share: framework, build command (the preset's `build:mp-weixin`) and output. */
const uni2Cli = {
  framework: '@dcloudio/vue-cli-plugin-uni',
  frameworkName: 'uni-app',
  packageJson: uni2PackageJson,
  // `npm run build:mp-weixin`; cross-env runs outside npm here, so vue-cli-service is named by its path.
  build: ['cross-env', 'NODE_ENV=production', 'UNI_PLATFORM=mp-weixin', 'node_modules/.bin/vue-cli-service', 'uni-build'],
  outDir: 'dist/build/mp-weixin',
  // `npm run dev:mp-weixin`, the command both guides tell the reader to run.
  dev: ['cross-env', 'NODE_ENV=development', 'UNI_PLATFORM=mp-weixin', 'node_modules/.bin/vue-cli-service', 'uni-build', '--watch'],
  // The pages' `npm run dev:mp-weixin` block.
  steps: {dev: 'npm run dev:mp-weixin'},
  devOutDir: 'dist/dev/mp-weixin',
  templates: /\.wxml$/,
};

/**
 * The Vue 2 project in HBuilderX's layout (no src/: the preset's template/default files at the project root),
 * for the Tailwind CSS 2 guide. HBuilderX compiles it with its own webpack 4 + PostCSS 7 copy of the uni-app
 * Vue 2 compiler; here the same @dcloudio packages run under Vue CLI 4's @vue/cli-service (webpack 4,
 * postcss-loader 3 on PostCSS 7), pointed at the project root with UNI_INPUT_DIR as HBuilderX does.
 */
const hbuilderxVue2Skeleton = () =>
  Object.fromEntries(
    Object.entries(uni2Skeleton())
      .filter(([file]) => file.startsWith('src/'))
      .map(([file, content]) => [file.slice('src/'.length), content]),
  );

/** @type {import('./shared.mjs').Stack[]} */
export const uniAppWebpackStacks = [
  {
    id: 'uni-app-webpack-v4',
    label: 'uni-app CLI（Vue 2 + webpack）+ Tailwind CSS v4',
    bundler: 'webpack 5',
    title: 'uni-app CLI (Vue 2 + webpack) + Tailwind CSS v4',
    page: 'versioned_docs/version-4.x/quick-start/v4/uni-app-webpack.mdx',
    tailwind: 4,
    ...uni2Cli,
    dependencies: uni2Dependencies,
    requiredFiles: ['package.json', 'vue.config.js', 'postcss.config.js', 'src/app.css', 'src/App.vue'],
    files: uni2Skeleton(),
  },
  {
    id: 'uni-app-webpack-5x',
    label: 'uni-app CLI（Vue 2 + webpack，weapp-tailwindcss 5.x）',
    bundler: 'webpack 5',
    title: 'uni-app CLI (Vue 2 + webpack) + weapp-tailwindcss 5.x + Tailwind CSS v4',
    page: 'docs/quick-start/v4/uni-app-webpack.mdx',
    line: 5,
    tailwind: 4,
    ...uni2Cli,
    // The same preset project as the 4.x stack: weapp-tailwindcss 5.3.4's template for it
    // (templates/uni-app-webpack-tailwindcss-v4) pins the same @dcloudio release, 2.0.2-5000720260410001.
    dependencies: uni2Dependencies,
    // The preset's `npm run build:mp-weixin` and `npm run dev:mp-weixin`, as the page shows them.
    steps: {build: 'npm run build:mp-weixin', dev: 'npm run dev:mp-weixin'},
    requiredFiles: ['vue.config.js', 'src/app.css', 'src/main.js'],
    files: uni2Skeleton(),
  },
  {
    id: 'uni-app-webpack-v3',
    label: 'uni-app CLI（Vue 2 + webpack）+ Tailwind CSS v3',
    bundler: 'webpack 5',
    title: 'uni-app CLI (Vue 2 + webpack) + Tailwind CSS v3',
    page: 'versioned_docs/version-4.x/quick-start/frameworks/uni-app.mdx',
    tailwind: 3,
    ...uni2Cli,
    dependencies: uni2Dependencies,
    requiredFiles: ['package.json', 'tailwind.config.js', 'postcss.config.js', 'vue.config.js', 'src/App.vue'],
    files: uni2Skeleton(),
  },
  {
    id: 'v2-jit',
    label: 'uni-app CLI（Vue 2 + webpack 4）+ Tailwind CSS v2 JIT',
    bundler: 'webpack 4',
    title: 'uni-app Vue 2 in the HBuilderX layout (webpack 4, PostCSS 7) + Tailwind CSS 2 JIT',
    page: 'versioned_docs/version-4.x/quick-start/v2/index.mdx',
    tailwind: 2,
    framework: '@dcloudio/vue-cli-plugin-uni',
    frameworkName: 'uni-app',
    // HBuilderX ships the compiler, so the page installs only Tailwind CSS 2, PostCSS 7, autoprefixer 9 and
    // weapp-tailwindcss: the compiler packages come from the stack, with Vue CLI 4 in place of Vue CLI 5.
    dependencies: {...uni2Dependencies, '@vue/cli-service': '~4.5.0', '@vue/cli-plugin-babel': '~4.5.0', 'core-js': '^3.6.5'},
    // npm installs peer dependencies that Vue CLI 4's npm 6 did not: vue-cli-plugin-uni's `copy-webpack-plugin:
    // >=5` would bring copy-webpack-plugin 14, and babel-loader's `webpack: >=2` webpack 5, hoisted over Vue CLI
    // 4's webpack 4 (then `Cannot find module 'webpack/lib/GraphHelpers'`). HBuilderX's compiler is webpack 4.
    overrides: {'copy-webpack-plugin': '^5.1.2', webpack: '^4.47.0'},
    requiredFiles: ['package.json', 'tailwind.config.js', 'postcss.config.js', 'vue.config.js', 'App.vue'],
    files: hbuilderxVue2Skeleton(),
    packageJson: {browserslist: uni2PackageJson.browserslist},
    build: uni2Cli.build,
    buildEnv: (projectDir) => ({UNI_INPUT_DIR: projectDir, UNI_OUTPUT_DIR: `${projectDir}/unpackage/dist/build/mp-weixin`}),
    outDir: 'unpackage/dist/build/mp-weixin',
    templates: /\.wxml$/,
  },
];
