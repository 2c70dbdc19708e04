// Taro stacks.
import {json, PROBE_CLASS_STRING, wechatProjectConfig} from './shared.mjs';

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

/** @type {import('./shared.mjs').Stack[]} */
export const taroStacks = [
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
