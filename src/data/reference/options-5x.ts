// Our own descriptions of weapp-tailwindcss 5.x's options, for the options reference that
// src/plugins/reference-5x writes at /docs/api/interfaces/UserDefinedOptions. The facts the page shows next to
// them (declared type, recorded default, the 5.x release that added an option) come from the recordings in this
// folder (api-5x.json, option-history.json); tests/unit/reference5x.test.ts requires a description here for every
// recorded option and nested member the page documents, and tests/build/reference5x.test.ts checks the pages.
//
// Claims are checked against 5.3.4: "run" = observed with the installed 5.3.4 (a node snippet or a recording),
// "source" = read at the tag weapp-tailwindcss@5.3.4 (P = packages/weapp-tailwindcss/src). /work/evidence/wt-reference.md
// lists each claim with its evidence.

export type OptionGroupId = 'essentials' | 'css' | 'template-js' | 'matchers' | 'lifecycle' | 'general';

export interface OptionGroup {
  readonly id: OptionGroupId;
  readonly title: string;
  readonly intro: string;
}

export const optionGroups: readonly OptionGroup[] = [
  {
    id: 'essentials',
    title: '入口与生成',
    intro: '决定 Tailwind CSS 从哪里读取入口、由谁生成样式、输出给哪个端。多数项目只需要 `cssEntries`，其余按需设置。',
  },
  {
    id: 'css',
    title: '样式（cssOptions）',
    intro:
      '样式相关的选项推荐写在 `cssOptions` 对象里（5.0.13 起）。它们同时仍可写在配置的顶层，但顶层写法已标记为弃用；两处都写时以 `cssOptions` 中的值为准。本节按 `cssOptions` 的成员逐一说明，标题锚点与顶层同名选项共用。',
  },
  {
    id: 'template-js',
    title: '模板与 JS 的转义',
    intro: '控制模板属性与 JS 字符串里的类名如何转义、哪些内容保持原样。',
  },
  {
    id: 'matchers',
    title: '文件匹配',
    intro: '决定哪些构建产物或源码模块交给插件处理。默认值已覆盖各小程序平台的常见文件，一般不需要修改。',
  },
  {
    id: 'lifecycle',
    title: '生命周期',
    intro: '插件在处理过程中调用的回调，适合记录日志或统计耗时。默认都是空函数。',
  },
  {
    id: 'general',
    title: '调试与其他',
    intro: '较少用到的选项：缓存、日志、PostCSS 参数与调试注释。',
  },
];

export interface OptionDoc {
  readonly group: OptionGroupId;
  /** One sentence: the options table, the page's summaries. */
  readonly summary: string;
  /** More Markdown after the summary. */
  readonly details?: string;
  /** The default in words, for an option whose recorded default is not a plain value (unset, or a function). */
  readonly defaultText?: string;
  /** Appended to a recorded default: what it means at runtime. */
  readonly defaultNote?: string;
  /** Recommended inside `cssOptions`; the top-level form is deprecated. */
  readonly cssOption?: true;
  readonly example?: {readonly title: string; readonly code: string};
  /** Descriptions of the members of nested option objects, by the recorded path (`generator`, `tailwindcss.v4`). */
  readonly members?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Marked `@internal` in the package: listed by name only. */
  readonly internal?: true;
}

const css = (summary: string, rest: Omit<OptionDoc, 'group' | 'summary' | 'cssOption'> = {}): OptionDoc => ({group: 'css', summary, cssOption: true, ...rest});

export const optionDocs: Readonly<Record<string, OptionDoc>> = {
  // ---------------------------------------------------------------- 入口与生成
  cssEntries: {
    group: 'essentials',
    summary: 'Tailwind CSS 入口 CSS 文件（写有 `@import "tailwindcss";` 的文件）的路径列表，推荐写绝对路径。',
    details: [
      '只接受以 `.css` 结尾的路径（后面可以带 `?` 查询或 `#` 片段）。写成 `.scss`、`.less`、`.vue` 等其他文件的路径会被直接丢弃，并且没有任何提示，所以入口必须是一个独立的 `.css` 文件；这个文件可以再被 `<style>` 或 `.scss` 引入。相对路径由插件换算成绝对路径，基准目录不一定是你预期的目录，建议直接写绝对路径。',
      '与 [`tailwindcss.v4.cssEntries`](#tailwindcss) 等价。类型上是可选项：不写时构建插件会尝试自己识别入口，但多入口、分包或自定义构建时识别可能不完整，建议显式写出。',
    ].join('\n\n'),
    example: {
      title: 'vite.config.ts',
      code: "import path from 'node:path'\nimport { WeappTailwindcss } from 'weapp-tailwindcss/vite'\n\nWeappTailwindcss({\n  cssEntries: [path.resolve(import.meta.dirname, 'src/app.css')],\n})",
    },
  },
  generator: {
    group: 'essentials',
    summary: '内置 Tailwind CSS 生成器的设置：生成给哪个端（`weapp` 或 `web`）、是否启用、H5 兼容处理等；传 `false` 关闭内置生成器。',
    details: [
      '5.x 由插件自己调用 Tailwind CSS 生成样式，不需要也不应该再注册 `@tailwindcss/postcss` 或 `@tailwindcss/vite`。不设置 `target` 时按构建环境推断：`UNI_PLATFORM=h5`、`UNI_PLATFORM=app`、`TARO_ENV=h5` 等 H5/App WebView 构建推断为 `web`（同时开启 `webCompat`），小程序构建与没有这些环境变量时为 `weapp`。',
      '传 `false` 时插件不再生成 Tailwind CSS，只做转义与适配，这时需要项目自己注册 Tailwind CSS 的官方插件。',
    ].join('\n\n'),
    defaultNote: '（未设置时按环境推断 `target`；`hmr.preserveDeletedCss` 为 `true`，`importFallback` 为 `false`）',
    members: {
      generator: {
        target: '生成给哪个端：`weapp`（小程序，默认）或 `web`（H5、App WebView）。不写时按构建环境推断。',
        config: 'Tailwind CSS 配置文件的路径（需要沿用 JS 配置文件时）。',
        styleOptions: '只传给生成器的样式处理参数，与顶层的样式选项合并。',
        webCompat: '`web` 输出的浏览器兼容处理。`true` 等于 `{ preset: "legacy-web" }`；`false` 或 `{ preset: "off" }` 保留 Tailwind CSS 的原始输出。推断为 `web` 且没有显式写 `target` 时默认开启。',
        hmr: '开发模式下的热更新行为，见下表。',
        importFallback: '是否把 `@import "weapp-tailwindcss"`（4.x 的写法）也当作 Tailwind CSS 入口。默认 `false`（5.1.0 起）：入口请写 `@import "tailwindcss"`。',
        bareArbitraryValues: '内部字段，由顶层的 `unocss` / `arbitraryValues` 注入，不需要手写。',
      },
      'generator.hmr': {
        preserveDeletedCss: '开发模式下删掉类名后是否暂时保留它的样式，避免热更新时样式闪烁。默认 `true`。',
      },
      'generator.webCompat': {
        preset: '兼容预设：`legacy-web` 或 `off`。',
        features: '逐项开关兼容处理。',
      },
    },
  },
  tailwindcss: {
    group: 'essentials',
    summary: 'Tailwind CSS 运行时的设置：包名、版本、查找目录与 v4 的入口和扫描范围。',
    details: '5.x 只支持 Tailwind CSS v4（5.1.0 起），`version` 只能是 `4`。`v4.cssEntries` 与顶层 [`cssEntries`](#cssentries) 等价。',
    defaultText: '按项目中安装的 `tailwindcss` 包处理',
    members: {
      tailwindcss: {
        version: 'Tailwind CSS 主版本，只能是 `4`。',
        packageName: '要加载的 Tailwind CSS 包名，默认 `tailwindcss`。',
        resolve: '查找 Tailwind CSS 包时的解析参数。',
        v4: 'Tailwind CSS v4 的入口与扫描设置，见下表。',
        config: 'Tailwind CSS 配置文件的路径。',
        cwd: '查找 Tailwind CSS 包与配置时使用的目录。',
        postcssPlugin: '指定 Tailwind CSS 的 PostCSS 插件名（uni-app x 预设会写入它），一般不需要手写。',
      },
      'tailwindcss.v4': {
        base: '解析入口 CSS 中相对路径与 `@source` 的基准目录。',
        css: '直接给出入口 CSS 的内容（字符串）。',
        cssSources: '多份入口 CSS 的内容与所在目录。',
        cssEntries: '入口 CSS 文件的路径，与顶层 `cssEntries` 等价。',
        sources: '额外的扫描范围（相当于 `@source`）。',
        bareArbitraryValues: '是否生成裸任意值类名（如 `w-100px`），通常由顶层 `unocss` / `arbitraryValues` 设置。',
      },
    },
  },
  disabled: {
    group: 'essentials',
    summary: '关闭插件。只在完全不需要插件参与的构建中使用，例如 React Native、鸿蒙或自定义原生构建。',
    details:
      'H5、Web 和 App WebView 构建不需要关闭插件：5.x 会按构建环境改为 `web` 输出（见 [`generator`](#generator)）。4.x 项目里为 H5/App 计算 `disabled` 的写法，升级后可以删掉。传 `{ plugin: true }` 与 `true` 效果相同。',
    members: {disabled: {plugin: '是否关闭插件本身，`true` 即关闭。'}},
  },
  appType: {
    group: 'essentials',
    summary: '声明项目使用的框架：`uni-app`、`uni-app-vite`、`uni-app-x`、`taro`、`mpx`、`weapp-vite`、`native`、`remax`、`kbone`。',
    details: '不写时由构建插件推断（Vite 按项目根目录推断，推断结果打印在日志里）。5.x 不再按 `appType` 猜主样式文件名（见 [`mainCssChunkMatcher`](#maincsschunkmatcher)）。4.x 的 `rax` 已在 5.1.0 移除。',
    defaultText: '由构建插件推断',
  },
  tailwindcssBasedir: {
    group: 'essentials',
    summary: '从哪个目录查找 Tailwind CSS，用于 monorepo、`npm link` 等 Tailwind CSS 不在当前项目目录的情况。',
    details: '使用 Vite 时不写则跟随 Vite 的 `root`。',
    defaultText: '当前项目目录（Vite 中为 `root`）',
  },
  rewriteCssImports: {
    group: 'essentials',
    summary: '是否把 CSS 中的 `@import "tailwindcss"` 改写到 weapp-tailwindcss 内部的样式入口。',
    details: '5.x 默认关闭（4.12.0 默认开启）：入口保持 `@import "tailwindcss";`，由插件生成目标端的 CSS。只有旧项目或无法解析 Tailwind CSS 包入口的框架才需要开启。这个选项在 5.0.x 中不存在，5.1.0 重新加入。',
  },
  supportCustomLengthUnits: {
    group: 'essentials',
    summary: '让 Tailwind CSS 把 `rpx` 等单位识别为长度，避免 `text-[32rpx]` 被当成颜色。',
    details: '5.1.0 起的名字，4.x 叫 `supportCustomLengthUnitsPatch`。不需要运行 `weapp-tw patch`，插件在构建时处理。',
    defaultText: '开启',
    members: {
      supportCustomLengthUnits: {
        units: '要识别为长度的单位列表。',
        rem2rpx: '与 `rem2rpx` 相关的内部开关，一般不需要设置。',
      },
    },
  },
  tailwindcssRuntimeOptions: {
    group: 'essentials',
    summary: 'Tailwind CSS 运行时的底层参数（项目目录、类名过滤、缓存等）。',
    details: '5.1.0 起的名字，4.x 叫 `tailwindcssPatcherOptions`；旧名字在 5.x 中不再被读取（TypeScript 项目会报类型错误，JS 项目则静默失效）。',
    defaultText: '带一个内置的 `filter` 函数',
    members: {
      tailwindcssRuntimeOptions: {
        projectRoot: '项目根目录。',
        tailwindcss: '与顶层 [`tailwindcss`](#tailwindcss) 相同的 Tailwind CSS 设置。',
        apply: '运行时能力的开关。',
        extract: '提取类名时的参数。',
        filter: '过滤提取到的类名，返回 `true` 的保留。',
        cache: '缓存设置。',
      },
    },
  },
  arbitraryValues: {
    group: 'essentials',
    summary: '任意值的解析规则。',
    details: '用法见 [使用任意值](/docs/options/arbitrary-values)。`allowDoubleQuotes` 已弃用。',
    members: {
      arbitraryValues: {
        allowDoubleQuotes: '（已弃用）是否允许任意值中出现双引号。',
        bareArbitraryValues: '是否生成不带方括号的裸任意值类名（如 `w-100px`），可传 `{ units }` 限定单位。默认 `false`（5.0.0 新增）。',
      },
    },
  },
  unocss: {
    group: 'essentials',
    summary: '兼容一部分 UnoCSS 的类名写法：开启后生成不带方括号的裸任意值类名。',
    details: '类名中特殊字符的转义仍由 [`customReplaceDictionary`](#customreplacedictionary) 决定。',
    members: {unocss: {bareArbitraryValues: '与 `arbitraryValues.bareArbitraryValues` 相同。'}},
  },
  uniAppX: {
    group: 'essentials',
    summary: 'uni-app x 项目的适配开关与细节。',
    details: '通常用 `weapp-tailwindcss/presets` 的 `uniAppX()` 预设生成，不需要手写，见 [uni-app x 专题](/docs/uni-app-x)。',
    members: {
      uniAppX: {
        enabled: '是否启用 uni-app x 适配，对象形式下默认 `true`。',
        componentLocalStyles: '组件与页面局部样式的注入，见下表。',
        uvueUnsupported: 'uvue 不支持的工具类的处理：`error` 报错、`warn` 跳过并警告（默认）、`silent` 静默跳过。',
      },
      'uniAppX.componentLocalStyles': {
        enabled: '是否为组件注入局部 Tailwind CSS 样式，默认 `true`。',
        onlyWhenStyleIsolationVersion2: '是否只在 `manifest.json` 的 `styleIsolationVersion` 为 `2` 时启用，默认 `true`。',
        componentMatcher: '判断一个模块是否按组件处理的函数，替代默认的 `components` 目录规则（5.3.3 新增）。',
        pageMatcher: '判断一个模块是否按页面处理的函数，替代默认的 `pages` 目录规则（5.3.3 新增）。',
      },
    },
  },
  styleInjector: {
    group: 'essentials',
    summary: '在构建产物中自动注入样式入口（例如给分包补上样式引用）。',
    details: '传 `true` 使用按 `appType` 选择的默认设置，传对象时交给内置的 weapp-style-injector 处理。插件被 `disabled` 关闭时它也一起关闭。',
    defaultText: '关闭',
  },

  // ---------------------------------------------------------------- 样式（cssOptions）
  cssOptions: {
    group: 'css',
    summary: '样式相关选项的集合，5.0.13 起推荐把下面这些选项写在这里，而不是配置的顶层。',
    details: '`cssOptions` 中的值优先于顶层的同名选项。它的成员就是本节列出的各个选项。',
    example: {
      title: 'vite.config.ts',
      code: "import { WeappTailwindcss } from 'weapp-tailwindcss/vite'\n\nWeappTailwindcss({\n  cssOptions: {\n    rem2rpx: true,\n    cssPreflight: { 'box-sizing': 'content-box' },\n  },\n})",
    },
  },
  rem2rpx: css('把 `rem` 换算成 `rpx`。`true` 时 1rem = 32rpx，Tailwind CSS 的 `--spacing` 因此是 `8rpx`。', {
    details:
      '`true` 等于 `{ rootValue: 32, propList: ["*"], transformUnit: "rpx" }`；传对象时使用 [postcss-rem-to-responsive-pixel](https://www.npmjs.com/package/postcss-rem-to-responsive-pixel) 的参数，没写的字段取它自己的默认值。媒体查询条件（`md:` 等断点的 `48rem`）不换算。详见 [rem 转 rpx](/docs/quick-start/rem2rpx)。',
    defaultText: '关闭',
  }),
  px2rpx: css('把 `px` 换算成 `rpx`，`true` 时 1px = 1rpx。', {defaultText: '关闭'}),
  unitsToPx: css('把多种单位换算成 `px`。', {defaultText: '关闭'}),
  unitConversion: css('按规则换算任意单位，可按平台（`platforms`）分别设置。', {
    details: '规则可以用根入口导出的 `unitConversionComposeRules`、`unitConversionPresets` 组合。平台名兼容 `weapp`/`mp-weixin`、`h5`/`web`、`app-plus`/`app` 等写法。',
    defaultText: '关闭',
    members: {
      unitConversion: {
        default: '所有平台共用的规则，`false` 表示不换算。',
        platforms: '按平台名给出的规则。',
      },
    },
  }),
  platform: css('当前的样式平台，供 `unitConversion.platforms` 选择规则。', {
    details: '不写时从 `UNI_PLATFORM`、`TARO_ENV`、`MPX_CURRENT_TARGET_MODE`、`WEAPP_TW_TARGET` 等构建环境变量推断。',
    defaultText: '从构建环境变量推断',
  }),
  cssPreflight: css('注入到 `view`、`text` 及其伪元素上的基础样式；`false` 不注入。', {
    details:
      '5.x 的默认值是 Tailwind CSS v4 风格的重置（`border: 0 solid`、`box-sizing: border-box`、`margin: 0`、`padding: 0`），4.12.0 是 `box-sizing` 与 `border-*` 三项。传对象时与默认值合并，某一项写 `false` 即去掉该项。与组件库冲突时的处理见 [常见问题：box-sizing](/docs/issues/box-sizing)。',
  }),
  cssPreflightRange: css('把 `cssPreflight` 的作用范围从 `view`、`text` 扩大到所有元素（`"all"`）。', {defaultText: '只作用于 `view`、`text`'}),
  cssChildCombinatorReplaceValue: css('`space-x-*`、`divide-y-*` 等子元素选择器中替换成的标签。', {
    details: '默认生成 `.space-y-4>view+view,.space-y-4>view+text,…`。需要更多标签时传数组，例如 `["view", "text", "button"]`；不要传逗号分隔的字符串，它会被整体当作一个标签名。各种写法生成的选择器见 [常见问题：`space-y-4`、`divide-y` 只对部分元素生效](/docs/issues#space-y)。',
  }),
  cssSelectorReplacement: css('`:root` 与 `*` 替换成的选择器。', {
    details: '对象形式，只需写出要改的字段；某一项写 `false` 则保留原选择器。需要让预置样式作用到更多标签时见 [生成的样式只作用于 view 和 text](/docs/issues/more-tags)。',
    members: {
      cssSelectorReplacement: {
        root: '`:root` 替换成的选择器，默认 `["page", ".tw-root", "wx-root-portal-content"]`。',
        universal: '`*` 替换成的选择器，默认 `["view", "text"]`。',
      },
    },
  }),
  cssRemoveHoverPseudoClass: css('删除带 `:hover` 的规则：小程序没有 `:hover`，请用组件的 `hover-class`。', {
    details: '5.x 中，带 `:hover` 的整条规则都会删除，模板里的 `hover:` 类名照常转义，只是没有对应的样式。',
  }),
  cssRemoveActivePseudoClass: css('删除带 `:active` 的规则。', {details: '改为 `false` 可保留，但小程序组件的按下态通常用 `hover-class` 实现。'}),
  cssRemoveFocusPseudoClass: css('删除带 `:focus` 的规则。', {
    details: '除 `:hover`、`:active`、`:focus` 外，5.2.12 起 `:disabled`、`:checked`、`:focus-within`、`:placeholder-shown` 等小程序不支持的伪类规则也会被删除，而且没有选项可以保留（H5 与 App WebView 输出不受影响）。',
  }),
  cssRemoveProperty: css('删除 `@property` 规则（支付宝小程序等平台不支持）。'),
  cssCalc: css('预先计算 `calc()` 与 CSS 变量的结果，写在原声明之前作为兜底，用于 `calc` 计算不一致的机型。', {
    details: '5.1.16 起默认关闭（4.12.0 在 Tailwind CSS v4 下默认开启）。可传 `true`、选项对象，或要预计算的变量名列表（如 `["--spacing"]`）。',
    defaultText: '关闭',
  }),
  cssPresetEnv: css('内置的 postcss-preset-env 的参数。', {
    details: 'postcss-preset-env 的 `cascade-layers` 特性总是关闭（5.1.15 起），`@layer` 由插件自己展开，这里打开也不会生效。',
    defaultText: '插件内置的一组特性',
  }),
  autoprefixer: css('内置的 autoprefixer：为小程序补上 `-webkit-` 等前缀，`false` 关闭。', {defaultText: '开启'}),
  injectAdditionalCssVarScope: css('在构建链路删掉了带 `*` 的选择器时，重新写入 Tailwind CSS 的变量作用域（例如 Taro 的 `@tarojs/plugin-html`）。', {
    details: '见 [与 NutUI 一起使用](/docs/issues/use-with-nutui)。',
  }),
  tailwindcssV4GradientFallback: css('为渐变类额外生成不依赖 CSS 变量的字面量写法，供需要它的平台使用。', {defaultText: '关闭'}),

  // ---------------------------------------------------------------- 模板与 JS
  customAttributes: {
    group: 'template-js',
    summary: '除 `class`、`hover-class` 外还需要转义的模板属性，按标签指定（对象或 `Map`）。',
    details: '`"*"` 作为键时对所有标签生效。常见用途是组件通过属性接收类名，见 [externalClasses](/docs/issues/externalClasses)。',
  },
  customReplaceDictionary: {
    group: 'template-js',
    summary: '类名中小程序不允许的字符的替换表，例如 `[` → `_b`、`]` → `_B`。',
    details: '默认表与 4.x 相同（`@weapp-core/escape` 8.0.0 与 7.0.0 的源码相同），所以同一个类名在 4.x 与 5.x 中转义结果一致。自定义时要保证替换后的类名不会互相冲突。',
  },
  disabledDefaultTemplateHandler: {
    group: 'template-js',
    summary: '关闭默认的模板处理，模板中要转义的属性完全由 `customAttributes` 决定。',
  },
  ignoreCallExpressionIdentifiers: {
    group: 'template-js',
    summary: '这些函数调用的字符串参数不转义，例如 `["twMerge", "cva"]`。',
    details: '与 [tailwind-merge](/docs/community/merge#options) 配合使用。传入数组会替换默认值。',
  },
  ignoreTaggedTemplateExpressionIdentifiers: {
    group: 'template-js',
    summary: '这些标签模板中的字符串不转义。',
    details: '默认的 `weappTwIgnore` 来自 `weapp-tailwindcss/escape`，用法见 [JS 中的精确转化与忽略](/docs/options/comments)。传入数组会替换默认值，需要保留它时一起写上。',
  },
  jsPreserveClass: {
    group: 'template-js',
    summary: '判断 JS 中的一个字符串是否保持原样：函数返回 `true` 的不转义。',
    defaultText: '只保留 `*`（默认函数只对字面量 `*` 返回 `true`）',
  },
  jsArbitraryValueFallback: {
    group: 'template-js',
    summary: '（已弃用）为兼容旧配置保留，5.2.10 起不再起作用。',
    details: 'JS 中的类名只有在本次构建生成过的类名集合里才会转义，这个选项不再能绕过这条规则。',
  },
  replaceRuntimePackages: {
    group: 'template-js',
    summary: '把 JS 中引入的运行时包名替换为小程序版本，例如 `tailwind-merge` → `@weapp-tailwindcss/merge`。',
    details: '`true` 使用内置替换表，也可以传对象自己指定。见 [tailwind-merge](/docs/community/merge#options)。',
  },
  babelParserOptions: {
    group: 'template-js',
    summary: '解析 JS 时传给 `@babel/parser` 的参数，以及解析缓存的大小。',
    members: {
      babelParserOptions: {
        cache: '是否缓存解析结果。',
        cacheKey: '缓存键。',
        cacheMaxEntries: '最多缓存多少份解析结果（5.0.0 新增）。',
        cacheMaxSourceLength: '超过这个长度的源码不缓存（5.0.0 新增）。',
      },
    },
  },
  experimentalJsFastPath: {
    group: 'template-js',
    summary: '（实验性）用 OXC 解析器加速 JS 转义，失败时回到 Babel。',
    details: '不写时，开发模式（watch / serve）下在条件允许时尝试 OXC，生产构建用 Babel；`false` 关闭，`true` 或 `"oxc"` 强制尝试。',
    defaultText: '开发模式下自动尝试，生产构建不用',
  },
  inlineWxs: {
    group: 'template-js',
    summary: '（实验性）是否转义模板中内联 `<wxs>` 里的类名。',
  },

  // ---------------------------------------------------------------- 文件匹配
  htmlMatcher: {group: 'matchers', summary: '判断一个文件是否按模板处理。', defaultText: '`.wxml`、`.axml`、`.jxml`、`.ksml`、`.ttml`、`.qml`、`.tyml`、`.xhsml`、`.swan` 文件（不含 `.html`）'},
  cssMatcher: {group: 'matchers', summary: '判断一个文件是否按样式处理。', defaultText: '`.wxss`、`.acss`、`.jxss`、`.ttss`、`.qss`、`.tyss`、`.css` 文件（不含 `.scss`）'},
  jsMatcher: {group: 'matchers', summary: '判断一个编译后的脚本是否处理。', defaultText: '`.js`、`.mjs`、`.cjs` 文件（不含 `.ts`、`.jsx`），`node_modules` 中的除外'},
  wxsMatcher: {group: 'matchers', summary: '（实验性）判断 `.wxs`、`.sjs` 等文件是否处理。', defaultText: '不处理任何文件（默认函数总是返回 `false`）'},
  mainCssChunkMatcher: {
    group: 'matchers',
    summary: '指出哪个样式文件承载 Tailwind CSS 的全局变量作用域。',
    details: '5.0.13 起默认函数对任何文件都返回 `false`：插件不再按 `app.wxss`、`common/main.wxss` 这类文件名猜测主样式文件（4.12.0 会猜）。确实需要时，按自己构建产物的真实文件名返回 `true`。',
    defaultText: '不指定（默认函数总是返回 `false`）',
  },
  transform: {
    group: 'matchers',
    summary: '限定哪些源码模块或产物交给插件转义（`include`、`exclude`）。',
    details: '只影响插件对模板、样式与 JS 的转义，不影响 Tailwind CSS 扫描类名的范围。`exclude` 优先于 `include`。',
    members: {
      transform: {
        include: '只转义匹配的模块：glob 字符串、正则或函数，可传数组。空数组表示不限制。',
        exclude: '不转义匹配的模块，写法同上。',
      },
    },
  },

  // ---------------------------------------------------------------- 生命周期
  onLoad: {group: 'lifecycle', summary: '插件初始化时调用。', defaultText: '空函数'},
  onStart: {group: 'lifecycle', summary: '开始处理一批文件前调用。', defaultText: '空函数'},
  onUpdate: {group: 'lifecycle', summary: '每个文件被改写后调用，参数为文件名、改写前与改写后的内容。', defaultText: '空函数'},
  onEnd: {group: 'lifecycle', summary: '处理结束时调用。', defaultText: '空函数'},

  // ---------------------------------------------------------------- 调试与其他
  cache: {group: 'general', summary: '插件内部的处理缓存：`false` 关闭，也可以传入自定义的缓存对象。'},
  postcssOptions: {group: 'general', summary: '插件内部 PostCSS 处理使用的参数。'},
  cssSourceTrace: {
    group: 'general',
    summary: '在输出的 CSS 中为每条工具类规则加注释，写明它来自哪个源码文件，用于排查。',
    details: '可传 `{ root }` 指定注释中相对路径的基准目录。会增大产物，生产构建请保持关闭。',
    members: {cssSourceTrace: {root: '注释中文件路径的基准目录。'}},
  },
  logLevel: {group: 'general', summary: '日志级别：`info`、`warn`、`error` 或 `silent`。'},

  // ---------------------------------------------------------------- 内部字段
  atRules: {group: 'css', summary: '内部字段。', internal: true, cssOption: true},
  runtimeLoaderPath: {group: 'general', summary: '内部字段。', internal: true},
  uniAppXCssTarget: {group: 'essentials', summary: '内部字段。', internal: true},
  uniAppXUnsupported: {group: 'essentials', summary: '内部字段。', internal: true},
};

/** The nested option paths whose every recorded member the reference documents. */
export const documentedMemberPaths = (): string[] =>
  Object.values(optionDocs).flatMap((doc) => Object.keys(doc.members ?? {}));
