// One-line descriptions of the TypeDoc pages of the 4.x docs (weapp-tailwindcss 4.12.0 under api/, the v2 reference
// under api-v2/), written by this site: the pages' <meta name="description">, their line in llms.txt and their search
// summary. Without them Docusaurus takes the first text of the page, which for TypeDoc output is a section heading
// (说明, 参数, 返回, 属性). src/plugins/typedoc-api/worker.mjs writes them into each page's front matter and fails on a
// page that has none, so a package upgrade that adds a page asks for its description.

/** @type {Readonly<Record<string, string>>} folder/page (without `.md`) → description */
export const PAGE_DESCRIPTIONS = {
  'api/index': 'weapp-tailwindcss 4.12.0 的 API 参考：webpack 与 Vite 插件、gulp 插件、createContext、转义函数与全部配置项的类型。',
  'api/classes/UnifiedWebpackPluginV5': '4.12.0 的 webpack 5 插件类 UnifiedWebpackPluginV5：构造参数与 apply 方法（5.x 改名为 WeappTailwindcss）。',
  'api/functions/UnifiedViteWeappTailwindcssPlugin': '4.12.0 的 Vite 插件函数 UnifiedViteWeappTailwindcssPlugin 的参数与返回值（5.x 改名为 WeappTailwindcss）。',
  'api/functions/createContext': '4.12.0 的 createContext：创建处理 WXSS、WXML 与 JS 转换的上下文，返回三个异步转换函数。',
  'api/functions/createPlugins': '4.12.0 的 gulp 插件工厂 createPlugins：返回 transformWxss、transformWxml、transformJs 三个流。',
  'api/functions/escape': '4.12.0 的 escape：按替换表把类名中小程序不允许的字符转义。',
  'api/functions/unescape': '4.12.0 的 unescape：把转义后的类名还原。',
  'api/functions/isAllowedClassName': '4.12.0 的 isAllowedClassName：判断一个类名是否不需要转义。',
  'api/functions/getDefaultOptions': '4.12.0 的 getDefaultOptions：返回插件内置的默认配置。',
  'api/interfaces/DisabledOptions': '4.12.0 的 DisabledOptions：按功能关闭插件（plugin）或 CSS 入口改写（rewriteCssImports）。',
  'api/interfaces/IArbitraryValues': '4.12.0 的 IArbitraryValues：任意值的解析选项 allowDoubleQuotes。',
  'api/interfaces/UniAppXComponentLocalStylesOptions': '4.12.0 的 UniAppXComponentLocalStylesOptions：uni-app x 组件局部样式注入的开关。',
  'api/interfaces/UniAppXUserDefinedOptions': '4.12.0 的 UniAppXUserDefinedOptions：uni-app x 适配的开关与 uvue 不兼容工具类的处理方式。',
  'api/interfaces/UserDefinedOptions': 'weapp-tailwindcss 4.12.0 的全部配置项：类型、默认值、引入版本、说明与示例。',
  'api/type-aliases/AppType': '4.12.0 的 AppType：appType 可取的框架名。',
  'api/type-aliases/ICustomAttributes': '4.12.0 的 ICustomAttributes：customAttributes 的类型，按标签指定需要转义的属性。',
  'api/variables/weappTwIgnore': '4.12.0 的 weappTwIgnore：让模板字符串不被转义的标签函数。',
  'api-v2/index': 'weapp-tailwindcss 2.x 的 API 参考：webpack 5 插件类与配置项等接口。',
  'api-v2/classes/UnifiedWebpackPluginV5': '2.x 的 webpack 5 插件类 UnifiedWebpackPluginV5：构造参数、属性与 apply 方法。',
  'api-v2/interfaces/IArbitraryValues': '2.x 的 IArbitraryValues：任意值的解析选项 allowDoubleQuotes。',
  'api-v2/interfaces/IBaseWebpackPlugin': '2.x 的 IBaseWebpackPlugin：webpack 插件需要实现的属性（appType、options）与 apply 方法。',
  'api-v2/interfaces/ICommonReplaceOptions': '2.x 的 ICommonReplaceOptions：替换类名时共用的 escapeMap 与 keepEOL。',
  'api-v2/interfaces/ILengthUnitsPatchDangerousOptions': '2.x 的 ILengthUnitsPatchDangerousOptions：rpx 单位补丁的底层参数。',
  'api-v2/interfaces/ILengthUnitsPatchOptions': '2.x 的 ILengthUnitsPatchOptions：让 Tailwind CSS 识别 rpx 等单位的补丁选项。',
  'api-v2/interfaces/IPropValue': '2.x 的 IPropValue：一组 CSS 属性名与值。',
  'api-v2/interfaces/ITemplateHandlerOptions': '2.x 的 ITemplateHandlerOptions：模板（wxml）处理器的选项。',
  'api-v2/interfaces/InternalCssSelectorReplacerOptions': '2.x 的 InternalCssSelectorReplacerOptions：选择器替换使用的 escapeMap。',
  'api-v2/interfaces/InternalPatchResult': '2.x 的 InternalPatchResult：给 Tailwind CSS 打补丁的结果。',
  'api-v2/interfaces/RawSource': '2.x 的 RawSource：源码片段的起止位置与内容。',
  'api-v2/interfaces/UserDefinedOptions': 'weapp-tailwindcss 2.x 的全部配置项：类型、默认值与说明。',
};

/**
 * The description of a generated page, or an error naming the page.
 * @param {string} folder the reference's output folder name (`api`, `api-v2`)
 * @param {string} url the page's URL inside it (`functions/escape.md`)
 */
export function pageDescription(folder, url) {
  const key = `${folder}/${url.replace(/\.md$/, '')}`;
  const description = PAGE_DESCRIPTIONS[key];
  if (!description) throw new Error(`typedoc/page-descriptions.mjs has no description for the generated page ${key}: write one`);
  return description;
}
