// What a query is searched for. Readers often paste the message a build or the WeChat developer tool
// printed; the parts of it that describe their own project (file positions, paths, the tool's
// environment, stack frames, colours) say nothing about the cause and would only pull in unrelated
// pages, so they are dropped before tokenizing. The words of the message and its quoted token stay.
import {withSynonyms} from './synonyms';
import {camelCaseParts, tokenize, wholeWords} from './tokenize';

const pastedNoise: readonly RegExp[] = [
  // ANSI colour and cursor codes of a terminal, which start with the escape character.
  // eslint-disable-next-line no-control-regex
  /\u001b\[[\d;]*[A-Za-z]/g,
  // The WeChat developer tool's tail: (env: Windows,mp,1.06.2405020; lib: 3.5.2).
  /\(env:[^)]*\)/gi,
  // Stack frames and the source excerpt under a compiler error (`> 7 | *,`, `  | ^`).
  /^\s*at\s.*$/gm,
  /^\s*>?\s*\d*\s*\|.*$/gm,
  // Positions: at pos 2746, (172:19), index.ts(1,25), file.js:12:5, files://app.wxss#404.
  /\bat pos \d+/gi,
  /\(\d+[:,]\d+\)|:\d+:\d+\b|(?<=\.\w+)#\d+\b/g,
  // The folders of a file path (./src/, ../, ~/, C:\, /abs/): the file name stays. A lone slash or
  // backslash is not a path: `\` is the token of an error.
  /(?<![\w.@\-\])])(?:(?:[A-Za-z]:|\.{1,2}|~)[\\/](?:[^\s\\/'"`()[\]]+[\\/])*|[\\/](?:[^\s\\/'"`()[\]]+[\\/])+)/g,
];

// Tailwind CSS's major typed onto its name (`tailwindcss3`, `tailwindv4`): the pages write them apart
// (Tailwind CSS v3), and ranking reads the version from either (namedVersions); the index has no such
// word, so the query is read with a space between them. (`vue3`, `webpack5` are words of the pages.)
const gluedVersion = /\b(tailwind(?:css)?)(v?[234])\b/gi;
// A framework's major typed onto its name (`taro4.x`, `taro3`): the pages write them apart (Taro 4) and
// have no such word, so the name is read alone. Not words the pages write glued (`vue3`, `webpack5`).
const gluedFrameworkVersion = /\b(taro|mpx|node|react)\d+(?:\.[\dx]+)*(?![\w.])/gi;
// uni-app written with a space (`uni app`): the pages write uni-app, and its parts alone are words of many pages.
const spacedUniApp = /\buni\s+app\b/gi;
// uni-app x typed as one word (`uniappx`): the pages write uni-app x, and the index's only `uniappx` is the option
// uniAppX, which a reader who means it types in its own case (left as it is).
const gluedUniAppX = /\buniappx\b/g;

/** The query without the parts of a pasted message that only describe the reader's project, and with the names it glues (Tailwind CSS's major, uni-app x) written as the pages write them. */
export function normalizeQuery(query: string): string {
  return pastedNoise
    .reduce((text, noise) => text.replace(noise, ' '), query)
    .replace(gluedVersion, '$1 $2')
    .replace(gluedFrameworkVersion, '$1')
    .replace(spacedUniApp, 'uni-app')
    .replace(gluedUniAppX, 'uni-app x')
    .replace(/\s+/g, ' ')
    .trim();
}

// Words that only say that the reader asks (怎么用, 为什么, 支持哪些, 可以吗): headings phrased as questions hold
// them too (现在应该怎么做, 如何选择), which says nothing about what the reader asks about.
const askingWords = new Set(['如何', '怎么', '怎样', '什么', '为什么', '哪个', '哪些', '可以', '能否', '是否']);

// Words that only join the reader's sentence (一起开发, 保存一下, 一直报错, 不用打包工具): a page that answers
// need not say them, and a page that says them (和 NutUI 一起使用) is not about them.
const sentenceWords = new Set(['一下', '一起', '一直', '已经', '还是', '但是', '然后', '总是', '突然', '不用']);

/**
 * The terms of the query as typed. Single characters (不, y from space-y-4) match nearly every page and
 * would be highlighted everywhere, and words that only ask (askingWords) match any heading that asks;
 * words that only join the sentence (sentenceWords) say nothing the page must hold: they count only when
 * the query has nothing else.
 */
export function typedTerms(query: string): string[] {
  const terms = [...new Set(tokenize(normalizeQuery(query)))];
  const longer = terms.filter((term) => [...term].length > 1);
  const topical = longer.filter((term) => !askingWords.has(term) && !sentenceWords.has(term));
  return topical.length ? topical : longer.length ? longer : terms;
}

/**
 * Each term of the query with its synonyms (./synonyms), the typed term first. Only a word of its own
 * has synonyms: `weapp` is 小程序, the `weapp` of `weapp-tailwindcss` is not.
 */
export function queryTermGroups(query: string): string[][] {
  return withSynonyms(typedTerms(query), wholeWords(normalizeQuery(query)));
}

/**
 * The words the reader typed, each with its synonyms: queryTermGroups without the parts of a code-like
 * word written in one run (`vite` of `UnifiedViteWeappTailwindcssPlugin`, `attributes` of
 * `customAttributes`). They let the index find the word by a part, but they are no words of their own:
 * a page that holds the word holds them only inside it, so asking a title or a page for each of them
 * asks for words the reader never typed. The parts of a word with separators (`uni` of `uni-app`) stay:
 * a title that holds the word holds them as words too.
 */
export function queryWordGroups(query: string): string[][] {
  const parts = codeWordPartsOnly(query);
  return queryTermGroups(query).filter(([typed]) => !parts.has(typed));
}

/** The camelCase parts tokenize splits a code-like word of the query into that the reader did not also write as words of their own. */
export function codeWordPartsOnly(query: string): Set<string> {
  const text = normalizeQuery(query);
  const words = new Set(wholeWords(text));
  return new Set(camelCaseParts(text).filter((part) => !words.has(part)));
}

/** The terms a query is searched for: its own and their synonyms. */
export function queryTerms(query: string): string[] {
  return [...new Set(queryTermGroups(query).flat())];
}
