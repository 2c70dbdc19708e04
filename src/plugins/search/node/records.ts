// Turns the site's Markdown into search records: one record for each page introduction and for each
// h2/h3 section, with the heading anchors Docusaurus generates. Node only (build and dev server).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import {recordRowLinks, type SearchRecord} from '../shared/types';

export interface SearchPage {
  readonly url: string;
  readonly title: string;
  readonly section: string;
  /** The sidebar category nearest to the page below the top-level one (DocPlace in ./sections), if it sits that deep. */
  readonly category?: string;
  readonly kind: 'docs' | 'blog';
  /** Contextual search's `docusaurus_tag` of the page (SearchRecord['tag']). */
  readonly tag: string;
  readonly markdown: string;
  /**
   * The front matter's description: the page's summary for search engines, which names what the page answers
   * (渐变、阴影、translate 等工具类没有效果) in words its text may spread over sections or leave to code.
   */
  readonly description?: string;
  /** The file the Markdown came from, to resolve imported partials. */
  readonly file?: string;
}

/**
 * Replaces `<Partial />` tags with the content of `import Partial from './_partial.mdx'`. Each partial
 * is indexed once (`inlined` remembers it), so shared text does not repeat in results and download.
 */
export function inlinePartials(markdown: string, file: string, inlined: Set<string>, depth = 0): string {
  const imports = new Map<string, string>();
  for (const match of markdown.matchAll(/^import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]*_[^'"]+\.mdx?)['"];?\s*$/gm)) {
    imports.set(match[1], path.resolve(path.dirname(file), match[2]));
  }
  if (imports.size === 0 || depth > 3) return markdown;
  return markdown.replace(/^[ \t]*<(\w+)[ \t]*\/>[ \t]*$/gm, (tag, name: string) => {
    const partial = imports.get(name);
    if (!partial) return tag;
    if (inlined.has(partial)) return '';
    inlined.add(partial);
    return inlinePartials(stripFrontMatter(readFileSync(partial, 'utf8')), partial, inlined, depth + 1);
  });
}

function stripFrontMatter(markdown: string): string {
  return markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
}

// A fenced code block, from its opening line to its closing one.
const codeFence = /^ *(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ *\1[`~]* *$/gm;

/** Applies `clean` to the text outside fenced code blocks: a template's `<view class="…">` line is code, not a JSX tag. */
function outsideFences(markdown: string, clean: (text: string) => string): string {
  let cleaned = '';
  let from = 0;
  for (const fence of markdown.matchAll(codeFence)) {
    cleaned += clean(markdown.slice(from, fence.index)) + fence[0];
    from = fence.index + fence[0].length;
  }
  return cleaned + clean(markdown.slice(from));
}

/** Removes what readers never see as text: front matter, imports, MDX comments, JSX-only lines, directive fences. */
export function cleanMarkdown(markdown: string): string {
  return outsideFences(stripFrontMatter(markdown), (text) => text.replace(/^(?:import|export)\s.*$/gm, '').replace(/^\s*<\/?[A-Za-z][^>]*>\s*$/gm, ''))
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^:{3,}\w*(?:\[[^\]]*\])?.*$/gm, '')
    .replace(/<!-- truncate -->/g, '');
}

// CommonMark plus the GFM tables and strikethrough the pages use. The index needs only headings and
// the text of blocks, and markdown-it finds them about ten times faster than micromark.
const markdownParser = new MarkdownIt('commonmark').enable(['table', 'strikethrough']);

/** The text of an inline token as mdast-util-to-string reads it (Docusaurus slugs headings from that), without raw HTML tags. */
function inlineText(inline: Token): string {
  return (inline.children ?? [])
    .map((child) => {
      if (child.type === 'text' || child.type === 'code_inline' || child.type === 'image') return child.content;
      return child.type === 'softbreak' || child.type === 'hardbreak' ? '\n' : '';
    })
    .join('');
}

/**
 * The page of this site a table cell links to, when it holds exactly one link (`[CSS 变量失效问题](/docs/issues/css-vars)`,
 * `见 [常见问题](/docs/issues#space-y)`): its address without the anchor. A cell with several links names no one page.
 */
function rowLinkOf(inline: Token): string | undefined {
  const links = (inline.children ?? []).filter((child) => child.type === 'link_open');
  const href = links.length === 1 ? links[0].attrGet('href') : null;
  if (!href?.startsWith('/') || href.startsWith('//')) return undefined;
  const page = href.split(/[#?]/)[0];
  return page.length > 1 ? page.replace(/\/$/, '') : page;
}

/** Whether a fence shows an error or a tool's output (```` ```text error ````): its text is searched as its section's. */
export function isErrorFence(info: string): boolean {
  return info.trim().split(/\s+/).slice(1).includes('error');
}

/** Whether a fence holds shell commands (```` ```bash ````). */
function isShellFence(info: string): boolean {
  return /^(?:bash|sh|shell)\b/.test(info.trim());
}

/** Whether a fence holds a template (```` ```html ````, wxml, vue, jsx): its class names are what readers write and search for. */
function isTemplateFence(info: string): boolean {
  return /^(?:html|wxml|vue|jsx|tsx)\b/.test(info.trim());
}

/** The class names of a template's static `class` and `className` attributes (not `:class` bindings, which are script). */
function classNamesOf(template: string): string {
  // A mustache (`{{ active ? 'text-white' : '' }}`) is script inside the value: its class names are left to the text.
  return [...template.matchAll(/(?<![\w:@-])class(?:Name)?=(["'])(.*?)\1/g)].map((match) => match[2].replace(/\{\{[\s\S]*?\}\}/g, ' ')).join(' ');
}

/** Whether a fence shows a JSON file the reader edits (```` ```json title=".vscode/settings.json" ````): its setting names are what readers type. */
function isJsonFileFence(info: string): boolean {
  return /^jsonc?\b/.test(info.trim()) && /\btitle=/.test(info);
}

// A setting's name as the file spells it: one word of code with a separator or an inner capital (`files.associations`,
// `tailwindCSS.showPixelEquivalents`, `styleIsolation`, `mp-weixin`, `build:weapp`). Not a plain word (`name`, `scripts`,
// `darkmode`): package.json's own keys, or a name the text around the block says where it matters.
const settingName = /^[@\w][\w.:@/-]*$/;
const codeShaped = /[.:@/-]|[a-z][A-Z]/;

/** The setting names of a JSON file's keys (settingName), once each, in their order. */
function settingNamesOf(json: string): string {
  const keys = [...json.matchAll(/"([^"\n]+)"\s*:/g)].map((match) => match[1]).filter((key) => settingName.test(key) && codeShaped.test(key));
  return [...new Set(keys)].join(' ');
}

// A command that only installs packages (`npm install -D tailwindcss@3`): it repeats the names the text
// around it gives, and the guides hold dozens of them.
const packageInstall = /^\s*(?:npm|pnpm|yarn|bun)\s+(?:i|install|add|uninstall|remove)\b/;

/** One line of text per block, its whitespace collapsed: snippets start at a block or a sentence. */
function blockText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * TypeDoc's headings over a reference to the declaration an entry comes from (`继承自` and the line
 * `UserDefinedOptionsImportantPart.rem2rpx` under it): internal type names, of no use in a snippet.
 */
const typeDocLineageHeadings = new Set(['继承自', '实现了', '重写了']);

/** Splits one page into records; heading ids follow Docusaurus (explicit `{#id}` first, then the slugger). */
export function pageRecords(page: SearchPage, inlined = new Set<string>()): SearchRecord[] {
  const markdown = cleanMarkdown(page.file ? inlinePartials(page.markdown, page.file, inlined) : page.markdown);
  const slugger = createSlugger();
  const records: SearchRecord[] = [];
  // `code` holds what a section's code blocks add to its text: searched, but after the prose, so that it never fills
  // the part of a record that is shipped for its snippet (documents.ts) while the section has words of its own.
  // A part's `link` is the page its table row links to in its last cell (rowLinkOf), if any.
  type Part = {text: string; link?: string};
  let current = {anchor: '', h2: undefined as string | undefined, h3: undefined as string | undefined, parts: [] as Part[], code: [] as string[]};
  const addPart = (text: string, link?: string) => {
    current.parts.push({text, link});
  };
  // A table row is one block, its first cell before the rest; header rows are labels, not text.
  let inTableHead = false;
  let rowCells: {text: string; link: string | undefined}[] | undefined;
  // Inside a TypeDoc lineage block (typeDocLineageHeadings) until the next heading.
  let inLineage = false;

  const flush = () => {
    // The description is searched as the introduction's text, after it: a snippet starts at the page's own words where they match.
    const description = !current.anchor && page.description ? [page.description] : [];
    const lines = [...current.parts, ...[...description, ...current.code].map((text): Part => ({text}))]
      .map(({text, link}) => ({text: blockText(text), link}))
      .filter(({text}) => text);
    const content = lines.map(({text}) => text).join('\n');
    if (!content && !current.anchor) return;
    const rowLinks = recordRowLinks(lines.map(({link}) => link));
    const url = current.anchor ? `${page.url}#${current.anchor}` : page.url;
    records.push({
      id: url,
      url,
      section: page.section,
      title: page.title,
      h2: current.h2,
      h3: current.h3,
      content,
      kind: page.kind,
      tag: page.tag,
      ...(page.category ? {category: page.category} : {}),
      ...(rowLinks.length ? {rowLinks} : {}),
    });
  };

  // Code blocks and raw HTML are block tokens without inline text: prose only, since code would more
  // than double the download for little gain. Error output is an exception (readers paste it), and so
  // are the commands of shell blocks (readers type them: `weapp-tw doctor`, `taro build`) and the class
  // names of templates (readers search for the class they wrote: `bg-linear-to-r`, `translate-x-4`), and the setting names
  // of a JSON file the page shows (readers type the setting they saw: `files.associations`, `tailwindCSS.showPixelEquivalents`).
  const tokens = markdownParser.parse(markdown, {});
  tokens.forEach((token, index) => {
    if (token.type === 'fence' && isErrorFence(token.info)) addPart(token.content);
    else if (token.type === 'fence' && isTemplateFence(token.info)) current.code.push(classNamesOf(token.content));
    else if (token.type === 'fence' && isJsonFileFence(token.info)) current.code.push(settingNamesOf(token.content));
    else if (token.type === 'fence' && isShellFence(token.info)) current.code.push(...token.content.split('\n').filter((line) => !packageInstall.test(line)));
    else if (token.type === 'thead_open' || token.type === 'thead_close') inTableHead = token.type === 'thead_open';
    else if (token.type === 'tr_open') rowCells = [];
    else if (token.type === 'tr_close' && rowCells) {
      const cells = rowCells.map(({text, link}) => ({text: blockText(text), link})).filter(({text}) => text);
      const [first, ...rest] = cells.map(({text}) => text);
      if (first && !inTableHead) addPart(rest.length ? `${first}：${rest.join('，')}` : first, rest.length ? cells[cells.length - 1].link : undefined);
      rowCells = undefined;
    }
    if (token.type !== 'inline') return;
    const opener = tokens[index - 1];
    if (opener?.type === 'heading_open') inLineage = false;
    if (inLineage) return;
    if (rowCells) {
      rowCells.push({text: inlineText(token), link: rowLinkOf(token)});
      return;
    }
    if (opener?.type !== 'heading_open') {
      addPart(inlineText(token));
      return;
    }
    // Every heading takes its slug in page order, as in Docusaurus, so later duplicates number alike.
    const {text, id} = parseMarkdownHeadingId(inlineText(token));
    const anchor = id ?? slugger.slug(text);
    const depth = Number(opener.tag.slice(1));
    if (depth === 1 || depth > 3) {
      if (depth > 3 && typeDocLineageHeadings.has(text.trim())) inLineage = true;
      else if (depth > 3) addPart(text);
      return;
    }
    flush();
    current = depth === 2
      ? {anchor, h2: text, h3: undefined, parts: [], code: []}
      : {anchor, h2: current.h2, h3: text, parts: [], code: []};
  });
  flush();
  return records;
}
