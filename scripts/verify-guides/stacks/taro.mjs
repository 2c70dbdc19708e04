// Taro stacks (Taro 4, React + TypeScript).
//
// The skeleton is the project `taro init` creates from the template that ships inside @tarojs/cli
// (templates/default, the same in 4.2.0 and 4.2.1; `taro init --template default` renders it locally,
// nothing is downloaded). taroScaffold() below writes that template rendered for framework React,
// TypeScript on, ES5 off, with the compiler (Webpack5 or Vite) and CSS choice (None or Sass) of each
// stack: the handlebars branches are taken by hand, and the result is byte-for-byte what
// `taro init <name> --typescript --no-build-es5 --framework React --compiler <Webpack5|Vite>
// --css <None|Sass> --template default --npm Npm --no-autoInstall` writes with @tarojs/cli 4.2.0,
// except the project name and date. Left out: the lint, commit-hook and env files (.eslintrc,
// stylelint/commitlint configs, .husky, .env.*, .editorconfig, .gitignore), which `taro build` does not read.
// The probe page is the only addition (a page file and one entry in src/app.config.ts).
import {JS_PROBE_CLASS_STRING, PROBE_CLASS_STRING} from './shared.mjs';

const PROJECT = 'verify-guides';
const DATE = '2026-11-26';

/** src/app.config.ts of the template, with the probe page added to `pages`. */
const appConfig = `export default defineAppConfig({
  pages: [
    'pages/index/index',
    'pages/probe/index'
  ],
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#fff',
    navigationBarTitleText: 'WeChat',
    navigationBarTextStyle: 'black'
  }
})
`;

const cssModulesComment = '默认为 false，如需使用 css modules 功能，则设为 true';

/** config/index.ts as the template renders it for React + TypeScript. */
function configIndex(compiler) {
  const webpack = compiler === 'webpack5';
  const tsconfigPaths = webpack
    ? `,
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
      }`
    : '';
  return `import { defineConfig, type UserConfigExport } from '@tarojs/cli'
${webpack ? "import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'" : ''}
import devConfig from './dev'
import prodConfig from './prod'

// https://taro-docs.jd.com/docs/next/config#defineconfig-辅助函数
export default defineConfig<'${compiler}'>(async (merge, { command, mode }) => {
  const baseConfig: UserConfigExport<'${compiler}'> = {
    projectName: '${PROJECT}',
    date: '${DATE}',
    designWidth: 750,
    deviceRatio: {
      640: 2.34 / 2,
      750: 1,
      375: 2,
      828: 1.81 / 2
    },
    sourceRoot: 'src',
    outputRoot: 'dist',
    plugins: [
      "@tarojs/plugin-generator"
    ],
    defineConstants: {
    },
    copy: {
      patterns: [
      ],
      options: {
      }
    },
    framework: 'react',
    compiler: '${compiler}',${
      webpack
        ? `
    cache: {
      enable: false // Webpack 持久化缓存配置，建议开启。默认配置请参考：https://docs.taro.zone/docs/config-detail#cache
    },`
        : ''
    }
    mini: {
      postcss: {
        pxtransform: {
          enable: true,
          config: {

          }
        },
        cssModules: {
          enable: false, // ${cssModulesComment}
          config: {
            namingPattern: 'module', // 转换模式，取值为 global/module
            generateScopedName: '[name]__[local]___[hash:base64:5]'
          }
        }
      },${tsconfigPaths.slice(1)}
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
${
  webpack
    ? `      output: {
        filename: 'js/[name].[hash:8].js',
        chunkFilename: 'js/[name].[chunkhash:8].js'
      },`
    : ''
}
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[hash].css',
        chunkFilename: 'css/[name].[chunkhash].css'
      },
      postcss: {
        autoprefixer: {
          enable: true,
          config: {}
        },
        cssModules: {
          enable: false, // ${cssModulesComment}
          config: {
            namingPattern: 'module', // 转换模式，取值为 global/module
            generateScopedName: '[name]__[local]___[hash:base64:5]'
          }
        }
      },${tsconfigPaths.slice(1)}
    },
    rn: {
      appName: 'taroDemo',
      postcss: {
        cssModules: {
          enable: false, // ${cssModulesComment}
        }
      }
    }
  }


  if (process.env.NODE_ENV === 'development') {
    // 本地开发构建配置（不混淆压缩）
    return merge({}, baseConfig, devConfig)
  }
  // 生产构建配置（默认开启压缩混淆等）
  return merge({}, baseConfig, prodConfig)
})
`;
}

const configDev = (compiler) => `import type { UserConfigExport } from "@tarojs/cli"

export default {
${
  compiler === 'webpack5'
    ? `   logger: {
    quiet: false,
    stats: true
  },`
    : '  '
}
  mini: {},
  h5: {}
} satisfies UserConfigExport<'${compiler}'>
`;

const configProd = (compiler) => `import type { UserConfigExport } from "@tarojs/cli"

export default {
  mini: {},
  h5: {
    /**
     * WebpackChain 插件配置
     * @docs https://github.com/neutrinojs/webpack-chain
     */
    // webpackChain (chain) {
    //   /**
    //    * 如果 h5 端编译后体积过大，可以使用 webpack-bundle-analyzer 插件对打包体积进行分析。
    //    * @docs https://github.com/webpack-contrib/webpack-bundle-analyzer
    //    */
    //   chain.plugin('analyzer')
    //     .use(require('webpack-bundle-analyzer').BundleAnalyzerPlugin, [])
    //   /**
    //    * 如果 h5 端首屏加载时间过长，可以使用 prerender-spa-plugin 插件预加载首页。
    //    * @docs https://github.com/chrisvfritz/prerender-spa-plugin
    //    */
    //   const path = require('path')
    //   const Prerender = require('prerender-spa-plugin')
    //   const staticDir = path.join(__dirname, '..', 'dist')
    //   chain
    //     .plugin('prerender')
    //     .use(new Prerender({
    //       staticDir,
    //       routes: [ '/pages/index/index' ],
    //       postProcess: (context) => ({ ...context, outputPath: path.join(staticDir, 'index.html') })
    //     }))
    // }
  }
} satisfies UserConfigExport<'${compiler}'>
`;

const appTs = (cssExt) => `import { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'

import './app.${cssExt}'

function App({ children }: PropsWithChildren<any>) {
  useLaunch(() => {
    console.log('App launched.')
  })

  // children 是将要会渲染的页面
  return children
}
  


export default App
`;

const indexPage = (cssExt) => `import { View, Text } from '@tarojs/components'
import { useLoad } from '@tarojs/taro'
import './index.${cssExt}'

export default function Index () {
  useLoad(() => {
    console.log('Page loaded.')
  })

  return (
    <View className='index'>
      <Text>Hello world!</Text>
    </View>
  )
}
`;

const globalTypes = `/// <reference types="@tarojs/taro" />

declare module '*.png';
declare module '*.gif';
declare module '*.jpg';
declare module '*.jpeg';
declare module '*.svg';
declare module '*.css';
declare module '*.less';
declare module '*.scss';
declare module '*.sass';
declare module '*.styl';

declare namespace NodeJS {
  interface ProcessEnv {
    /** NODE 内置环境变量, 会影响到最终构建生成产物 */
    NODE_ENV: 'development' | 'production',
    /** 当前构建的平台 */
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'qq' | 'jd' | 'harmony' | 'jdrn'
    /**
     * 当前构建的小程序 appid
     * @description 若不同环境有不同的小程序，可通过在 env 文件中配置环境变量\`TARO_APP_ID\`来方便快速切换 appid， 而不必手动去修改 dist/project.config.json 文件
     * @see https://taro-docs.jd.com/docs/next/env-mode-config#特殊环境变量-taro_app_id
     */
    TARO_APP_ID: string
  }
}


`;

const tsconfig = `{
  "compilerOptions": {
    "target": "es2017",
    "module": "commonjs",
    "removeComments": false,
    "preserveConstEnums": true,
    "moduleResolution": "node",
    "experimentalDecorators": true,
    "noImplicitAny": false,
    "allowSyntheticDefaultImports": true,
    "outDir": "lib",
    "noUnusedLocals": true,
    "noUnusedParameters": true,
    "strictNullChecks": true,
    "sourceMap": true,
    "rootDir": ".",
    "jsx": "react-jsx",
    "allowJs": true,
    "resolveJsonModule": true,
    "typeRoots": [
      "node_modules/@types"
    ],
    "paths": {
      // TS5090 leading './'
      "@/*": ["./src/*"]
    }
  },
  "include": ["./src", "./types", "./config"],
  "compileOnSave": false
}
`;

const babelConfig = (compiler) => `// babel-preset-taro 更多选项和默认值：
// https://docs.taro.zone/docs/next/babel-config
module.exports = {
  presets: [
    ['taro', {
      framework: 'react',
      ts: true,
      compiler: '${compiler}',
    }]
  ]
}
`;

const projectConfig = `{
  "miniprogramRoot": "./dist",
  "projectname": "${PROJECT}",
  "description": "${PROJECT}",
  "appid": "touristappid",
  "setting": {
    "urlCheck": true,
    "es6": false,
    "enhance": false,
    "compileHotReLoad": false,
    "postcss": false,
    "minified": false
  },
  "compileType": "miniprogram"
}
`;

const indexHtml = `<!DOCTYPE html>
<html>
<head>
  <meta content="text/html; charset=utf-8" http-equiv="Content-Type">
  <meta content="width=device-width,initial-scale=1,user-scalable=no" name="viewport">
  <meta name="apple-mobile-web-app-capable" content="yes">
  <meta name="apple-touch-fullscreen" content="yes">
  <meta name="format-detection" content="telephone=no,address=no">
  <meta name="apple-mobile-web-app-status-bar-style" content="white">
  <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1" >
  <title>${PROJECT}</title>
  <script><%= htmlWebpackPlugin.options.script %></script>
</head>
<body>
  <div id="app"></div>
</body>
</html>
`;

const probePage = `import { View } from '@tarojs/components'

const cls = '${JS_PROBE_CLASS_STRING}'

export default function Probe() {
  return (
    <View className="${PROBE_CLASS_STRING}">
      <View>a</View>
      <View>b</View>
      <View className={cls}>c</View>
    </View>
  )
}
`;

/**
 * The files of a new Taro 4 React + TypeScript project (see the comment at the top), plus the probe page.
 * @param {{compiler: 'webpack5' | 'vite', css: 'css' | 'scss'}} options
 */
export function taroScaffold({compiler, css}) {
  return {
    'project.config.json': projectConfig,
    'babel.config.js': babelConfig(compiler),
    'tsconfig.json': tsconfig,
    'types/global.d.ts': globalTypes,
    'config/index.ts': configIndex(compiler),
    'config/dev.ts': configDev(compiler),
    'config/prod.ts': configProd(compiler),
    'src/index.html': indexHtml,
    'src/app.ts': appTs(css),
    'src/app.config.ts': appConfig,
    [`src/app.${css}`]: '',
    'src/pages/index/index.tsx': indexPage(css),
    'src/pages/index/index.config.ts': "export default definePageConfig({\n  navigationBarTitleText: '首页'\n})\n",
    [`src/pages/index/index.${css}`]: '',
    'src/pages/probe/index.tsx': probePage,
    'src/pages/probe/index.config.ts': "export default definePageConfig({\n  navigationBarTitleText: 'probe'\n})\n",
  };
}

/** package.json fields of the template other than the dependencies (buildEs5 off). */
const templatePackageJson = {
  templateInfo: {name: 'default', typescript: true, framework: 'React'},
  scripts: {
    'build:weapp': 'taro build --type weapp',
    'dev:weapp': 'npm run build:weapp -- --watch',
  },
  browserslist: ['defaults and fully supports es6-module', 'maintained node versions'],
};

/**
 * The template's dependencies that `taro build --type weapp` of a React + TypeScript project uses, at the
 * ranges the template writes ({{ version }} is the CLI's own version). Left out: the other platforms'
 * plugins, @tarojs/plugin-platform-h5, and the lint, test, commit-hook and type packages.
 * @tarojs/plugin-generator (the template's config/index.ts lists it in `plugins`) is added by the stacks whose
 * page keeps that line: this registry has it only up to 4.1.11, so the template's `{{ version }}` does not install.
 * @param {string} version every @tarojs/* package and babel-preset-taro
 * @param {'webpack5' | 'vite'} compiler
 * @param {'css' | 'scss'} css
 */
function taroDependencies(version, compiler, css) {
  const taro = (names) => Object.fromEntries(names.map((name) => [`@tarojs/${name}`, version]));
  return {
    ...taro(['cli', 'components', 'helper', 'plugin-framework-react', 'plugin-platform-weapp', 'react', 'runtime', 'shared', 'taro']),
    'babel-preset-taro': version,
    '@babel/core': '^7.24.4',
    '@babel/plugin-transform-class-properties': '7.25.9',
    '@babel/preset-react': '^7.24.1',
    '@babel/runtime': '^7.24.4',
    react: '^18.0.0',
    'react-dom': '^18.0.0',
    'react-refresh': '^0.14.0',
    typescript: '^5.4.5',
    postcss: '^8.5.6',
    ...(compiler === 'webpack5'
      ? {...taro(['taro-loader', 'webpack5-runner']), webpack: '5.91.0', 'tsconfig-paths-webpack-plugin': '^4.1.0', '@pmmmwh/react-refresh-webpack-plugin': '^0.5.5'}
      : {...taro(['vite-runner']), vite: '^4.2.0', '@vitejs/plugin-react': '^4.3.0', terser: '^5.30.4'}),
    ...(css === 'scss' ? {sass: '^1.75.0'} : {}),
  };
}

// The webpack5 stacks use 4.2.1, the newest @tarojs/cli here. @tarojs/vite-runner stops at 4.2.0 on
// this registry, so the Vite stack uses 4.2.0 throughout (a project created with @tarojs/cli 4.2.1
// and the Vite compiler would ask for @tarojs/vite-runner 4.2.1 and fail to install here).
/** The template's _gitignore (written as .gitignore by `taro init`), the same in 4.2.0 and 4.2.1. */
const TARO_GITIGNORE = 'dist/\ndeploy_versions/\n.temp/\n.rn_temp/\nnode_modules/\n.DS_Store\n.swc\n*.local\n';

const TARO_WEBPACK = '4.2.1';
const TARO_VITE = '4.2.0';

/** What every Taro stack shares: the framework, the build command and where it writes. */
const taroCommon = {
  framework: '@tarojs/cli',
  frameworkName: 'Taro',
  packageJson: templatePackageJson,
  build: ['taro', 'build', '--type', 'weapp'],
  // The pages have the reader run `npm run dev:weapp`, the template's `npm run build:weapp -- --watch`.
  dev: ['taro', 'build', '--type', 'weapp', '--watch'],
  // The pages' `npm run dev:weapp` block.
  steps: {dev: 'npm run dev:weapp'},
  outDir: 'dist',
  // Taro renders every page through one generic base.wxml: the class strings live in the page JS.
  templates: /^pages\/.*\.js$/,
};

/** @type {import('./shared.mjs').Stack[]} */
export const taroStacks = [
  {
    id: 'taro-webpack-v4',
    label: 'Taro 4（React，webpack5）+ Tailwind CSS v4',
    bundler: 'webpack 5',
    title: 'Taro 4 (React, webpack5) + Tailwind CSS v4',
    page: 'versioned_docs/version-4.x/quick-start/v4/taro-webpack.mdx',
    tailwind: 4,
    ...taroCommon,
    dependencies: taroDependencies(TARO_WEBPACK, 'webpack5', 'css'),
    requiredFiles: ['package.json', 'postcss.config.mjs', 'src/app.css', 'src/app.ts', 'config/index.ts'],
    files: taroScaffold({compiler: 'webpack5', css: 'css'}),
  },
  {
    id: 'taro-vite-v4',
    label: 'Taro 4（React，Vite）+ Tailwind CSS v4',
    bundler: 'Vite',
    title: 'Taro 4 (React, Vite) + Tailwind CSS v4',
    page: 'versioned_docs/version-4.x/quick-start/v4/taro-vite.mdx',
    tailwind: 4,
    ...taroCommon,
    dependencies: taroDependencies(TARO_VITE, 'vite', 'css'),
    requiredFiles: ['package.json', 'src/app.css', 'config/index.ts'],
    files: taroScaffold({compiler: 'vite', css: 'css'}),
  },
  {
    id: 'taro-webpack-5x',
    label: 'Taro 4（React，webpack5，weapp-tailwindcss 5.x）',
    bundler: 'webpack 5',
    title: 'Taro 4 (React, webpack5) + weapp-tailwindcss 5.x + Tailwind CSS v4',
    page: 'docs/quick-start/v4/taro-webpack.mdx',
    line: 5,
    tailwind: 4,
    ...taroCommon,
    // Taro 4.2.1: the version weapp-tailwindcss 5.3.4's Taro webpack5 starter depends on (catalog taro4 ^4.2.1,
    // lockfile 4.2.1), and the newest @tarojs/cli on this registry. The template (CSS "None") already has an
    // empty src/app.css imported by src/app.ts: the page fills it and adds the plugin to config/index.ts.
    dependencies: taroDependencies(TARO_WEBPACK, 'webpack5', 'css'),
    requiredFiles: ['src/app.css', 'config/index.ts'],
    // With the template's .gitignore (its _gitignore): Tailwind CSS's automatic source scan skips what it lists (dist/, node_modules/).
    files: {...taroScaffold({compiler: 'webpack5', css: 'css'}), '.gitignore': TARO_GITIGNORE},
    // The template's scripts, as the page shows them.
    steps: {build: 'npm run build:weapp', dev: 'npm run dev:weapp'},
  },
  {
    id: 'taro-vite-5x',
    label: 'Taro 4（React，Vite，weapp-tailwindcss 5.x）',
    bundler: 'Vite',
    title: 'Taro 4 (React, Vite) + weapp-tailwindcss 5.x + Tailwind CSS v4',
    page: 'docs/quick-start/v4/taro-vite.mdx',
    line: 5,
    tailwind: 4,
    ...taroCommon,
    // Taro 4.2.0: weapp-tailwindcss 5.3.4's Taro Vite starter asks for ^4.2.1, but @tarojs/vite-runner stops at
    // 4.2.0 on this registry; the 5.3.4 template taro-vite-tailwindcss-v4 pins every @tarojs/* package at 4.2.0.
    // Vite is what @tarojs/cli 4.2.0's template writes (^4.2.0, resolves to 4.5.14; the 5.3.4 template: ^4.5.14).
    dependencies: taroDependencies(TARO_VITE, 'vite', 'css'),
    requiredFiles: ['src/app.css', 'config/index.ts'],
    files: {...taroScaffold({compiler: 'vite', css: 'css'}), '.gitignore': TARO_GITIGNORE},
    steps: {build: 'npm run build:weapp', dev: 'npm run dev:weapp'},
    // Measured 2026-11-29 (weapp-tailwindcss 5.3.4, Taro 4.2.0, Vite 4.5.14): `taro build --type weapp` of a copy of
    // this project without the cssEntries line, compared with the page as written (unlike taro-webpack-5x, where the
    // JS class names then stay unescaped).
    harmless: {
      'css-entries-missing': 'without cssEntries the Vite plugin finds src/app.css itself: dist/ byte-identical (diff -r), no warning',
      'css-entries-misspelled': 'cssEntry is an unknown option, ignored: the same build as without cssEntries',
    },
  },
  {
    id: 'taro-webpack-v3',
    label: 'Taro 4（React，webpack5）+ Tailwind CSS v3',
    bundler: 'webpack 5',
    title: 'Taro 4 (React, webpack5, Sass) + Tailwind CSS v3',
    page: 'versioned_docs/version-4.x/quick-start/frameworks/taro.mdx',
    tailwind: 3,
    ...taroCommon,
    // The page's config/index.ts keeps the template's `plugins: ['@tarojs/plugin-generator']`: the newest
    // version of that plugin here is 4.1.11 (see taroDependencies).
    dependencies: {...taroDependencies(TARO_WEBPACK, 'webpack5', 'scss'), '@tarojs/plugin-generator': '4.1.11'},
    requiredFiles: ['package.json', 'tailwind.config.js', 'postcss.config.js', 'src/app.scss', 'config/index.ts'],
    files: taroScaffold({compiler: 'webpack5', css: 'scss'}),
  },
];
