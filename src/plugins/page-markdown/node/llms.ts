// `/llms.txt` (every page, linked to its Markdown file) and `/llms-full.txt` (every page's Markdown in one
// file), in the layout of llmstxt.org: a title, a quoted summary, then the list or the pages. The list has a
// section per group of pages (each docs version, the pages about both versions, the blog).

export interface LlmsFiles {
  readonly title: string;
  readonly description: string;
  /** The package release the pages document. */
  readonly version: string;
  /** A paragraph under the summary of llms.txt. */
  readonly rootContent: string;
}

/** A titled group of pages: one docs version, the unversioned docs, or the blog. */
export interface LlmsGroup {
  readonly title: string;
  readonly pages: readonly LlmsPage[];
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

/** One line per page under its group's heading; a line break in a description would end the list item. */
export function llmsTxt(files: LlmsFiles, groups: readonly LlmsGroup[]): string {
  const item = (page: LlmsPage) => `- [${page.title}](${page.markdownUrl})${page.description ? `: ${page.description.replace(/\s+/g, ' ')}` : ''}`;
  const sections = groups.filter((group) => group.pages.length > 0).map((group) => `## ${group.title}\n\n${group.pages.map(item).join('\n')}\n`);
  return `${header(files)}\n${files.rootContent}\n\n${sections.join('\n')}`;
}

export function llmsFullTxt(files: LlmsFiles, groups: readonly LlmsGroup[]): string {
  return `${header(files)}\n${groups.flatMap((group) => group.pages.map((page) => page.section.trimEnd())).join('\n\n')}\n`;
}
