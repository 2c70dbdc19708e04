import {exampleBrowsers} from '../../playground/exampleBrowsers';

/** The caption of a transform example, on the page and in its Markdown copy. */
export const exampleCaption = (version?: string): string =>
  version ? `转换示例（weapp-tailwindcss ${version} 的实际输出）` : '转换示例（weapp-tailwindcss 的实际输出）';

/**
 * What the example's CSS is made for, around the browserslist query (code on the page and in the Markdown copy). Both
 * lines' outputs are made for exampleBrowsers: the 4.x pipeline names them, the 5.x records are made with them
 * (scripts/reference/transformFences.ts).
 */
export const exampleTargets = {before: 'CSS 按 browserslist 的', query: exampleBrowsers, after: '生成，即项目没有配置 browserslist 时的目标浏览器'} as const;
