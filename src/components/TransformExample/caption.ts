/** The caption of a transform example, on the page and in its Markdown copy. */
export const exampleCaption = (version?: string): string =>
  version ? `转换示例（weapp-tailwindcss ${version} 的实际输出）` : '转换示例（weapp-tailwindcss 的实际输出）';
