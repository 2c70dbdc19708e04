import {exampleBrowsers} from '../../playground/model';

/**
 * The caption of a transform example, on the page and in its Markdown copy. Both lines' outputs are made for
 * exampleBrowsers: the 4.x pipeline names them, the 5.x records are made with them (scripts/reference/transformFences.ts).
 */
export const exampleCaption = (version?: string): string =>
  `转换示例（weapp-tailwindcss ${version ? `${version} ` : ''}的实际输出，CSS 按 browserslist 的 ${exampleBrowsers} 生成）`;
