/**
 * weapp-tailwindcss 的公开 API：从已安装包的类型声明重新导出，文档随包版本自动更新。
 *
 * @packageDocumentation
 */
export type {
  AppType,
  DisabledOptions,
  IArbitraryValues,
  ICustomAttributes,
  UniAppXComponentLocalStylesOptions,
  UniAppXUserDefinedOptions,
  UserDefinedOptions,
} from 'weapp-tailwindcss';
export {UnifiedViteWeappTailwindcssPlugin} from 'weapp-tailwindcss/vite';
export {UnifiedWebpackPluginV5} from 'weapp-tailwindcss/webpack';
export {createPlugins} from 'weapp-tailwindcss/gulp';
export {createContext} from 'weapp-tailwindcss/core';
export {getDefaultOptions} from 'weapp-tailwindcss/defaults';
export {escape, isAllowedClassName, unescape, weappTwIgnore} from 'weapp-tailwindcss/escape';
