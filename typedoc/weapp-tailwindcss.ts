/**
 * weapp-tailwindcss 的公开 API，由包的类型声明生成。
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
