import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  agrees,
  checkHistoryClaim,
  compareVersions,
  findHistoryClaims,
  readUpstreamHistory,
  resolveSymbol,
} from '../../scripts/lib/history-claims.mjs';
import {docsMarkdownFiles, markdownFiles} from '../../scripts/lib/markdown-files.mjs';

// History claims on the pages ("4.8.0 新增 `rewriteCssImports`", "`cssEntries` 自 4.2.6 起提供", "4.7.2 删除了
// `jsAstTool`", "4.9.0 于 2025 年 12 月 22 日发布") must agree with the upstream tags: the first release tag that
// has the option, export or command (or the first that no longer has it), and the tag's date in Beijing time.
// tests/fixtures/upstream-history.json is written by `node scripts/upstream-history.mjs <clone> <mangle clone>`;
// `node scripts/history-claims.mjs` lists every claim the reader finds, with its verdict.
const root = path.resolve(__dirname, '../..');
const history = readUpstreamHistory();
const released = Object.keys(history.releases).sort(compareVersions);
const pages = [...docsMarkdownFiles(root), ...markdownFiles(path.join(root, 'blog'))].map((file) => path.relative(root, file)).sort();
const claimsOf = (text: string, file = 'docs/x.md') => findHistoryClaims(text, file);
const problemsOf = (text: string, file = 'docs/x.md') =>
  claimsOf(text, file)
    .map((claim) => checkHistoryClaim(claim, history))
    .filter(Boolean);

describe('the upstream history fixture', () => {
  it('dates every 4.x and 5.x minor by its first release tag', () => {
    const minors = Object.keys(history.minors);
    for (let minor = 0; minor <= 12; minor++) expect(minors).toContain(`4.${minor}`);
    for (let minor = 0; minor <= 3; minor++) expect(minors).toContain(`5.${minor}`);
    // 4.2.0 has no tag: 4.2's first release tag is 4.2.1.
    expect(history.minors['4.2']).toBe('4.2.1');
    for (const version of Object.values(history.minors)) expect(history.releases[version].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has the options, exports and commands the pages talk about', () => {
    expect(history.options.cssEntries.first).toBe('4.2.6');
    expect(history.options.tailwindcss.first).toBe('4.0.1');
    expect(history.options["customReplaceDictionary='simple'"].removedIn).toEqual(['3.2.1']);
    expect(history.optionValuesInCode["jsAstTool='ast-grep'"].removedIn).toEqual(['4.0.4']);
    expect(history.exports['presets:uniAppX'].first).toBe('4.1.6');
    expect(history.exports['vite:UnifiedViteWeappTailwindcssPlugin'].removedIn).toEqual(['5.0.0']);
    expect(history.cli.doctor.first).toBe('4.12.0');
    expect(history.cli.status.first).toBe('4.8.12');
    expect(history.vitePluginName['weapp-tailwindcss:adaptor'].first).toBe('4.1.0');
  });
});

describe('reading claims', () => {
  it('reads arrival, removal and date claims next to a symbol', () => {
    const text = [
      '4.8.0 新增配置项 [`rewriteCssImports`](/docs/api)，默认开启。',
      '- `cssEntries` 自 4.2.6 起提供。',
      '开启 [`px2rpx`](/docs/api)（4.3.0 起提供）。',
      '4.7.2 删除了 `customRuleCallback`。',
      '`hbuilderx` 预设从 4.8.13 起不再从 `weapp-tailwindcss/presets` 导出。',
      'weapp-tailwindcss 4.9.0 于 2025 年 12 月 22 日发布。',
      '| 配置项 | 引入版本 |',
      '| --- | --- |',
      '| [`logLevel`](/docs/api) | 4.3.0 |',
    ].join('\n');
    expect(claimsOf(text).map(({type, version, symbol, date}) => [type, version, symbol ?? date])).toEqual([
      ['since', '4.3.0', 'logLevel'],
      ['since', '4.8.0', 'rewriteCssImports'],
      ['since', '4.2.6', 'cssEntries'],
      ['since', '4.3.0', 'px2rpx'],
      ['removed', '4.7.2', 'customRuleCallback'],
      ['removed', '4.8.13', 'hbuilderx'],
      ['date', '4.9.0', '2025-12-22'],
    ]);
    expect(problemsOf(text)).toEqual([]);
  });

  it('leaves states, ranges and other products alone', () => {
    const text = [
      '4.12.0 中 `weapp-tailwindcss/vite` 导出 `UnifiedViteWeappTailwindcssPlugin`。',
      '4.5.0 引入、4.6.3 又撤回的 `cssCalc` 默认值需要对照着看。',
      'Tailwind CSS 4.3.4 起新增了 `@utility` 的写法。',
      '从 4.8.13 开始，`weapp-tailwindcss/presets` 不再导出 `hbuilderx`。',
      '4.8.14 为 [`disabled`](/docs/api) 增加了对象写法。',
      'Node.js 20.11 起提供 `import.meta.dirname`。',
      '5.2.12 起 `:active` 也默认删除（`cssRemoveActivePseudoClass`）。',
    ].join('\n');
    expect(claimsOf(text).filter((claim) => claim.type === 'since')).toEqual([]);
    expect(claimsOf(text).filter((claim) => claim.symbol === 'cssRemoveActivePseudoClass')).toEqual([]);
    expect(problemsOf(text)).toEqual([]);
  });

  it('reads bold versions like plain ones', () => {
    expect(claimsOf('- `cssEntries` 自 **4.2.6** 起提供。').map((claim) => [claim.type, claim.version, claim.symbol])).toEqual([
      ['since', '4.2.6', 'cssEntries'],
    ]);
    expect(problemsOf('- `cssEntries` 自 **4.1.0** 起提供。')).toHaveLength(1);
  });

  it('reads a version with no tag of its own as the next tag', () => {
    // 3.2.0 and 4.2.0 have no release tag; 3.2.1 and 4.2.1 are the next ones.
    expect(agrees('3.2', '3.2.1', released)).toBe(true);
    expect(agrees('4.2.0', '4.2.1', released)).toBe(true);
    expect(agrees('4.0', '4.0.4', released)).toBe(false);
    expect(agrees('4.2.0', '4.1.6', released)).toBe(false);
  });

  it('finds a code span among options, values, exports and commands', () => {
    expect(resolveSymbol('weapp-tw status', history).map(({kind, key}) => `${kind}:${key}`)).toEqual(['cli:status']);
    expect(resolveSymbol("cssPreflightRange: 'view'", history).map(({key}) => key)).toContain("cssPreflightRange='view'");
    expect(resolveSymbol('ast-grep', history).map(({key}) => key)).toContain("jsAstTool='ast-grep'");
    expect(resolveSymbol('uniAppX', history).map(({kind}) => kind).sort()).toEqual(['exports', 'options']);
  });

  it('fails the claims the audit of issue 34 found, as they were written', () => {
    const wrong = [
      // docs/migrations/v3.md: the `tailwindcss` option is not in 4.0.0.
      '| 配置项 | 引入版本 | 用途 |\n| --- | --- | --- |\n| [`tailwindcss`](/docs/api) | 4.0.0 | 细节配置 |',
      // docs/migrations/v3.md: 4.0.0–4.0.3 still parse JS with ast-grep when asked.
      '| `jsAstTool` | 4.0 起不再支持 `ast-grep`，所有 JS 语法分析统一使用 Babel |',
      // blog/2025/8/v4.2-release.mdx: the uniAppX preset ships in 4.1.6.
      'weapp-tailwindcss 4.2.0 为此提供了专门的 `uniAppX` 预设。',
      // the 4.8.15 tag is dated 2025-12-21 in Beijing time (2025-12-20 in UTC).
      '之后陆续发布了 4.8.1 到 4.8.15（12 月 20 日）。',
    ];
    for (const text of wrong) expect(problemsOf(text, 'blog/2025/11/x.mdx'), text).toHaveLength(1);
    const v2Removed = [
      '## 删除的配置项 {#removed}',
      '',
      '| 配置项 | 替代方案 |',
      '| --- | --- |',
      "| `customReplaceDictionary` 的 `'simple'` / `'complex'` 字符串 | 传入对象 |",
    ].join('\n');
    // 3.0.0 removed 'complex' only: 'simple' is still there in 3.0.0–3.1.1.
    expect(problemsOf(v2Removed, 'docs/migrations/v2.md')).toHaveLength(1);
  });
});

describe('the pages', () => {
  it('make history claims the tags agree with', () => {
    const claims = pages.flatMap((file) => findHistoryClaims(readFileSync(path.join(root, file), 'utf8'), file));
    // The reader must keep finding the claims; a pattern that silently stops matching would pass everything.
    expect(claims.length).toBeGreaterThan(90);
    expect(claims.map((claim) => checkHistoryClaim(claim, history)).filter(Boolean)).toEqual([]);
  });

  it('date each minor on the release notes by its first release tag, in Beijing time', () => {
    const index = readFileSync(path.join(root, 'docs/releases/index.md'), 'utf8');
    expect(index).toMatch(/北京时间（UTC\+8）/);
    const rows = [...index.matchAll(/^\| (4\.\d+) \| (\d{4}-\d{2}-\d{2}) \|/gm)];
    expect(rows.length).toBe(13);
    for (const [, minor, date] of rows) expect(date, minor).toBe(history.releases[history.minors[minor]].date);
  });

  it('date a release post no earlier than the first tag of the minors it covers', () => {
    for (const file of pages.filter((page) => page.startsWith('blog/'))) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const minor = /^title: weapp-tailwindcss (\d+\.\d+)/m.exec(text)?.[1];
      const date = /^date: (\d{4}-\d{2}-\d{2})/m.exec(text)?.[1];
      if (!minor || !date) continue;
      expect(date >= history.releases[history.minors[minor]].date, file).toBe(true);
    }
  });
});
