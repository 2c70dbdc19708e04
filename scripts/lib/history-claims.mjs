// Finds the pages' history claims about weapp-tailwindcss and checks them against
// tests/fixtures/upstream-history.json (written by scripts/upstream-history.mjs from the upstream tags):
// - "since" claims: a version and a verb of arrival next to a symbol the fixture lists, e.g.
//   "4.8.0 新增配置项 `rewriteCssImports`", "`cssEntries` 自 4.2.6 起提供", "`px2rpx`（4.3.0 起）", and rows of a
//   table with an 引入版本 column or a version in the first column;
// - "removed" claims: "4.7.2 删除了 `jsAstTool`", "`hbuilderx` 预设从 4.8.13 起不再从 … 导出", "4.0.4 起不再支持 `ast-grep`";
// - release dates: "4.9.0 于 2025 年 12 月 22 日发布", "4.6.3 发布于 10 月 29 日", "4.4.0（10 月 13 日）",
//   "4.12.0（2026-05-04 打标签）", "在 2026-06-04 发布了 5.0.0".
// A claimed version V (X.Y means X.Y.0) agrees with the tag T where the thing first appears (or the tag where it is
// gone) when V <= T and no release tag lies in [V, T): versions that have no tag of their own (4.2.0, 3.2.0) can
// be named for the next tag. Versions named after another product (Tailwind CSS 4.3.4, Node.js 20.19, webpack
// 5.112.0, …) are not weapp-tailwindcss versions and are skipped. Prose that the patterns do not recognise is not
// checked: write a history claim so that a version sits next to its verb and its symbol.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const UPSTREAM_HISTORY_FIXTURE = path.join(root, 'tests/fixtures/upstream-history.json');

/** @typedef {{first: string, removedIn?: string[], ranges?: [string, string | null][]}} HistoryEntry */
/**
 * @typedef {{
 *   releases: Record<string, {tag: string, date: string, time: string}>,
 *   minors: Record<string, string>,
 *   newest: string,
 *   options: Record<string, HistoryEntry>,
 *   optionValuesInCode: Record<string, HistoryEntry>,
 *   exports: Record<string, HistoryEntry>,
 *   cli: Record<string, HistoryEntry>,
 *   cliFlags: Record<string, HistoryEntry>,
 *   vitePluginName: Record<string, HistoryEntry>,
 * }} UpstreamHistory
 */

/** @returns {UpstreamHistory} */
export function readUpstreamHistory() {
  return JSON.parse(readFileSync(UPSTREAM_HISTORY_FIXTURE, 'utf8'));
}

// ---- versions -------------------------------------------------------------------------------------------------
const parts = (version) => {
  const [major, minor, patch = 0] = version.split('.').map(Number);
  return [major, minor, patch];
};
export function compareVersions(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}
const full = (version) => parts(version).join('.');

/**
 * Whether the claimed version agrees with the tag where the change shows: V <= T and no release tag in [V, T).
 * @param {string} claimed "4.2.6" or "4.3" (read as 4.3.0)
 * @param {string} actual a release version with a tag
 * @param {string[]} released every release version, sorted
 */
export function agrees(claimed, actual, released) {
  const v = full(claimed);
  if (compareVersions(v, actual) > 0) return false;
  return !released.some((tag) => compareVersions(tag, v) >= 0 && compareVersions(tag, actual) < 0);
}

// ---- symbols ----------------------------------------------------------------------------------------------------
/**
 * What a code span on a page names in the fixture: option keys, exports, CLI commands and flags, plugin names.
 * @param {string} span text between backticks
 * @param {UpstreamHistory} history
 * @returns {{kind: string, key: string, entry: HistoryEntry}[]}
 */
export function resolveSymbol(span, history) {
  let text = span.trim().replace(/^npx\s+/, '');
  const found = [];
  const add = (kind, key, entry) => entry && found.push({kind, key, entry});
  const command = /^weapp-tw\s+([a-z][\w-]*)(?:\s+(--[a-z][\w-]*))?$/.exec(text);
  if (command) {
    if (command[2]) add('cliFlags', command[2], history.cliFlags[command[2]]);
    else add('cli', command[1], history.cli[command[1]]);
    return found;
  }
  if (/^--[a-z][\w-]*$/.test(text)) {
    add('cliFlags', text, history.cliFlags[text]);
    return found;
  }
  // `cssPreflightRange: 'view'`, `'ast-grep'`, `ast-grep`: a string value an option accepts.
  const assigned = /^([\w.]+)\s*:\s*'([^']+)'$/.exec(text);
  if (assigned) {
    const key = `${assigned[1]}='${assigned[2]}'`;
    add('options', key, history.options[key]);
    add('optionValuesInCode', key, history.optionValuesInCode[key]);
    return found;
  }
  const literal = /^'([^']+)'$/.exec(text)?.[1] ?? (/^[a-z][\w-]*-[\w-]+$/.test(text) ? text : undefined);
  if (literal) {
    const keys = Object.keys(history.options).filter((key) => key.endsWith(`='${literal}'`) && !key.includes('.'));
    if (keys.length === 1) {
      add('options', keys[0], history.options[keys[0]]);
      add('optionValuesInCode', keys[0], history.optionValuesInCode[keys[0]]);
    }
    if (/^'/.test(text)) return found;
  }
  text = text.replace(/\(\)$/, '');
  add('options', text, history.options[text]);
  for (const [key, entry] of Object.entries(history.exports)) if (key.slice(key.indexOf(':') + 1) === text) add('exports', key, entry);
  add('cli', text, history.cli[text]);
  add('vitePluginName', text, history.vitePluginName[text]);
  return found;
}

// ---- text ---------------------------------------------------------------------------------------------------------
const VERSION = String.raw`(?<![\w.@/-])v?(\d+\.\d+(?:\.\d+)?)(?![\w.]*\d)(?!\.x)`;
// A version followed by one of these describes a state or a range ("4.12.0 中", "4.7.1 到 4.7.9", "4.5.0 引入、4.6.3 撤回"),
// not the release where something arrived or left.
const NOT_A_CHANGE = String.raw`(?!\s*(?:中|的|里|时|下|上|以前|之前|之后|以后|及更早|及以上|以上|以下|与|和|、|到|至|–|—|-|~|～|\/))`;
// A version right after one of these names another product's version.
const OTHER_PRODUCT = /(?:^|[^\w@/-])(?:tailwind\s*css|tailwindcss|@tailwindcss\/\w+|node(?:\.js)?|webpack|vite|hbuilderx|taro|uni-app(?: x)?|npm|pnpm|yarn|prettier[\w-]*|webstorm|docusaurus|babel|postcss[\w-]*|mpx|\/merge|\/cva|\/variants|\/typography|\/postcss|\/cli|\/escape|tailwind-merge|tailwindcss-patch|tailwind-variants|eslint[\w-]*|weapp-vite|vue|react|chrome|ios|android|基础库|@dcloudio\/[\w-]+|@weapp-core\/\w+|@mpxjs\/[\w-]+|class-variance-authority)\s*v?$/i;

/** Whether the version at `index` in `text` belongs to weapp-tailwindcss (not Tailwind CSS, Node.js, webpack, …). */
function isOwnVersion(text, index) {
  const before = text.slice(Math.max(0, index - 40), index).replace(/[\s`)\]]+$/, '');
  return !OTHER_PRODUCT.test(before);
}

/** Markdown prose of a page as lines with their line numbers: fenced code, front matter other than description, and comments left out. */
function proseLines(text) {
  const lines = text.split('\n');
  const out = [];
  let fence;
  let frontMatter = lines[0] === '---';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (frontMatter) {
      if (i > 0 && line === '---') frontMatter = false;
      else if (/^(description|title):/.test(line)) out.push({line: i + 1, text: line.replace(/^\w+:\s*/, '')});
      continue;
    }
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (!fence) fence = marker;
      else if (marker.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence || /^\s*(import |export |<!--)/.test(line)) continue;
    // Bold versions ("**4.2.0** 起") read like plain ones.
    out.push({line: i + 1, text: line.replace(/\*\*(?=[\w`])|(?<=[\w`])\*\*/g, '')});
  }
  return out;
}

const CODE = '`([^`]+)`';
// Gaps: no sentence end, no table cell border, no other version; code spans allowed.
const gap = (max) => String.raw`(?:[^，。；：！？|\n\`\d]|\`[^\`]*\`){0,${max}}?`;
const gapNoCode = (max) => String.raw`[^，。；：！？|\n\`、\d]{0,${max}}?`;
const ARRIVE = '(?<!不再|没有|未|不|停止)(?:新增|加入|引入|增加|推出|提供|导出|内置|开始支持|开始提供|加上)(?:了|过)?';
// "默认删除 `:active`" says what a default does, not that something left the package.
const LEAVE = '(?<!默认|自动)(?:删除|移除|去掉|去除|不再支持|不再导出|不再提供)(?:了)?';
const START = String.raw`(?:版本)?\s*(?:起|开始)?`;

const PATTERNS = [
  // "4.8.0 新增配置项 `rewriteCssImports`", "4.11.0 起，每个入口都额外导出了 … `weappTailwindcss`"
  {type: 'since', re: new RegExp(`${VERSION}${NOT_A_CHANGE}\\s*${START}，?${gap(24)}${ARRIVE}${gapNoCode(14)}\\[?${CODE}`, 'g'), version: 1, symbol: 2},
  // "从 4.3.0 起，weapp-tailwindcss 提供配置项 `cssCalc`"
  {type: 'since', re: new RegExp(`(?:从|自)\\s*${VERSION}\\s*${START}，\\s*(?:weapp-tailwindcss\\s*)?${ARRIVE}${gapNoCode(10)}\\[?${CODE}`, 'g'), version: 1, symbol: 2},
  // "`cssEntries` 自 4.2.6 起提供", "`mangle` … 从 2.3.0 版本开始提供", "`customAttributes` 最早出现在 1.11.0"
  {type: 'since', re: new RegExp(`${CODE}\\]?(?:\\([^)]*\\))?${gapNoCode(24)}(?:(?:自|从)\\s*(?:weapp-tailwindcss\\s*)?${VERSION}\\s*(?:版本)?\\s*(?:起|开始)(?:提供|支持|可用|加入|引入|出现)|最早出现在\\s*${VERSION})`, 'g'), version: [2, 3], symbol: 1},
  // "`cssCalc`](…) 选项（4.3.0 起）", "`px2rpx`（4.3.0 起提供）"
  {type: 'since', re: new RegExp(`${CODE}\\]?(?:\\([^)]*\\))?\\s*(?:选项|配置项|预设|命令|参数)?\\s*[（(]\\s*${VERSION}\\s*起(?:提供|可用|新增)?\\s*[）)]`, 'g'), version: 2, symbol: 1},
  // "4.7.2 删除了 `jsAstTool`", "从 4.8.13 开始，`presets` 不再导出 `hbuilderx`", "4.0.4 起不再支持 `ast-grep`"
  {type: 'removed', re: new RegExp(`${VERSION}(?!\\s*(?:的|里|时|下|上|以前|之前|之后|以后|及更早|及以上|以上|以下|与|和|、|到|至|–|—|-|~|～|\\/))\\s*(?:版本)?\\s*(?:中|起|开始)?，?${gap(24)}${LEAVE}${gapNoCode(14)}\\[?${CODE}`, 'g'), version: 1, symbol: 2},
  // "`hbuilderx` 预设从 4.8.13 起不再从 … 导出", "`mangle` 在 4.6.0 中被移除"
  {type: 'removed', re: new RegExp(`${CODE}${gapNoCode(16)}(?:(?:从|自)\\s*${VERSION}\\s*(?:版本)?\\s*(?:起|开始)${gapNoCode(4)}(?:不再|被删除|被移除|删除|移除)|(?:在|于)\\s*${VERSION}\\s*中?(?:被)?(?:删除|移除))`, 'g'), version: [2, 3], symbol: 1},
];

const DATE_PATTERNS = [
  // "4.9.0 于 2025 年 12 月 22 日发布", "5.0.0 于 2026 年 6 月 4 日发布"
  {re: new RegExp(`${VERSION}\\s*(?:于|在)\\s*(\\d{4})\\s*年\\s*(\\d{1,2})\\s*月\\s*(\\d{1,2})\\s*日`, 'g'), version: 1, y: 2, m: 3, d: 4},
  // "4.6.3 发布于 10 月 29 日", "4.4.0（10 月 13 日）", "4.7.1 到 4.7.9（11 月 19 日）"
  {re: new RegExp(`${VERSION}\\s*(?:发布于|于|[（(])\\s*(?:(\\d{4})\\s*年\\s*)?(\\d{1,2})\\s*月\\s*(\\d{1,2})\\s*日`, 'g'), version: 1, y: 2, m: 3, d: 4},
  // "4.12.0（2026-05-04 打标签）", "5.3.4（2026-08-22）"
  {re: new RegExp(`${VERSION}\\s*[（(]\\s*(\\d{4})-(\\d{2})-(\\d{2})`, 'g'), version: 1, y: 2, m: 3, d: 4},
  // "在 2026-06-04 发布了 5.0.0"
  {re: new RegExp(`(\\d{4})-(\\d{2})-(\\d{2})\\s*发布了\\s*${VERSION}`, 'g'), version: 4, y: 1, m: 2, d: 3},
];

/**
 * @typedef {{file: string, line: number, type: 'since' | 'removed' | 'date', version: string, symbol?: string, date?: string, text: string}} Claim
 */

/** Table rows: {line, cells}; a table starts with a header row followed by a |---| row. */
function tables(lines) {
  const result = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!/^\s*\|/.test(lines[i].text) || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1].text)) continue;
    const split = (text) => text.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((cell) => cell.trim());
    const header = split(lines[i].text);
    const rows = [];
    let j = i + 2;
    for (; j < lines.length && /^\s*\|/.test(lines[j].text); j++) rows.push({line: lines[j].line, cells: split(lines[j].text)});
    // The nearest heading above the table, as its id.
    let heading;
    for (let k = i; k >= 0; k--) {
      const match = /^#{2,6} .*\{#([\w-]+)\}\s*$/.exec(lines[k].text);
      if (match) {
        heading = match[1];
        break;
      }
    }
    result.push({header, rows, heading});
    i = j - 1;
  }
  return result;
}

/** The code span a table cell consists of (optionally linked), or undefined. */
const onlySymbol = (cell) => /^\[?`([^`]+)`\]?(?:\([^)]*\))?$/.exec(cell)?.[1];

/**
 * Tables whose first column lists what one release removed, named by page and heading id:
 * "从 v2 升级到 v3" lists under 删除的配置项 what 3.0.0 no longer has.
 */
export const REMOVED_TABLES = [{file: 'docs/migrations/v2.md', heading: 'removed', version: '3.0.0'}];

/**
 * Every history claim the patterns recognise in a page.
 * @param {string} text the page's Markdown
 * @param {string} file the page, relative to the site
 * @returns {Claim[]}
 */
export function findHistoryClaims(text, file) {
  const lines = proseLines(text);
  /** @type {Claim[]} */
  const claims = [];
  const fileYear = /blog\/(\d{4})\//.exec(file)?.[1] ?? /^date:\s*(\d{4})/m.exec(text)?.[1];
  const push = (claim) => claims.push({file, ...claim});

  const scan = (line, sentence) => {
    for (const pattern of PATTERNS) {
      for (const match of sentence.matchAll(pattern.re)) {
        const versionGroup = [pattern.version].flat().find((group) => match[group]);
        const version = match[versionGroup];
        const versionIndex = match.index + match[0].indexOf(version);
        if (!isOwnVersion(sentence, versionIndex)) continue;
        push({line, type: pattern.type, version, symbol: match[pattern.symbol], text: match[0]});
      }
    }
  };

  const tableLines = new Set();
  for (const table of tables(lines)) {
    // A column of first versions, in a table whose first column lists options or commands.
    const introduced = /配置项|选项|命令/.test(table.header[0] ?? '') ? table.header.findIndex((cell) => /引入版本|新增于|起始版本/.test(cell)) : -1;
    const removedTable = REMOVED_TABLES.find((entry) => entry.file === file && entry.heading === table.heading);
    for (const row of table.rows) {
      tableLines.add(row.line);
      const symbol = onlySymbol(row.cells[0] ?? '');
      if (introduced > 0 && symbol && /^\d+\.\d+(?:\.\d+)?$/.test(row.cells[introduced] ?? '')) {
        push({line: row.line, type: 'since', version: row.cells[introduced], symbol, text: row.cells.join(' | ')});
      }
      if (removedTable) {
        // "`customReplaceDictionary` 的 `'simple'` / `'complex'` 字符串": the values of that option.
        const cell = row.cells[0] ?? '';
        const owner = /^`([\w.]+)` 的 /.exec(cell)?.[1];
        const spans = [...cell.matchAll(/`([^`]+)`/g)].map(([, span]) => span);
        for (const span of owner ? spans.slice(1) : spans) {
          const symbol = owner && /^'[^']+'$/.test(span) ? `${owner}: ${span}` : span;
          push({line: row.line, type: 'removed', version: removedTable.version, symbol, text: cell});
        }
      }
      // A row led by a version: each clause of the other cells is read as "version + clause".
      const leading = /^(?:v)?(\d+\.\d+\.\d+)$/.exec(row.cells[0] ?? '')?.[1];
      const rest = row.cells.slice(1).join('；');
      if (leading) for (const clause of rest.split('；')) scan(row.line, `${leading} ${clause}`);
      else scan(row.line, row.cells.join(' | '));
    }
  }

  let paragraphYear;
  for (const {line, text: content} of lines) {
    if (content.trim() === '') paragraphYear = undefined;
    const yearInLine = /(\d{4})\s*年/.exec(content)?.[1];
    if (yearInLine) paragraphYear = yearInLine;
    if (!tableLines.has(line)) scan(line, content);
    for (const pattern of DATE_PATTERNS) {
      for (const match of content.matchAll(pattern.re)) {
        const version = match[pattern.version];
        if (!isOwnVersion(content, match.index + match[0].indexOf(version))) continue;
        const year = match[pattern.y] ?? paragraphYear ?? fileYear;
        if (!year) continue;
        const date = `${year}-${match[pattern.m].padStart(2, '0')}-${match[pattern.d].padStart(2, '0')}`;
        push({line, type: 'date', version, date, text: match[0]});
      }
    }
  }
  // A claim found twice (a table row also read as a sentence) counts once.
  const seen = new Set();
  return claims.filter((claim) => {
    const key = `${claim.line}|${claim.type}|${claim.version}|${claim.symbol ?? claim.date}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What is wrong with a claim, or undefined when the tags agree (or the claim names nothing the fixture lists).
 * @param {Claim} claim
 * @param {UpstreamHistory} history
 * @returns {string | undefined}
 */
export function checkHistoryClaim(claim, history) {
  const released = Object.keys(history.releases).sort(compareVersions);
  const where = `${claim.file}:${claim.line}: "${claim.text}"`;
  if (claim.type === 'date') {
    const release = history.releases[full(claim.version)];
    if (!release) return undefined;
    return release.date === claim.date ? undefined : `${where}: ${release.tag} is dated ${release.date} (Beijing time, tag ${release.time}), not ${claim.date}`;
  }
  const targets = resolveSymbol(claim.symbol ?? '', history);
  if (targets.length === 0) return undefined;
  if (claim.type === 'since') {
    const firsts = targets.flatMap(({entry}) => (entry.ranges ?? [[entry.first, null]]).map(([from]) => from));
    if (firsts.some((first) => agrees(claim.version, first, released))) return undefined;
    const detail = targets.map(({kind, key, entry}) => `${kind} ${key}: first in ${entry.first}`).join('; ');
    return `${where}: "since ${claim.version}" disagrees with the tags (${detail})`;
  }
  const removals = targets.flatMap(({entry}) => entry.removedIn ?? []);
  if (removals.some((removed) => agrees(claim.version, removed, released))) return undefined;
  const detail = targets
    .map(({kind, key, entry}) => `${kind} ${key}: ${entry.removedIn ? `gone at ${entry.removedIn.join(', ')}` : `still in ${history.newest}`}`)
    .join('; ');
  return `${where}: "removed in ${claim.version}" disagrees with the tags (${detail})`;
}
