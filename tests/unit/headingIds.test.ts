// Every heading of the written docs and blog posts carries a short explicit ASCII id (`## 安装 {#install}`):
// one anchor scheme for the site, and an anchor that does not change when its heading is reworded (issue #30).
// tests/build/headingAnchors.test.ts checks the built pages, partials included, and that old anchors resolve.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import MarkdownIt from 'markdown-it';
import {describe, expect, it} from 'vitest';
import {docsMarkdownFiles, markdownFiles} from '../../scripts/lib/markdown-files.mjs';

const root = path.resolve(__dirname, '../..');
const pageSources = [...docsMarkdownFiles(root), ...markdownFiles(path.join(root, 'blog'))];

const kebabId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const parser = new MarkdownIt('commonmark');

/** What is wrong with a page's heading ids, one `line: heading (problem)` each. */
function headingIdProblems(markdown: string): string[] {
  // Front matter becomes blank lines, so that line numbers stay those of the file.
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, (frontMatter) => '\n'.repeat(frontMatter.split('\n').length - 1));
  const tokens = parser.parse(body, {});
  const seen = new Set<string>();
  return tokens.flatMap((token, index) => {
    if (token.type !== 'heading_open' || token.tag === 'h1') return [];
    const {id, text} = parseMarkdownHeadingId(tokens[index + 1].content);
    const where = `${(token.map?.[0] ?? 0) + 1}: ${text}`;
    if (!id) return [`${where} (no explicit {#id})`];
    if (!kebabId.test(id)) return [`${where} ({#${id}} is not lowercase ASCII kebab-case)`];
    if (seen.has(id)) return [`${where} ({#${id}} is used twice)`];
    seen.add(id);
    return [];
  });
}

describe('heading id check', () => {
  it('accepts explicit kebab-case ids and ignores h1 and headings in code blocks', () => {
    expect(headingIdProblems('---\ntitle: 页面\n---\n# 标题\n\n## 安装 {#install}\n\n```md\n## 示例\n```\n\n### v4.5 变化 {#v4-5}\n')).toEqual([]);
  });

  it('reports a missing, non-ASCII or repeated id with its line', () => {
    expect(headingIdProblems('## 安装\n\n## 用法 {#用法}\n\n### 一 {#faq}\n\n### 二 {#faq}\n\n#### Setup {#Setup}\n')).toEqual([
      '1: 安装 (no explicit {#id})',
      '3: 用法 ({#用法} is not lowercase ASCII kebab-case)',
      '7: 二 ({#faq} is used twice)',
      '9: Setup ({#Setup} is not lowercase ASCII kebab-case)',
    ]);
  });
});

describe('docs and blog posts', () => {
  it('give every heading an explicit, unique, ASCII kebab-case id', () => {
    const problems = pageSources.flatMap((file) =>
      headingIdProblems(readFileSync(file, 'utf8')).map((problem) => `${path.relative(root, file)}:${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
