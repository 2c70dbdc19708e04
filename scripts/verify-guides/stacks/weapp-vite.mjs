// weapp-vite stacks.
import {json, JS_PROBE_CLASS_STRING, PROBE_CLASS_STRING, wechatProjectConfig} from './shared.mjs';

/** @type {import('./shared.mjs').Stack[]} */
export const weappViteStacks = [
  {
    id: 'weapp-vite-v4',
    label: 'weapp-vite + Tailwind CSS v4',
    bundler: 'Vite',
    title: 'weapp-vite + Tailwind CSS v4',
    page: 'versioned_docs/version-4.x/quick-start/v4/weapp-vite.mdx',
    tailwind: 4,
    framework: 'weapp-vite',
    frameworkName: 'weapp-vite',
    // weapp-vite 6.x (latest here) does not install: its @weapp-core/* and @wevu/* dependencies are missing
    // from the registry. 2.1.2 is the newest that installs. A weapp-vite project has TypeScript, which
    // weapp-vite needs to load vite.config.ts: `weapp-vite init` (2.1.2) adds these two as `latest`.
    dependencies: {'weapp-vite': '2.1.2', typescript: 'latest', 'miniprogram-api-typings': 'latest'},
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
      'src/pages/probe/index.ts': `const cls = '${JS_PROBE_CLASS_STRING}'\n\nPage({ data: { cls } })\n`,
      'src/pages/probe/index.wxml': `<view class="${PROBE_CLASS_STRING}">\n  <view>a</view>\n  <view>b</view>\n  <view class="{{cls}}">c</view>\n</view>\n`,
    },
    build: ['weapp-vite', 'build'],
    // The page has the reader run `npm run dev`: `weapp-vite dev` in the templates weapp-vite ships
    // (@weapp-core/init/templates/default/package.json).
    dev: ['weapp-vite', 'dev'],
    steps: {dev: 'npm run dev'},
    outDir: 'dist',
    templates: /\.wxml$/,
  },
  {
    id: 'weapp-vite-5x',
    label: 'weapp-vite（weapp-tailwindcss 5.x）',
    bundler: 'Vite（weapp-vite）',
    title: 'weapp-vite 6 + weapp-tailwindcss 5.x + Tailwind CSS v4',
    page: 'docs/quick-start/v4/weapp-vite.mdx',
    line: 5,
    tailwind: 4,
    framework: 'weapp-vite',
    frameworkName: 'weapp-vite',
    // What a project made from weapp-vite 6's default template (weapp-vite@6.20.4: templates/weapp-vite-template,
    // the template `create-weapp-vite` copies) needs to build: weapp-vite at the range weapp-tailwindcss 5.3.4's
    // own weapp-vite starter uses (^6.20.0; 6.20.4 is the newest on the registry here, its workspace
    // dependencies come from VERIFY_GUIDES_TARBALLS), and the template's sass (its app.scss and page styles).
    // Left out: the template's lint tooling, wevu (a dependency of weapp-vite), the HelloWorld component and the
    // layouts demo.
    dependencies: {'weapp-vite': '^6.20.0', sass: '^1.108.2'},
    packageJson: {type: 'module', scripts: {dev: 'wv dev', build: 'wv build', postinstall: 'wv prepare'}},
    requiredFiles: ['weapp-vite.config.ts', 'src/app.css'],
    files: {
      'project.config.json': wechatProjectConfig('dist/'),
      // The template's .gitignore entries that keep Tailwind CSS's automatic source scan out of these folders.
      '.gitignore': 'node_modules\ndist\n.weapp-vite/\n',
      // The template's weapp-vite.config.ts without its web-runtime and code-generator settings.
      'weapp-vite.config.ts': "import { defineConfig } from 'weapp-vite'\n\nexport default defineConfig({\n  weapp: {\n    srcRoot: 'src',\n  },\n  plugins: [],\n})\n",
      'src/app.json': json({pages: ['pages/index/index', 'pages/probe/index'], style: 'v2', sitemapLocation: 'sitemap.json'}),
      'src/sitemap.json': json({rules: [{action: 'allow', page: '*'}]}),
      'src/app.ts': 'App({})\n',
      'src/app.scss': '/* empty */\n',
      'src/pages/index/index.json': json({navigationBarTitleText: '初始模板'}),
      'src/pages/index/index.scss': '.page {\n  padding: 24rpx;\n}\n',
      'src/pages/index/index.ts': 'Page({})\n',
      'src/pages/index/index.wxml': '<view class="page">Hello World From Weapp-vite!</view>\n',
      'src/pages/probe/index.json': json({}),
      'src/pages/probe/index.ts': `const cls = '${JS_PROBE_CLASS_STRING}'\n\nPage({ data: { cls } })\n`,
      'src/pages/probe/index.wxml': `<view class="${PROBE_CLASS_STRING}">\n  <view>a</view>\n  <view>b</view>\n  <view class="{{cls}}">c</view>\n</view>\n`,
    },
    // Measured 2026-11-29 on this stack (weapp-tailwindcss 5.3.4, weapp-vite 6.20.4): `wv build` of the page
    // as written, then of each change, `diff -r` of dist/.
    harmless: {
      'css-entries-missing': 'without cssEntries the plugin finds the app.css entry itself: dist/ byte-identical, no warning',
      'css-entries-misspelled': 'cssEntry is an unknown option, ignored: dist/ byte-identical to the page as written, no warning',
      'entry-in-scss':
        'weapp-vite compiles src/app.scss and the generator still runs: app.wxss identical but for the template\'s own app.scss content the entry replaced; only Sass warns (DEPRECATION WARNING [import])',
    },
    // The template's `npm run build` / `npm run dev` scripts (`wv build`, `wv dev`), as the page shows them.
    steps: {build: 'npm run build', dev: 'npm run dev'},
    build: ['wv', 'build'],
    dev: ['wv', 'dev'],
    outDir: 'dist',
    templates: /\.wxml$/,
  },
];
