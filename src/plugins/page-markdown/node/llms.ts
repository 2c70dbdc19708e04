// `/llms.txt` (every page, linked to its Markdown file) and `/llms-full.txt` (every page's Markdown in one
// file), in the layout of llmstxt.org: a title, a quoted summary, then the list or the pages.

export interface LlmsFiles {
  readonly title: string;
  readonly description: string;
  /** The package release the pages document. */
  readonly version: string;
  /** A paragraph under the summary of llms.txt. */
  readonly rootContent: string;
}

export interface LlmsPage {
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the page's Markdown file. */
  readonly markdownUrl: string;
  /** The page's Markdown as a section: its title as an h2. */
  readonly section: string;
}

function header(files: LlmsFiles): string {
  return `# ${files.title}\n\n> ${files.description}\n>\n> Version: ${files.version}\n`;
}

/** One line per page; a line break in a description would end the list item. */
export function llmsTxt(files: LlmsFiles, pages: readonly LlmsPage[]): string {
  const list = pages.map((page) => `- [${page.title}](${page.markdownUrl})${page.description ? `: ${page.description.replace(/\s+/g, ' ')}` : ''}`);
  return `${header(files)}\n${files.rootContent}\n\n## 页面\n\n${list.join('\n')}\n`;
}

export function llmsFullTxt(files: LlmsFiles, pages: readonly LlmsPage[]): string {
  return `${header(files)}\n${pages.map((page) => page.section.trimEnd()).join('\n\n')}\n`;
}
