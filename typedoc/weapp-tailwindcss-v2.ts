/**
 * weapp-tailwindcss 2.x（当时的包名是 weapp-tailwindcss-webpack-plugin）的旧版 API，
 * 从 2.x 最后一个版本的类型声明生成，只供仍在维护 2.x 项目的读者查阅。
 *
 * @packageDocumentation
 */
export {UnifiedWebpackPluginV5} from 'weapp-tailwindcss-v2';
export type {
  IArbitraryValues,
  IBaseWebpackPlugin,
  ICommonReplaceOptions,
  ILengthUnitsPatchDangerousOptions,
  ILengthUnitsPatchOptions,
  IPropValue,
  ITemplateHandlerOptions,
  InternalCssSelectorReplacerOptions,
  InternalPatchResult,
  RawSource,
  UserDefinedOptions,
} from 'weapp-tailwindcss-v2';
