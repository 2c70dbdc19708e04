// Native mini-program stacks. 4.x: the two-page weapp-vite guide (versioned_docs/version-4.x/quick-start/native/)
// and the gulp and webpack sections of versioned_docs/version-4.x/quick-start/frameworks/native.mdx.
// 5.x: the two-page gulp / webpack guide (docs/quick-start/native/); its weapp-vite route is the weapp-vite-5x guide.
// Its webpack section has no 5.x stack: built by hand on 2026-11-29 (webpack 5.113.0, weapp-tailwindcss 5.3.4) it
// fails the rem2rpx check (`.p-4` is only `padding: calc(var(--spacing) * 4)`, no static rpx value) and app.wxss
// has no preflight; the page says so (evidence: /work/evidence/wt-native.md).
import {json, JS_PROBE_CLASS_STRING, PROBE_CLASS_STRING} from './shared.mjs';

// weapp-vite 6.x (latest here) does not install: its @weapp-core/* and @wevu/* dependencies are missing
// from the registry (6.20.4: E404 @weapp-core/constants@0.1.17; 6.8.0: ETARGET @weapp-core/init@6.0.1).
// 2.1.2 is the newest that installs. The guide installs a bare `weapp-vite`, so the pin comes from here.
const WEAPP_VITE_VERSION = '2.1.2';

// The project the WeChat devtools create with "JS 基础模板" (the devtools are not on npm; the same file set
// is in weapp-tailwindcss's demo/native at weapp-tailwindcss@4.12.0), cut down to what a build reads:
// app.js/json/wxss, the index page, sitemap.json and project.config.json, plus the probe page.
// `dir` is '' for the layout the devtools create and 'src/' for the gulp/webpack sections, which assume
// the sources were moved to src/.
const devtoolsTemplate = (dir) => ({
  'project.config.json': json({
    compileType: 'miniprogram',
    libVersion: 'trial',
    packOptions: {ignore: [], include: []},
    setting: {coverView: true, es6: true, postcss: true, minified: true, enhance: true, packNpmRelationList: []},
    condition: {},
    editorSetting: {tabIndent: 'auto', tabSize: 2},
    appid: 'touristappid',
  }),
  [`${dir}app.js`]: '// app.js\nApp({\n  globalData: {},\n})\n',
  [`${dir}app.json`]: json({
    pages: ['pages/index/index', 'pages/probe/index'],
    window: {navigationBarTextStyle: 'black', navigationBarTitleText: 'Weixin', navigationBarBackgroundColor: '#ffffff'},
    style: 'v2',
    componentFramework: 'glass-easel',
    sitemapLocation: 'sitemap.json',
    lazyCodeLoading: 'requiredComponents',
  }),
  [`${dir}app.wxss`]: '/**app.wxss**/\n.container {\n  display: flex;\n  flex-direction: column;\n  align-items: center;\n}\n',
  [`${dir}sitemap.json`]: json({rules: [{action: 'allow', page: '*'}]}),
  [`${dir}pages/index/index.js`]: "// index.js\nPage({\n  data: {\n    motto: 'Hello World',\n  },\n})\n",
  [`${dir}pages/index/index.json`]: json({usingComponents: {}}),
  [`${dir}pages/index/index.wxml`]: '<!--index.wxml-->\n<view class="container">{{motto}}</view>\n',
  [`${dir}pages/index/index.wxss`]: '/**index.wxss**/\n.container {\n  padding: 20rpx;\n}\n',
  [`${dir}pages/probe/index.js`]: `const cls = '${JS_PROBE_CLASS_STRING}'\n\nPage({\n  data: { cls },\n})\n`,
  [`${dir}pages/probe/index.json`]: json({usingComponents: {}}),
  [`${dir}pages/probe/index.wxml`]: `<view class="${PROBE_CLASS_STRING}">\n  <view>a</view>\n  <view>b</view>\n  <view class="{{cls}}">c</view>\n</view>\n`,
});

/** What `npm init -y` (npm 11, step 0 of the guide) writes; `"type": "commonjs"` is why init names the config vite.config.mts. */
const npmInitPackageJson = {version: '1.0.0', description: '', main: 'index.js', keywords: [], author: '', license: 'ISC', type: 'commonjs'};

/** The two Tailwind variants of the two-page weapp-vite guide share everything but the CSS entry. */
const weappViteGuide = {
  page: 'versioned_docs/version-4.x/quick-start/native/install-plugin.mdx',
  pages: ['versioned_docs/version-4.x/quick-start/native/install.mdx', 'versioned_docs/version-4.x/quick-start/native/install-plugin.mdx'],
  framework: 'weapp-vite',
  frameworkName: 'weapp-vite',
  dependencies: {'weapp-vite': WEAPP_VITE_VERSION},
  packageJson: npmInitPackageJson,
  // The page's `npx weapp-vite init`; the re-pin the shared partial (_weapp-vite-init.mdx) asks for, with
  // the version installed above; the page's `npm install` after init.
  setup: [
    ['weapp-vite', 'init'],
    ['npm', 'install', '-D', '-E', `weapp-vite@${WEAPP_VITE_VERSION}`, '--no-audit', '--no-fund', '--loglevel=error'],
    ['npm', 'install', '--no-audit', '--no-fund', '--loglevel=error'],
  ],
  // The page's `npm run build` and `npm run dev`: the scripts init adds are `weapp-vite build` / `weapp-vite dev`.
  build: ['weapp-vite', 'build'],
  dev: ['weapp-vite', 'dev'],
  steps: {dev: 'npm run dev', build: 'npm run build'},
  outDir: 'dist',
  templates: /\.wxml$/,
};

/** The gulp and webpack sections share the setup section's files; each adds its own config file. */
const bundlerSection = {
  page: 'versioned_docs/version-4.x/quick-start/frameworks/native.mdx',
  tailwind: 3,
  dependencies: {},
  packageJson: npmInitPackageJson,
  // The section moves the template's sources into src/ (its 调整目录 step); project.config.json stays.
  files: devtoolsTemplate('src/'),
  outDir: 'dist',
  templates: /\.wxml$/,
};
const bundlerFiles = ['package.json', 'project.config.json', 'tailwind.config.js', 'postcss.config.js', 'src/app.wxss'];

/**
 * The 5.x guide (docs/quick-start/native/install.mdx, then install-plugin.mdx): the devtools' JS template with
 * its sources moved into src/ (the page's 调整目录 step) and `npm init -y`. The page turns src/app.wxss into the
 * Tailwind CSS entry src/app.css (its block is the new file), so the template's app.wxss is gone.
 */
const nativeGuide5 = {
  page: 'docs/quick-start/native/install-plugin.mdx',
  pages: ['docs/quick-start/native/install.mdx', 'docs/quick-start/native/install-plugin.mdx'],
  line: 5,
  tailwind: 4,
  dependencies: {},
  packageJson: npmInitPackageJson,
  files: Object.fromEntries(Object.entries(devtoolsTemplate('src/')).filter(([file]) => file !== 'src/app.wxss')),
  outDir: 'dist',
  templates: /\.wxml$/,
};

/** @type {import('./shared.mjs').Stack[]} */
export const nativeStacks = [
  {
    id: 'native-gulp-5x',
    label: '原生小程序（gulp，weapp-tailwindcss 5.x）',
    bundler: 'gulp',
    title: 'Native mini-program + gulp 5 + weapp-tailwindcss 5.x + Tailwind CSS v4',
    ...nativeGuide5,
    framework: 'gulp',
    frameworkName: 'gulp',
    requiredFiles: ['project.config.json', 'src/app.css', 'gulpfile.mjs'],
    // Measured 2026-11-29 (weapp-tailwindcss 5.3.4, tailwindcss 4.3.5, gulp 5.0.1) in a scratch copy of the
    // page's project: `npx gulp` as written, then with each change, `diff -r` of dist/. Removing both the
    // @import line and cssEntries does break it (app.wxss keeps only the template's own rules).
    harmless: {
      'css-entry-missing':
        'cssEntries still names src/app.css, which the plugin then treats as the Tailwind CSS root: dist/ byte-identical, no warning',
      'css-entries-misspelled': 'cssEntry is an unknown option, ignored: dist/ byte-identical to the page as written, no warning',
      'css-entries-missing': 'without cssEntries the plugin finds src/app.css by its @import "tailwindcss": dist/ byte-identical, no warning',
    },
    // The page's `npx gulp` (the default task, build) and `npx gulp dev` (watch).
    steps: {build: 'npx gulp', dev: 'npx gulp dev'},
    build: ['gulp'],
    dev: ['gulp', 'dev'],
  },
  {
    id: 'native-weapp-vite-v3',
    label: '原生小程序（weapp-vite init）+ Tailwind CSS v3',
    bundler: 'Vite（weapp-vite）',
    title: 'Native mini-program + weapp-vite + Tailwind CSS v3',
    tailwind: 3,
    ...weappViteGuide,
    requiredFiles: ['package.json', 'tailwind.config.js', 'postcss.config.js', 'app.wxss', 'vite.config.mts'],
    files: devtoolsTemplate(''),
  },
  {
    id: 'native-weapp-vite-v4',
    label: '原生小程序（weapp-vite init）+ Tailwind CSS v4',
    bundler: 'Vite（weapp-vite）',
    title: 'Native mini-program + weapp-vite + Tailwind CSS v4',
    tailwind: 4,
    ...weappViteGuide,
    requiredFiles: ['package.json', 'postcss.config.js', 'app.css', 'vite.config.mts'],
    // The page renames app.wxss to app.css (its block is the new file), so the template's app.wxss is gone.
    files: Object.fromEntries(Object.entries(devtoolsTemplate('')).filter(([file]) => file !== 'app.wxss')),
  },
  {
    id: 'native-gulp-v3',
    label: '原生小程序（gulp）+ Tailwind CSS v3',
    bundler: 'gulp',
    title: 'Native mini-program + gulp + Tailwind CSS v3',
    ...bundlerSection,
    framework: 'gulp',
    frameworkName: 'gulp',
    requiredFiles: [...bundlerFiles, 'gulpfile.mjs'],
    // The page's `npx gulp` (the default task, build) and `npx gulp dev` (watch).
    build: ['gulp'],
    dev: ['gulp', 'dev'],
  },
  {
    id: 'native-webpack-v3',
    label: '原生小程序（webpack）+ Tailwind CSS v3',
    bundler: 'webpack 5',
    title: 'Native mini-program + webpack 5 + Tailwind CSS v3',
    ...bundlerSection,
    framework: 'webpack',
    frameworkName: 'webpack',
    requiredFiles: [...bundlerFiles, 'webpack.config.js'],
    // The page's `npx webpack` and `npx webpack --watch`.
    build: ['webpack'],
    dev: ['webpack', '--watch'],
  },
];
