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
    outDir: 'dist',
    templates: /\.wxml$/,
  },
];
