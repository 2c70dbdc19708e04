// Renders one doc or blog post to the Markdown a reader of the page sees: partials inlined, the site's own
// remark plugins applied (npm2yarn tabs, weapp-transform examples with their real output), then every MDX
// construct turned into plain Markdown: tabs and TransformExample outputs become labelled sections,
// admonitions become quotes that start with their title, links and images become absolute URLs.
import path from 'node:path';
import type {BlockContent, Blockquote, Code, Heading, Image, Link, Paragraph, Parent, Root, RootContent, Text} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import {defaultHandlers, type Handle} from 'mdast-util-to-markdown';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified, type PluggableList} from 'unified';
import {inlinePartials} from '../../search/node/records';
import {exampleCaption, exampleTargets} from '../../../components/TransformExample/caption';
import {componentMarkdown} from './components';

export interface RenderOptions {
  /** The site's origin and base URL, without a trailing slash (`https://tw.icebreaker.top`). */
  readonly siteUrl: string;
  /** The remark plugins the site gives its docs and blog, so the Markdown shows what they render. */
  readonly remarkPlugins: PluggableList;
  /** The URL path of a file the page references by a relative path: a doc's route, an image's file. */
  readonly fileUrl?: (file: string) => string | undefined;
}

export interface PageSource {
  readonly title: string;
  /** The page's route, against which its `#anchor` links resolve. */
  readonly route: string;
  /** Absolute path of the .md/.mdx file. */
  readonly file: string;
  /** The file's text; blog posts pass their content without front matter. */
  readonly markdown: string;
}

/** Docusaurus's default admonition titles in this site's locale (theme-classic's zh-cn translations). */
const admonitionTitles: Readonly<Record<string, string>> = {
  note: '备注',
  tip: '提示',
  info: '信息',
  warning: '注意',
  danger: '危险',
  caution: '警告',
};

/** Labels of TransformExample's output tabs, in the order the component shows them. */
const transformOutputs = [
  {attribute: 'wxml', label: '转换后的 WXML', lang: 'html'},
  {attribute: 'wxss', label: '生成的 WXSS', lang: 'css'},
  {attribute: 'tailwindCss', label: 'Tailwind 原始 CSS', lang: 'css'},
] as const;

// Line highlights as theme-common 3.9.2 reads them (utils/codeBlockUtils.js, `parseLines`), with the site's
// magic comments (theme-classic's default `prism.magicComments`, which docusaurus.config.ts keeps): a `{1,3-4}`
// range in the fence's meta numbers the lines as written and leaves any comment in the code; without one,
// `highlight-next-line` / `highlight-start` … `highlight-end` comments mark lines and are removed. A comment
// counts only in the comment syntax of the block's language.
const metaLineRange = /\{(?<range>[\d,-]+)\}/;
const commentSyntax = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
} as const;
type CommentSyntax = keyof typeof commentSyntax;
/**
 * The comment syntaxes theme-common accepts in a language; any other language gets all five. (theme-common gives a few
 * rarer languages, lua, sql, tex …, syntaxes of their own; the site has no fences in them.)
 */
const languageComments: Readonly<Record<string, readonly CommentSyntax[]>> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
};
const directives = 'highlight-next-line|highlight-start|highlight-end';

function magicCommentPattern(language: string): RegExp {
  const syntaxes = languageComments[language] ?? (Object.keys(commentSyntax) as CommentSyntax[]);
  const alternatives = syntaxes.map((syntax) => {
    const [start, end] = commentSyntax[syntax];
    return `(?:${start}\\s*(${directives})\\s*${end})`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** `1,3-4` → [1, 3, 4]; a reversed range counts too. */
function lineNumbers(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const bounds = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!bounds) return [];
    const [from, to] = [Number(bounds[1]), Number(bounds[2] ?? bounds[1])];
    return Array.from({length: Math.abs(to - from) + 1}, (_, index) => Math.min(from, to) + index);
  });
}

/** The code a reader sees in a fence and its highlighted lines (1-based); see above. */
function highlightedCode(node: Code): {code: string; lines: number[]} {
  const range = metaLineRange.exec(node.meta ?? '')?.groups?.range;
  if (range !== undefined) return {code: node.value, lines: lineNumbers(range)};
  const pattern = magicCommentPattern((node.lang ?? 'text').toLowerCase());
  const lines = node.value.split(/\r?\n/);
  const marked: number[] = [];
  let blockStart = 0;
  for (let index = 0; index < lines.length; ) {
    const directive = pattern.exec(lines[index] ?? '')?.slice(1).find(Boolean);
    if (directive === undefined) {
      index += 1;
      continue;
    }
    if (directive === 'highlight-next-line') marked.push(index + 1);
    else if (directive === 'highlight-start') blockStart = index;
    else for (let line = blockStart; line < index; line += 1) marked.push(line + 1);
    lines.splice(index, 1);
  }
  return {code: lines.join('\n'), lines: marked};
}

/** `[1, 3, 4, 12]` → `第 1、3–4、12 行`. */
function lineList(lines: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const line of lines) {
    const last = runs.at(-1);
    if (last && line === last[1] + 1) last[1] = line;
    else runs.push([line, line]);
  }
  return `第 ${runs.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`)).join('、')} 行`;
}

function stringAttribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const attribute = node.attributes.find((entry): entry is MdxJsxAttribute => entry.type === 'mdxJsxAttribute' && entry.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

const text = (value: string): Text => ({type: 'text', value});
/** Code as the page shows it: blank lines at the end are not drawn. */
const codeText = (value: string): string => value.replace(/\s+$/, '');
const label = (value: string): Paragraph => ({type: 'paragraph', children: [{type: 'strong', children: [text(value)]}]});

/**
 * A fence keeps its language and its `title="…"`; other meta words only steer the site's renderer. Its highlighted
 * lines, which the copy cannot colour, are listed in a paragraph after it, so that the code stays as it is copied.
 */
function codeBlocks(node: Code): RootContent[] {
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta ?? '');
  const titleValue = title?.[1] ?? title?.[2];
  const {code, lines} = highlightedCode(node);
  const value = codeText(code);
  const count = value.split('\n').length;
  const highlighted = [...new Set(lines)].filter((line) => line > 0 && line <= count).sort((a, b) => a - b);
  const block: Code = {type: 'code', lang: node.lang, meta: titleValue === undefined ? null : `title="${titleValue}"`, value};
  return highlighted.length === 0 ? [block] : [block, {type: 'paragraph', children: [text(`上面的代码中高亮显示的行：${lineList(highlighted)}。`)]}];
}

function transformExampleBlocks(node: MdxJsxFlowElement): RootContent[] {
  const options = (stringAttribute(node, 'options') ?? '').split(/[\s,]+/).filter(Boolean);
  const caption: Paragraph = {
    type: 'paragraph',
    children: [
      text(exampleCaption(stringAttribute(node, 'version'))),
      ...(options.length > 0 ? [text('，已开启：'), ...options.flatMap((option, index) => [...(index > 0 ? [text('、')] : []), {type: 'inlineCode' as const, value: option}])] : []),
      text(`。${exampleTargets.before} `),
      {type: 'inlineCode' as const, value: exampleTargets.query},
      text(` ${exampleTargets.after}。`),
    ],
  };
  const template: Code = {type: 'code', lang: 'html', meta: 'title="你写的模板"', value: codeText(stringAttribute(node, 'template') ?? '')};
  return [
    caption,
    template,
    ...transformOutputs.flatMap(({attribute, label: name, lang}): RootContent[] => [label(name), {type: 'code', lang, meta: null, value: codeText(stringAttribute(node, attribute) ?? '')}]),
  ];
}

/** `<Tabs>`: each `<TabItem>` becomes its label in bold followed by its content. */
function tabSections(node: MdxJsxFlowElement, convert: (nodes: RootContent[]) => RootContent[]): RootContent[] {
  return node.children.flatMap((child): RootContent[] => {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') return convert([child]);
    const name = stringAttribute(child, 'label') ?? stringAttribute(child, 'value');
    return [...(name ? [label(name)] : []), ...convert(child.children)];
  });
}

function admonitionQuote(node: ContainerDirective, convert: (nodes: RootContent[]) => RootContent[]): Blockquote {
  const [first, ...rest] = node.children;
  const customTitle = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  const title: Paragraph = customTitle
    ? {type: 'paragraph', children: [{type: 'strong', children: customTitle.children}]}
    : label(admonitionTitles[node.name] ?? node.name);
  const body = convert(customTitle ? rest : node.children);
  return {type: 'blockquote', children: [title, ...(body as BlockContent[])]};
}

interface Converter {
  readonly absoluteUrl: (url: string) => string;
  readonly convert: (nodes: RootContent[]) => RootContent[];
}

function createConverter({file, route}: PageSource, options: RenderOptions): Converter {
  const absoluteUrl = (url: string): string => {
    if (url.startsWith('/')) return `${options.siteUrl}${url}`;
    if (url.startsWith('#')) return `${options.siteUrl}${route}${url}`;
    const [target, hash] = url.split('#');
    if (target && !/^[a-z][a-z\d+.-]*:/i.test(target)) {
      const built = options.fileUrl?.(path.resolve(path.dirname(file), decodeURI(target)));
      return built ? `${options.siteUrl}${built}${hash === undefined ? '' : `#${hash}`}` : url;
    }
    return url;
  };

  const convertNode = (node: RootContent): RootContent[] => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return [];
      case 'mdxTextExpression':
        // `{' '}` and similar string literals render as their text; any other expression renders nothing here.
        return /^\s*(['"])([^'"]*)\1\s*$/.test(node.value) ? [text(node.value.trim().slice(1, -1))] : [];
      case 'html':
        return /^<!--[\s\S]*-->$/.test(node.value.trim()) ? [] : [node];
      case 'code':
        return codeBlocks(node);
      case 'containerDirective':
        return admonitionTitles[node.name] ? [admonitionQuote(node, convert)] : convert(node.children);
      case 'leafDirective':
      case 'textDirective':
        return convert(node.children);
      case 'mdxJsxFlowElement': {
        const own = componentMarkdown(node, {absoluteUrl});
        if (own) return own;
        if (node.name === 'TransformExample') return transformExampleBlocks(node);
        if (node.name === 'Tabs') return tabSections(node, convert);
        if (node.name === 'summary') return [{type: 'paragraph', children: [{type: 'strong', children: convert(node.children) as Paragraph['children']}]}];
        return convert(node.children);
      }
      case 'mdxJsxTextElement':
        return convert(node.children);
      case 'link':
      case 'definition':
      case 'image':
        return [{...node, url: absoluteUrl(node.url), ...('children' in node ? {children: convert(node.children) as Link['children']} : {})} as Link | Image];
      case 'heading': {
        const last = node.children.at(-1);
        const children = convert(node.children) as Heading['children'];
        if (last?.type === 'text') {
          const tail = children.at(-1);
          if (tail?.type === 'text') tail.value = parseMarkdownHeadingId(tail.value).text;
        }
        return [{...node, children}];
      }
      default:
        return 'children' in node ? [{...node, children: convert((node as Parent).children as RootContent[])} as RootContent] : [node];
    }
  };
  const convert = (nodes: RootContent[]): RootContent[] => nodes.flatMap(convertNode);
  return {absoluteUrl, convert};
}

/** Whether the page's own Markdown starts with an h1, which Docusaurus then shows instead of the front matter title. */
function hasOwnTitle(tree: Root): boolean {
  const first = tree.children.find((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
  return first?.type === 'heading' && first.depth === 1;
}

/**
 * Where a top-level heading's `#` sequence goes in the text stringify writes: this mark and the heading's depth.
 * The page and its section differ only in the depths of their top-level headings (ATX headings, one line each;
 * headings inside admonitions, quotes or lists keep their written depth in both), so the tree is stringified
 * once and the two texts are made from it by writing the sequences in.
 */
const HEADING_MARK = '\uE000';
const markedHeading: Handle = (node: Heading, parent, state, info) => {
  const written = defaultHandlers.heading(node, parent, state, info);
  return parent?.type === 'root' ? `${HEADING_MARK}${node.depth}${written.slice(node.depth)}` : written;
};

function stringify(children: RootContent[], handlers?: {heading: Handle}): string {
  const markdown = unified()
    // Cells are not padded to align the pipes: wide tables would be mostly spaces.
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-', listItemIndent: 'one', handlers})
    .stringify({type: 'root', children});
  return markdown.replace(/\n{3,}/g, '\n\n');
}

function demoteHeadings(nodes: RootContent[]): RootContent[] {
  return nodes.map((node) => (node.type === 'heading' ? {...node, depth: Math.min(node.depth + 1, 6) as Heading['depth']} : node));
}

/** Whether a node's text breaks a line: a heading of depth 1 or 2 that does is written underlined (setext). */
const breaksLine = (node: RootContent): boolean =>
  node.type === 'break' || ('value' in node && /[\r\n]/.test(node.value)) || ('children' in node && (node.children as RootContent[]).some(breaksLine));

/**
 * The page with `nodes` as its content, and its section (every top-level heading one level lower). Stringified
 * twice when one pass cannot serve both: a top-level heading that breaks a line (its depth decides whether it is
 * written ATX or setext; nested headings keep their depth in both texts), or the page's own text holding the mark
 * (more marks in the text than top-level headings).
 */
function pageAndSection(nodes: RootContent[]): RenderedPage {
  const headings = nodes.filter((node) => node.type === 'heading');
  const twice = () => ({markdown: stringify(nodes), section: stringify(demoteHeadings(nodes))});
  if (headings.some(breaksLine)) return twice();
  const marked = stringify(nodes, {heading: markedHeading});
  if (marked.split(HEADING_MARK).length - 1 !== headings.length) return twice();
  const withDepths = (depthOf: (depth: number) => number) => marked.replace(new RegExp(`${HEADING_MARK}([1-6])`, 'g'), (_, depth: string) => '#'.repeat(depthOf(Number(depth))));
  return {markdown: withDepths((depth) => depth), section: withDepths((depth) => Math.min(depth + 1, 6))};
}

export interface RenderedPage {
  /** The page on its own: its title as the only h1. */
  readonly markdown: string;
  /** The page as a section of a longer file: its title as an h2, its own headings one level lower. */
  readonly section: string;
}

/**
 * The text a page is parsed from: its partials inlined and `{#id}` at the end of a heading escaped; and whether it has
 * partials (the MDX loader, which imports them, never parses that text).
 */
export function pageText(page: PageSource): {text: string; hasPartials: boolean} {
  const partials = new Set<string>();
  const source = inlinePartials(page.markdown, page.file, partials);
  // As Docusaurus does in .md and .mdx alike, `{#id}` at the end of a heading is the heading's anchor, not an MDX
  // expression (in .md the escape leaves the text as it was).
  return {text: escapeMarkdownHeadingIds(source), hasPartials: partials.size > 0};
}

/** Whether page-markdown parses a page as MDX: by its extension (the site's `markdown.format` is `detect`). */
export const isMdxPage = (page: PageSource): boolean => page.file.endsWith('.mdx');

/**
 * Renders one page; see the top of this file. `source.text` is `pageText(page).text`; `source.tree` the page's tree as
 * the MDX loader parsed it from that text (../captureTrees.ts); without it the page is parsed here, with the syntax
 * extensions the MDX loader's parser has, in its order.
 */
export async function renderPageMarkdown(page: PageSource, options: RenderOptions, source: {text: string; tree?: Root} = {text: pageText(page).text}): Promise<RenderedPage> {
  const processor = unified()
    .use(remarkParse)
    .use(isMdxPage(page) ? [remarkMdx] : [])
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .use(remarkGfm)
    // Docusaurus reads HTML comments (`<!-- truncate -->`) as comments, not as HTML or JSX.
    .use(remarkComment)
    .use(options.remarkPlugins);
  // The plugins get the page's file too: the transform examples run the line of the page they are on.
  const input = {value: source.text, path: page.file};
  const tree = (await processor.run(source.tree ?? processor.parse(input), input)) as Root;
  const {convert} = createConverter(page, options);
  const converted = convert(tree.children);
  const ownTitle = hasOwnTitle(tree) ? converted.findIndex((node) => node.type === 'heading') : -1;
  const title = ownTitle >= 0 ? (converted[ownTitle] as Heading).children : [text(page.title)];
  const body = ownTitle >= 0 ? converted.filter((_, index) => index !== ownTitle) : converted;
  return pageAndSection([{type: 'heading', depth: 1, children: title}, ...body]);
}
