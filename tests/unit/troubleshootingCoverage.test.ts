// Every error a setup guide of the current docs shows (a ```text error``` block) must also be findable from
// “按报错信息排查” (docs/issues/troubleshooting.md): either the troubleshooting page shows the same message in
// an error block of its own, or it links to the guide's section that explains it. Readers who paste an error
// into the search land on the troubleshooting page first; a guide's error that page does not know is a dead end.
// The guides are read from the tree as it is, so guides added or rewritten later are covered too.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import MarkdownIt from 'markdown-it';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
/** The setup guides of the current docs version: every page and partial under these folders of docs/. */
const GUIDE_DIRS = ['docs/quick-start', 'docs/uni-app-x'];
const TROUBLESHOOTING = 'docs/issues/troubleshooting.md';

const parser = new MarkdownIt('commonmark');

interface ErrorBlock {
  /** Site-relative path of the file, `/` separators. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  text: string;
  /** The id of the nearest heading above the block in its file, if any. */
  section?: string;
}

const toPosix = (file: string) => file.split(path.sep).join('/');

function markdownFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFilesUnder(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

/** Front matter turned into blank lines, so that token line numbers stay those of the file. */
const bodyOf = (markdown: string) =>
  markdown.replace(/^---\n[\s\S]*?\n---\n/, (frontMatter) => '\n'.repeat(frontMatter.split('\n').length - 1));

/** The ```text error``` blocks of a Markdown file, each with the id of the heading it sits under. */
export function errorBlocks(file: string, markdown: string): ErrorBlock[] {
  const tokens = parser.parse(bodyOf(markdown), {});
  let section: string | undefined;
  const blocks: ErrorBlock[] = [];
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open' && token.tag !== 'h1') {
      section = parseMarkdownHeadingId(tokens[index + 1].content).id ?? section;
    }
    if (token.type === 'fence' && /^text\s+error(?:\s|$)/.test(token.info.trim())) {
      blocks.push({file, line: (token.map?.[0] ?? 0) + 1, text: token.content, section});
    }
  });
  return blocks;
}

/**
 * The text of an error message with what varies between projects taken out: paths, numbers (versions, line and
 * column, timings) and runs of white space.
 */
export function normalizeMessage(text: string): string {
  return text
    .replace(/(?:[A-Za-z]:)?(?:\.{0,2}\/|\\)[^\s'"`,;:()]*/g, '<path>')
    .replace(/\d+/g, '0')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The line of a block that names the error: the first one that is not a shell echo (`> script`, `$ cmd`). */
export function messageLine(text: string): string | undefined {
  return text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !/^[>$]\s/.test(line));
}

/** The route of a doc page of the current version, from its path under docs/ (no custom slugs needed here). */
export function docRoute(file: string, markdown: string): string {
  const slug = /^---\n[\s\S]*?^slug:\s*(\S+)\s*$[\s\S]*?\n---\n/m.exec(markdown)?.[1];
  if (slug?.startsWith('/')) return `/docs${slug === '/' ? '' : slug}`;
  const parts = file.replace(/^docs\//, '').replace(/\.mdx?$/, '').split('/');
  const last = parts.at(-1)?.toLowerCase();
  if (last === 'index' || last === 'readme' || (parts.length > 1 && last === parts.at(-2)?.toLowerCase())) parts.pop();
  return `/docs/${parts.join('/')}`.replace(/\/$/, '');
}

/** Site-internal link targets (`/docs/…#id`) of a Markdown text, without the trailing slash of a route. */
export function linkTargets(markdown: string): Set<string> {
  const targets = new Set<string>();
  for (const match of markdown.matchAll(/\]\((\/docs\/[^)\s]*)\)/g)) {
    const [route, hash] = match[1].split('#');
    targets.add(hash === undefined ? route.replace(/\/$/, '') : `${route.replace(/\/$/, '')}#${hash}`);
  }
  return targets;
}

/** Where each partial is used: the importing page and the id of the section around the element that includes it. */
function partialUses(pages: {file: string; markdown: string}[]): Map<string, {route: string; section?: string}[]> {
  const uses = new Map<string, {route: string; section?: string}[]>();
  for (const {file, markdown} of pages) {
    for (const imported of markdown.matchAll(/^import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm)) {
      const [, name, relative] = imported;
      const partial = toPosix(path.join(path.dirname(file), relative));
      const lines = bodyOf(markdown).split('\n');
      let section: string | undefined;
      lines.forEach((line) => {
        const heading = /^#{2,6}\s+(.*)$/.exec(line);
        if (heading) section = parseMarkdownHeadingId(heading[1]).id ?? section;
        if (new RegExp(`<${name}[\\s/>]`).test(line)) {
          uses.set(partial, [...(uses.get(partial) ?? []), {route: docRoute(file, markdown), section}]);
        }
      });
    }
  }
  return uses;
}

/**
 * The guides' error blocks that the troubleshooting page neither shows nor links to, one `file:line: message`
 * each.
 */
export function uncoveredErrors(
  guides: {file: string; markdown: string}[],
  troubleshooting: string,
): string[] {
  const listed = errorBlocks(TROUBLESHOOTING, troubleshooting).map((block) => normalizeMessage(block.text));
  const links = linkTargets(troubleshooting);
  const uses = partialUses(guides);
  return guides.flatMap(({file, markdown}) => {
    const isPartial = path.basename(file).startsWith('_');
    return errorBlocks(file, markdown).flatMap((block) => {
      const message = messageLine(block.text);
      if (message === undefined) return [];
      const needle = normalizeMessage(message);
      if (listed.some((text) => text.includes(needle))) return [];
      const places = isPartial
        ? (uses.get(file) ?? []).map((use) => ({route: use.route, section: block.section ?? use.section}))
        : [{route: docRoute(file, markdown), section: block.section}];
      const linked = places.some(({route, section}) => links.has(section ? `${route}#${section}` : route));
      return linked ? [] : [`${file}:${block.line}: ${message}`];
    });
  });
}

describe('troubleshooting coverage check', () => {
  const troubleshooting = [
    '## 构建时 {#build}',
    '',
    '```text error',
    'Weapp-tailwindcss 未找到 Tailwind CSS 依赖，请检查在 /path/to/project 是否已安装 tailwindcss',
    '```',
    '',
    '详见 [安装](/docs/quick-start/v4/mpx#install)。',
  ].join('\n');

  it('accepts a guide error the page shows, whatever the paths and numbers in it', () => {
    const guide = [
      '## 常见问题 {#faq}',
      '',
      '```text error',
      'Weapp-tailwindcss 未找到 Tailwind CSS 依赖，请检查在 D:\\work\\app 是否已安装 tailwindcss',
      '```',
    ].join('\n');
    expect(uncoveredErrors([{file: 'docs/quick-start/v4/weapp-vite.mdx', markdown: guide}], troubleshooting)).toEqual([]);
  });

  it('accepts a guide error the page links to at its section, and only there', () => {
    const guide = ['## 安装 {#install}', '', '```text error', 'npm error code ERESOLVE', '```'].join('\n');
    expect(uncoveredErrors([{file: 'docs/quick-start/v4/mpx.mdx', markdown: guide}], troubleshooting)).toEqual([]);
    expect(uncoveredErrors([{file: 'docs/quick-start/v4/taro-vite.mdx', markdown: guide}], troubleshooting)).toEqual([
      'docs/quick-start/v4/taro-vite.mdx:3: npm error code ERESOLVE',
    ]);
  });

  it('reports an error the page neither shows nor links, skipping shell echo lines', () => {
    const guide = ['## 运行 {#run}', '', '```text error', '> app@1.0.0 build', 'Error: something new', '```', '', '```text', 'not an error block', '```'].join('\n');
    expect(uncoveredErrors([{file: 'docs/quick-start/v4/mpx.mdx', markdown: guide}], troubleshooting)).toEqual([
      'docs/quick-start/v4/mpx.mdx:3: Error: something new',
    ]);
  });

  it('follows a partial to the sections of the pages that include it', () => {
    const partial = ['```text error', 'npm error code ERESOLVE', '```'].join('\n');
    const page = ["import Shared from './_shared.mdx';", '', '## 安装 {#install}', '', '<Shared />'].join('\n');
    expect(
      uncoveredErrors(
        [
          {file: 'docs/quick-start/v4/_shared.mdx', markdown: partial},
          {file: 'docs/quick-start/v4/mpx.mdx', markdown: page},
        ],
        troubleshooting,
      ),
    ).toEqual([]);
  });

  it('knows the routes of doc files', () => {
    expect(docRoute('docs/quick-start/v4/readme.md', '# x')).toBe('/docs/quick-start/v4');
    expect(docRoute('docs/uni-app-x/index.mdx', '# x')).toBe('/docs/uni-app-x');
    expect(docRoute('docs/quick-start/v4/mpx.mdx', '# x')).toBe('/docs/quick-start/v4/mpx');
    expect(docRoute('docs/index.mdx', '---\nslug: /\n---\n# x')).toBe('/docs');
  });
});

describe('setup guides of the current docs', () => {
  it('show no error that “按报错信息排查” neither lists nor links', () => {
    const guides = GUIDE_DIRS.flatMap((dir) => markdownFilesUnder(path.join(root, dir))).map((file) => ({
      file: toPosix(path.relative(root, file)),
      markdown: readFileSync(file, 'utf8'),
    }));
    expect(guides.length).toBeGreaterThan(0);
    expect(uncoveredErrors(guides, readFileSync(path.join(root, TROUBLESHOOTING), 'utf8'))).toEqual([]);
  });
});
