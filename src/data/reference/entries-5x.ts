// Our own descriptions of weapp-tailwindcss 5.x's JS entries (package.json `exports`), for the entry pages that
// src/plugins/reference-5x writes at /docs/api/entries/<slug>. Which names each entry exports and how they are
// declared come from the recording (api-5x.json, `entries`); tests/unit/reference5x.test.ts requires a page here
// for every recorded entry and a description for every name it exports at runtime. Behaviour stated here was run
// on the installed 5.3.4 where marked in /work/evidence/wt-reference.md.

export interface EntryDoc {
  /** The page's route segment: /docs/api/entries/<slug>. */
  readonly slug: string;
  /** One line: the page's description, its line in llms.txt and in the overview table. */
  readonly summary: string;
  /** Markdown before the exports. */
  readonly intro?: string;
  /** Runtime exports, by name. */
  readonly exports: Readonly<Record<string, string>>;
  /** A short sample of use. */
  readonly example?: {readonly title: string; readonly code: string};
}

const viteSample = {
  title: 'vite.config.ts',
  code: "import path from 'node:path'\nimport { defineConfig } from 'vite'\nimport { WeappTailwindcss } from 'weapp-tailwindcss/vite'\n\nexport default defineConfig({\n  plugins: [\n    WeappTailwindcss({\n      cssEntries: [path.resolve(import.meta.dirname, 'src/app.css')],\n      cssOptions: { rem2rpx: true },\n    }),\n  ],\n})",
};

export const entryDocs: Readonly<Record<string, EntryDoc>> = {
  'weapp-tailwindcss': {
    slug: 'root',
    summary: '根入口：汇集 Vite 插件、gulp 插件、PostCSS 插件、生成器、框架识别与单位换算工具；注意其中的 WeappTailwindcss 是 Vite 插件。',
    intro: [
      ':::warning[根入口的 WeappTailwindcss 是 Vite 插件]',
      '`import { WeappTailwindcss } from \'weapp-tailwindcss\'` 得到的是 Vite 插件函数（与 `weapp-tailwindcss/vite` 的同名导出是同一个函数）。webpack、Taro webpack、Mpx、uni-app Vue 2 项目请从 [`weapp-tailwindcss/webpack`](/docs/api/entries/webpack) 导入。',
      ':::',
      '',
      '根入口还提供 `style` 条件：CSS 中 `@import "weapp-tailwindcss";` 得到的是包里预先生成的 `index.css`，它不是 Tailwind CSS 的入口。5.x 的入口文件请写 `@import "tailwindcss";`（见 [`generator.importFallback`](/docs/api/interfaces/UserDefinedOptions#generator)）。',
    ].join('\n'),
    exports: {
      WeappTailwindcss: 'Vite 插件，同 [`weapp-tailwindcss/vite`](/docs/api/entries/vite)。',
      createPlugins: 'gulp 插件工厂，同 [`weapp-tailwindcss/gulp`](/docs/api/entries/gulp)。',
      weappTailwindcssPostcssPlugin: 'PostCSS 插件，同 [`weapp-tailwindcss/postcss`](/docs/api/entries/postcss)。',
      createWeappTailwindcssGenerator: '创建生成器，同 [`weapp-tailwindcss/generator`](/docs/api/entries/generator)。',
      weappTailwindcssPackageDir: 'weapp-tailwindcss 包所在的目录（绝对路径）。',
      unitConversionComposeRules: '把几组单位换算规则合成一个列表，供 [`unitConversion`](/docs/api/interfaces/UserDefinedOptions#unitconversion) 使用。',
      unitConversionPresets: '常用的单位换算规则预设（如 px 转 rpx、rem 转 rpx），与 `unitConversionComposeRules` 搭配使用。',
      detectAppType: '框架识别，同 [`weapp-tailwindcss/framework`](/docs/api/entries/framework)。',
      detectAppTypeFromEnv: '同 `weapp-tailwindcss/framework`。',
      detectAppTypeFromPackageJson: '同 `weapp-tailwindcss/framework`。',
      isMpxPackage: '同 `weapp-tailwindcss/framework`。',
      isRunningInHBuilderX: '同 `weapp-tailwindcss/framework`。',
      isTaroPackage: '同 `weapp-tailwindcss/framework`。',
      isUniAppPackage: '同 `weapp-tailwindcss/framework`。',
      isUniAppVitePackage: '同 `weapp-tailwindcss/framework`。',
      isUniAppXManifest: '同 `weapp-tailwindcss/framework`。',
      isUniAppXPackage: '同 `weapp-tailwindcss/framework`。',
      isWeappVitePackage: '同 `weapp-tailwindcss/framework`。',
      resolveImplicitAppTypeFromViteRoot: '同 `weapp-tailwindcss/framework`。',
      resolveMpxPlatform: '同 `weapp-tailwindcss/framework`。',
      resolvePlatform: '同 `weapp-tailwindcss/framework`。',
      resolveTaroPlatform: '同 `weapp-tailwindcss/framework`。',
      resolveUniAppXPlatform: '同 `weapp-tailwindcss/framework`。',
      resolveUniPlatform: '同 `weapp-tailwindcss/framework`。',
      resolveUniPlatformsFromEnv: '同 `weapp-tailwindcss/framework`。',
      resolveUniUtsPlatform: '同 `weapp-tailwindcss/framework`。',
    },
  },
  'weapp-tailwindcss/vite': {
    slug: 'vite',
    summary: 'Vite 插件 WeappTailwindcss：uni-app（Vue 3）、HBuilderX、uni-app x、Taro Vite、weapp-vite 项目使用。',
    intro: '调用后返回一组 Vite 插件（数组），直接放进 `plugins`。uni-app 项目中放在 `uni()` 之后。不要再注册 `@tailwindcss/vite` 或 `@tailwindcss/postcss`：插件自己生成 Tailwind CSS，检测到它们时会移除并给出警告（写在 `postcss.config.*` 里的会被静默移除）。4.x 的 `UnifiedViteWeappTailwindcssPlugin` 在 5.x 中已不存在。',
    exports: {
      WeappTailwindcss: '创建插件，参数是 [配置项](/docs/api/interfaces/UserDefinedOptions)。',
      weappTailwindcss: '`WeappTailwindcss` 的小写别名，是同一个函数。',
    },
    example: viteSample,
  },
  'weapp-tailwindcss/webpack': {
    slug: 'webpack',
    summary: 'webpack 5 插件类 WeappTailwindcss：Taro webpack5、Mpx、uni-app Vue 2 CLI 等 webpack 项目使用。',
    intro: '这是一个类，用 `new WeappTailwindcss({...})` 创建实例后放进 webpack 的 `plugins`（Taro 中通过 `webpackChain`）。4.x 的 `UnifiedWebpackPluginV5` 在 5.x 中已不存在；webpack 4 的入口 `weapp-tailwindcss/webpack4` 已移除（5.0.0）。',
    exports: {
      WeappTailwindcss: 'webpack 5 插件类，构造参数是 [配置项](/docs/api/interfaces/UserDefinedOptions)。',
      weappTailwindcss: '`WeappTailwindcss` 的小写别名，是同一个类。',
      weappTailwindcssPackageDir: 'weapp-tailwindcss 包所在的目录（绝对路径）。',
    },
    example: {
      title: 'config/index.ts',
      code: "import { WeappTailwindcss } from 'weapp-tailwindcss/webpack'\n\nexport default {\n  mini: {\n    webpackChain(chain) {\n      chain.plugin('weapp-tailwindcss').use(WeappTailwindcss, [{ appType: 'taro', cssOptions: { rem2rpx: true } }])\n    },\n  },\n}",
    },
  },
  'weapp-tailwindcss/rspack': {
    slug: 'rspack',
    summary: 'Rspack 与 Rsbuild：patchRspackConfig 调整 Rspack 配置，WeappTailwindcss 是与 webpack 入口相同的插件类（5.1.3 新增）。',
    intro: '5.3.4 的上游示例只覆盖 Rsbuild 的 Web 项目；用 Rspack 构建小程序没有官方示例。',
    exports: {
      patchRspackConfig: '在 Rspack / Rsbuild 配置的 CSS 规则中加入 weapp-tailwindcss 的 CSS 入口 loader（`cssImportRewriteLoader`，默认加入），并可移除内置的 Lightning CSS loader（`removeLightningCssLoader`，默认保留）；返回同一份配置。',
      WeappTailwindcss: '插件类，与 [`weapp-tailwindcss/webpack`](/docs/api/entries/webpack) 的同名导出相同。',
      weappTailwindcss: '`WeappTailwindcss` 的小写别名。',
      weappTailwindcssPackageDir: 'weapp-tailwindcss 包所在的目录（绝对路径）。',
    },
  },
  'weapp-tailwindcss/gulp': {
    slug: 'gulp',
    summary: 'gulp 插件工厂 createPlugins：原生小程序用 gulp 构建时，返回处理样式、模板、脚本的一组流。',
    intro: [
      '`createPlugins(options)` 返回的对象中，`transformWxss`、`transformWxml`、`transformJs` 与 4.x 相同；5.x 另有 `generateWxss`（由 Tailwind CSS 入口生成样式，5.1.15 起）与 `adaptWxss`（适配已有样式），以及 `watchChange`、`dispose` 等用于监听与清理的方法。',
      '先处理样式，再处理模板与脚本：模板和脚本只转义本次生成过的类名。',
    ].join('\n\n'),
    exports: {
      createPlugins: '创建 gulp 流，参数是 [配置项](/docs/api/interfaces/UserDefinedOptions)。',
      WeappTailwindcss: '`createPlugins` 的别名。',
      weappTailwindcss: '`createPlugins` 的别名。',
    },
  },
  'weapp-tailwindcss/postcss': {
    slug: 'postcss',
    summary: 'PostCSS 插件 weappTailwindcssPostcssPlugin：在 PostCSS 流程中生成并转换 Tailwind CSS（插件名 weapp-tailwindcss）。',
    exports: {
      default: 'PostCSS 插件（默认导出），与 `weappTailwindcssPostcssPlugin` 相同。',
      weappTailwindcssPostcssPlugin: 'PostCSS 插件，PostCSS 中的插件名为 `weapp-tailwindcss`。',
    },
  },
  'weapp-tailwindcss/core': {
    slug: 'core',
    summary: 'Node.js API createContext：不经构建工具直接转换 WXSS、WXML 与 JS，供自研构建工具接入。',
    intro: '`createContext(options)` 返回 `transformWxss`、`transformWxml`、`transformJs` 与 `getRuntimeSet`（5.0.12 起）四个异步函数。它只做转义与适配，不生成 Tailwind CSS：要生成样式请用 [`weapp-tailwindcss/generator`](/docs/api/entries/generator)。模板与 JS 只转义 `runtimeSet` 中的类名。用法见 [Node.js API](/docs/quick-start/frameworks/api)。',
    exports: {
      createContext: '创建一个转换上下文，参数是 [配置项](/docs/api/interfaces/UserDefinedOptions)。',
    },
    example: {
      title: 'scripts/transform.ts',
      code: "import { createContext } from 'weapp-tailwindcss/core'\n\nconst ctx = createContext({ cssOptions: { rem2rpx: true } })\nconst wxml = await ctx.transformWxml('<view class=\"w-[10px]\"></view>', { runtimeSet: new Set(['w-[10px]']) })\n// <view class=\"w-_b10px_B\"></view>\nconsole.log(wxml)",
    },
  },
  'weapp-tailwindcss/generator': {
    slug: 'generator',
    summary: '生成器：用 Tailwind CSS v4 为一组类名生成小程序（weapp）或 Web 的 CSS，构建插件内部也用它。',
    intro: '典型用法是先用 `resolveTailwindV4Source({ base, css })` 得到入口，再 `createWeappTailwindcssGenerator(source)` 创建生成器，调用它的 `generate({ candidates, target })`。结果中的 `css` 是目标端的样式，`rawCss` 是 Tailwind CSS 的原始输出。本站 5.x 页面上的转换示例就是这样生成的。',
    exports: {
      createWeappTailwindcssGenerator: '由解析好的入口创建生成器。',
      createWeappTailwindcssGeneratorFromRuntime: '由插件的 Tailwind CSS 运行时创建生成器。',
      resolveTailwindSourceFromRuntime: '从插件的 Tailwind CSS 运行时得到入口。',
      normalizeWeappTailwindcssGeneratorOptions: '把 [`generator`](/docs/api/interfaces/UserDefinedOptions#generator) 选项补全为实际生效的值（例如按环境推断 `target`）。',
      loadTailwindV4DesignSystem: '加载 Tailwind CSS v4 的设计系统（主题与工具类定义）。',
      resolveTailwindV4Source: '由入口 CSS（`css`、`base` 等）解析出 Tailwind CSS v4 的入口。',
      resolveTailwindV4SourceFromRuntime: '从运行时解析 Tailwind CSS v4 的入口。',
      resolveTailwindV4SourceFromRuntimeOptions: '从运行时参数（`projectRoot`、`tailwindcss`）解析 Tailwind CSS v4 的入口。',
      resolveTailwindV4SourceOptionsFromRuntime: '从运行时得到解析入口所需的参数。',
      transformTailwindV4CssByTarget: '把一段 Tailwind CSS v4 的输出转换为指定目标端（`weapp` 或 `web`）的 CSS。',
      transformTailwindV4CssToWeapp: '把一段 Tailwind CSS v4 的输出转换为小程序 CSS。',
    },
  },
  'weapp-tailwindcss/defaults': {
    slug: 'defaults',
    summary: 'getDefaultOptions 返回插件内置的默认配置；另有默认 preflight 的取值函数与常量。',
    intro: '`getDefaultOptions()` 的结果就是 [配置项参考](/docs/api/interfaces/UserDefinedOptions) 中“默认值”一栏的来源；它不包含的选项（如 `rem2rpx`、`cssCalc`）在那里用文字说明。',
    exports: {
      getDefaultOptions: '返回插件内置的默认配置（新对象）。',
      getDefaultCssPreflight: '返回默认的 `cssPreflight`：`border: 0 solid`、`box-sizing: border-box`、`margin: 0`、`padding: 0`。',
      resolveDefaultCssPreflight: '把用户的 `cssPreflight` 与默认值合并：传 `false` 得到 `false`，某一项写 `false` 则去掉该项。',
      TAILWIND_V4_CSS_PREFLIGHT: '默认 preflight 的四项声明（常量）。',
    },
    example: {
      title: 'scripts/print-defaults.ts',
      code: "import { getDefaultOptions } from 'weapp-tailwindcss/defaults'\n\nconsole.log(getDefaultOptions().cssPreflight)\n// { border: '0 solid', 'box-sizing': 'border-box', margin: '0', padding: '0' }",
    },
  },
  'weapp-tailwindcss/escape': {
    slug: 'escape',
    summary: '类名转义工具：escape、unescape、isAllowedClassName，以及让字符串不被转义的 weappTwIgnore 标签。',
    intro: '转义规则与 4.x 相同：`escape("w-[10px]")` 得到 `w-_b10px_B`，`unescape` 反过来。',
    exports: {
      escape: '按插件的替换表转义一个类名。',
      unescape: '把转义后的类名还原。',
      isAllowedClassName: '判断一个类名是否不需要转义（只含小程序允许的字符）。',
      weappTwIgnore: '标签函数：用它包裹的模板字符串不被插件转义，行为与 `String.raw` 相同。见 [JS 中的精确转化与忽略](/docs/options/comments)。',
    },
  },
  'weapp-tailwindcss/presets': {
    slug: 'presets',
    summary: '预设：uniApp、hbuilderx、uniAppX 等函数按框架整理好配置，返回值直接传给插件。',
    intro: '预设接受 `base`（项目目录）、`cssEntries`（字符串或数组）等参数，并把其余的配置项原样带上。Taro 预设在 5.3.4 中没有导出。',
    exports: {
      uniApp: 'uni-app 项目的预设：按 `base` 设置 Tailwind CSS 的查找目录与入口。',
      hbuilderx: 'HBuilderX 项目的预设：在 `uniApp` 的基础上把 `appType` 设为 `uni-app-vite`。',
      uniAppX: 'uni-app x 项目的预设：设置 `appType: "uni-app-x"`、uni-app x 专用的 preflight 与样式适配，见 [uni-app x 专题](/docs/uni-app-x)。',
      createBasePreset: '其他预设共用的基础预设，可用来写自己的预设。',
      normalizeCssEntries: '把字符串或数组形式的入口整理成数组。',
      shouldEnableWebCompatFromEnv: '按构建环境变量判断是否应开启 `generator.webCompat`。',
      withWebCompatGeneratorDefaults: '给一份配置补上 `generator.webCompat` 的默认值。',
    },
    example: {
      title: 'vite.config.ts',
      code: "import path from 'node:path'\nimport uni from '@dcloudio/vite-plugin-uni'\nimport { defineConfig } from 'vite'\nimport { uniApp } from 'weapp-tailwindcss/presets'\nimport { WeappTailwindcss } from 'weapp-tailwindcss/vite'\n\nexport default defineConfig({\n  plugins: [\n    uni(),\n    WeappTailwindcss(\n      uniApp({\n        base: import.meta.dirname,\n        cssEntries: [path.resolve(import.meta.dirname, 'src/main.css')],\n        cssOptions: { rem2rpx: true },\n      }),\n    ),\n  ],\n})",
    },
  },
  'weapp-tailwindcss/framework': {
    slug: 'framework',
    summary: '框架与平台识别：从 package.json、环境变量或 Vite 根目录判断项目所用框架（appType）和目标平台。',
    intro: '插件用这些函数推断 [`appType`](/docs/api/interfaces/UserDefinedOptions#apptype) 与输出目标；一般不需要直接调用。',
    exports: {
      detectAppType: '综合各种线索判断 `appType`。',
      detectAppTypeFromEnv: '从构建环境变量（`UNI_PLATFORM`、`TARO_ENV`、`MPX_CLI_MODE` 等）判断。',
      detectAppTypeFromPackageJson: '从 package.json 的依赖判断，例如依赖 `@tarojs/taro` 时为 `taro`。',
      resolveImplicitAppTypeFromViteRoot: '从 Vite 项目根目录判断。',
      isRunningInHBuilderX: '是否在 HBuilderX 中运行。',
      isMpxPackage: 'package.json 是否属于 Mpx 项目。',
      isTaroPackage: 'package.json 是否属于 Taro 项目。',
      isUniAppPackage: 'package.json 是否属于 uni-app 项目。',
      isUniAppVitePackage: 'package.json 是否属于 uni-app Vite 项目。',
      isUniAppXPackage: 'package.json 是否属于 uni-app x 项目。',
      isUniAppXManifest: 'manifest.json 是否属于 uni-app x 项目。',
      isWeappVitePackage: 'package.json 是否属于 weapp-vite 项目。',
      resolvePlatform: '把平台名整理成统一的平台信息（是否小程序、Web、App 等）。',
      resolveUniPlatform: '同上，按 uni-app 的平台名。',
      resolveUniUtsPlatform: '同上，按 uni-app 的 `UNI_UTS_PLATFORM`。',
      resolveUniAppXPlatform: '同上，按 uni-app x 的平台名。',
      resolveTaroPlatform: '同上，按 Taro 的 `TARO_ENV`。',
      resolveMpxPlatform: '同上，按 Mpx 的目标平台。',
      resolveUniPlatformsFromEnv: '从环境变量一次得到 uni-app 与 uni-app x 的平台信息。',
    },
  },
  'weapp-tailwindcss/reset': {
    slug: 'reset',
    summary: 'reset 插件：为 button、image、input、textarea 等小程序组件加上样式重置的 Tailwind CSS 插件。',
    exports: {
      default: '创建 reset 插件（默认导出），与 `reset` 相同。',
      reset: '创建 reset 插件。',
    },
  },
  'weapp-tailwindcss/css-macro': {
    slug: 'css-macro',
    summary: 'css-macro 的 Tailwind CSS 插件：用 ifdef-[...] / ifndef-[...] 变体生成 uni-app 条件编译注释包裹的样式。',
    intro: '与 [`weapp-tailwindcss/css-macro/postcss`](/docs/api/entries/css-macro-postcss) 配合使用，用法见 [uni-app 条件编译的样式](/docs/quick-start/uni-app-css-macro)。',
    exports: {
      default: '创建 css-macro 的 Tailwind CSS 插件（默认导出）。',
    },
  },
  'weapp-tailwindcss/css-macro/postcss': {
    slug: 'css-macro-postcss',
    summary: 'css-macro 的 PostCSS 插件：把 css-macro 变体生成的占位规则改写成 uni-app 条件编译注释。',
    exports: {
      default: '创建 PostCSS 插件（默认导出），插件名为 `CSS_MACRO_POSTCSS_PLUGIN_NAME`。',
      CSS_MACRO_POSTCSS_PLUGIN_NAME: '插件名常量：`postcss-weapp-tw-css-macro-plugin`。',
    },
  },
  'weapp-tailwindcss/postcss-html-transform': {
    slug: 'postcss-html-transform',
    summary: 'postcss-html-transform：按平台改写标签选择器的 PostCSS 插件，配合 Taro 的 HTML 组件使用（插件名 postcss-html-transform）。',
    intro: '小程序端把 `div`、`span` 等 HTML 标签选择器改写为 `.h5-div` 这样的类选择器；Taro 的 H5 端（`TARO_ENV=h5`）把 `view` 等小程序组件选择器改写为 `taro-view-core` 这样的名字。平台默认取 `TARO_ENV`，也可以用 `platform` 参数指定。',
    exports: {
      default: '创建 PostCSS 插件（默认导出）。',
    },
  },
  'weapp-tailwindcss/types': {
    slug: 'types',
    summary: '只含类型的入口：UserDefinedOptions 等配置与处理器的 TypeScript 类型，运行时没有导出。',
    intro: '类型也可以从根入口 `weapp-tailwindcss` 导入。配置对象的类型是 `UserDefinedOptions`，各字段见 [配置项参考](/docs/api/interfaces/UserDefinedOptions)。',
    exports: {},
  },
};
