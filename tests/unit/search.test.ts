import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {createAlgoliaThemeConfig, missingResultsUrl, searchBackend} from '../../config/search';
import {escapeHtml, highlight, snippet} from '../../src/plugins/search/client/highlight';
import {queryIntent, rankRecords, recordVersion, type RankedRecord} from '../../src/plugins/search/client/ranking';
import {loadSearchIndex, runQuery, type QueryContext} from '../../src/plugins/search/client/searchEngine';
import {cleanMarkdown, pageRecords} from '../../src/plugins/search/node/records';
import {deserializeSearchRecords, maxSectionLength, serializeSearchIndex} from '../../src/plugins/search/shared/documents';
import {indexOptions, searchOptions} from '../../src/plugins/search/shared/options';
import {normalizeQuery, queryTerms} from '../../src/plugins/search/shared/query';
import {tokenize} from '../../src/plugins/search/shared/tokenize';
import type {SearchRecord} from '../../src/plugins/search/shared/types';

const context: QueryContext = {origin: 'http://localhost', locale: 'zh-cn', docsVersions: [{tag: 'docs-default-4.x', path: '/docs/4.x'}, {tag: 'docs-default-current', path: '/docs'}]};

describe('tokenize', () => {
  it('segments Chinese into words and drops function words', () => {
    expect(tokenize('如何开启单位转换的功能')).toEqual(expect.arrayContaining(['如何', '开启', '单位', '转换', '功能']));
    expect(tokenize('如何开启单位转换的功能')).not.toContain('的');
  });

  it('keeps option names whole and also by their camelCase parts', () => {
    expect(tokenize('customAttributes 怎么配置')).toEqual(expect.arrayContaining(['customattributes', 'custom', 'attributes', '配置']));
  });

  it('keeps at-rules and arbitrary-value classes, with and without their punctuation', () => {
    expect(tokenize('@apply 警告')).toEqual(expect.arrayContaining(['@apply', 'apply', '警告']));
    expect(tokenize('w-[100px] 不生效')).toEqual(expect.arrayContaining(['w-[100px]', '100px', '生效']));
  });

  it('handles mixed text without spaces between scripts', () => {
    expect(tokenize('在uni-app里用rem2rpx')).toEqual(expect.arrayContaining(['uni-app', 'uni', 'app', 'rem2rpx']));
  });

  it('joins the single characters the segmenter leaves of a word it does not know', () => {
    expect(tokenize('编译报错，找不到模块')).toEqual(expect.arrayContaining(['编译', '报错', '模块']));
    expect(tokenize('编译报错')).not.toContain('报');
  });

  it('keeps a quoted punctuation mark as a term, whatever the quotes', () => {
    expect(tokenize('error at token `>`')).toContain('`>`');
    expect(tokenize('unexpected token "~"')).toContain('`~`');
    expect(tokenize('unexpected `\\` at pos 12')).toContain('`\\`');
  });
});

describe('pasted messages', () => {
  it('drop positions, the developer tool\'s environment and folders, and keep the words and the quoted token', () => {
    expect(normalizeQuery('[ WXSS 文件编译错误] ./app.wxss(172:19): error at token `>`(env: macOS,mp,1.06.2409140; lib: 3.7.8)')).toBe(
      '[ WXSS 文件编译错误] app.wxss : error at token `>`',
    );
    expect(normalizeQuery('./app-origin.wxss(5:11): unexpected `\\` at pos 2746')).toBe('app-origin.wxss : unexpected `\\`');
    expect(normalizeQuery('\u001b[33mwarn\u001b[39m C:\\work\\app\\src\\app.css')).toBe('warn app.css');
  });

  it('drop stack frames and the source excerpt under a compiler error', () => {
    expect(normalizeQuery('Error: boom\n    at run (/app/node_modules/x/index.js:12:5)\n>  7 | *,\n     | ^')).toBe('Error: boom');
  });

  it('keep what only looks like a path or a position in a typed query', () => {
    expect(normalizeQuery('w-1/2 与 weapp-tailwindcss/index.css')).toBe('w-1/2 与 weapp-tailwindcss/index.css');
    expect(normalizeQuery('issue #842')).toBe('issue #842');
  });

  it('search single characters only when the query has nothing else', () => {
    expect(queryTerms('space-y-4 不生效')).toEqual(['生效', 'space-y-4', 'space']);
    expect(queryTerms('y')).toEqual(['y']);
  });
});

describe('search configuration from the environment', () => {
  it('uses the embedded index unless both Algolia credentials are set', () => {
    expect(searchBackend({indexName: 'x'})).toBe('embedded');
    expect(searchBackend({appId: 'APP', indexName: 'x'})).toBe('embedded');
    expect(searchBackend({appId: 'APP', apiKey: 'KEY', indexName: 'x'})).toBe('algolia');
  });

  it('builds the hosted DocSearch config with contextual search and the search page', () => {
    const config = createAlgoliaThemeConfig({appId: 'APP', apiKey: 'KEY', indexName: 'weapp-tw-icebreaker'});
    expect(config).toEqual({appId: 'APP', apiKey: 'KEY', indexName: 'weapp-tw-icebreaker', contextualSearch: true, searchPagePath: 'search'});
  });

  it('adds Ask AI only when an assistant id is given', () => {
    const config = createAlgoliaThemeConfig({appId: 'APP', apiKey: 'KEY', indexName: 'i', assistantId: 'AST'});
    expect(config.askAi).toEqual({assistantId: 'AST'});
  });

  it('gives the embedded backend placeholder credentials that are never sent', () => {
    const config = createAlgoliaThemeConfig({indexName: 'weapp-tw-icebreaker'});
    expect(config.appId).toBe('embedded');
    expect(config.askAi).toBeUndefined();
  });

  it('links a missing result to a prefilled GitHub issue', () => {
    const url = new URL(missingResultsUrl('rem2rpx 不生效'));
    expect(url.origin + url.pathname).toBe('https://github.com/sonofmagic/weapp-tailwindcss/issues/new');
    expect(url.searchParams.get('title')).toContain('rem2rpx 不生效');
  });
});

describe('highlighting', () => {
  const tags = {pre: '<mark>', post: '</mark>'};

  it('escapes HTML and marks matches', () => {
    expect(highlight('<view class="a">rpx</view>', ['rpx'], tags).value).toBe('&lt;view class=&quot;a&quot;&gt;<mark>rpx</mark>&lt;/view&gt;');
    expect(escapeHtml(`<img src=x onerror='1'>`)).toBe('&lt;img src=x onerror=&#039;1&#039;&gt;');
  });

  it('cuts a snippet around the first match, marked as cut when it starts inside a long sentence', () => {
    const text = `${'前'.repeat(100)}rem2rpx${'后'.repeat(100)}`;
    const result = snippet(text, ['rem2rpx'], tags, 40);
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value).toContain('<mark>rem2rpx</mark>');
  });

  it('starts a snippet at the sentence or the block that holds the match', () => {
    const text = `${'第一句话很长。'.repeat(12)}开启 rem2rpx 以后，rem 会换成 rpx。`;
    expect(snippet(text, ['rem2rpx'], tags, 40).value).toMatch(/^开启 <mark>rem2rpx<\/mark> 以后/);
    expect(snippet(`现象：原因\n${'x'.repeat(50)} rpx 单位`, ['rpx'], tags, 80).value.startsWith(`${'x'.repeat(50)} <mark>rpx</mark>`)).toBe(true);
  });
});

describe('records and the local client', () => {
  const markdown = `---
title: 单位换算
---

import Tabs from '@theme/Tabs';

开头的介绍文字，讲 rem 与 rpx。

## 开启 rem2rpx {#enable}

在配置里打开 \`rem2rpx\`。

\`\`\`ts
const ignored = 'code is not indexed';
\`\`\`

### 自定义根字号

调整 rootValue。
`;
  const records = pageRecords({url: '/docs/unit', title: '单位换算', section: '指南', kind: 'docs', markdown});

  it('splits a page into sections with Docusaurus heading anchors, without code', () => {
    expect(records.map((record) => record.url)).toEqual(['/docs/unit', '/docs/unit#enable', '/docs/unit#自定义根字号']);
    expect(records[2].h2).toBe('开启 rem2rpx');
    expect(records.map((record) => record.content).join(' ')).not.toContain('ignored');
    expect(cleanMarkdown(markdown)).not.toContain('import Tabs');
  });

  it('indexes an error block as its section\'s text, and a table by its rows without the header', () => {
    const page = pageRecords({
      url: '/docs/errors',
      title: '报错',
      section: '常见问题',
      kind: 'docs',
      markdown: `## 编译失败 {#compile}

开发者工具报错：

\`\`\`text error
./app.wxss(172:19): error at token \`>\`
\`\`\`

\`\`\`css
.ignored {}
\`\`\`

| 现象 | 文章 |
| --- | --- |
| 样式没有生效 | 排查清单 |
`,
    });
    expect(page[0].content).toBe('开发者工具报错：\n./app.wxss(172:19): error at token `>`\n样式没有生效：排查清单');
  });

  it('round-trips through the compact download format', () => {
    expect(deserializeSearchRecords(serializeSearchIndex(records))).toEqual(records);
  });

  it('ships a long section cut, with an ellipsis that its snippets then show, and searches all of it', () => {
    const long = {...records[0], content: `${'长'.repeat(maxSectionLength + 100)} rootValue`};
    const file = serializeSearchIndex([long]);
    const [shipped] = deserializeSearchRecords(file);
    expect(shipped.content).toBe(`${'长'.repeat(maxSectionLength)}…`);
    expect(snippet(shipped.content, ['长'], {pre: '<mark>', post: '</mark>'}, 1000).value.endsWith('…')).toBe(true);
    expect(runQuery(loadSearchIndex(JSON.stringify(file)), {query: 'rootValue'}, context).nbHits).toBe(1);
  });

  it('loads the index it was built with: the same matches and scores as indexing in place', () => {
    const loaded = loadSearchIndex(JSON.stringify(serializeSearchIndex(records)));
    const built = new MiniSearch<SearchRecord>(indexOptions);
    built.addAll(records);
    for (const query of ['rem2rpx', 'rootValue', '单位 换算']) {
      expect(loaded.search(query, searchOptions)).toEqual(built.search(query, searchOptions));
    }
  });

  it('answers Algolia-shaped queries with absolute URLs, hierarchy and filters', async () => {
    const index = loadSearchIndex(JSON.stringify(serializeSearchIndex(records)));
    const result = runQuery(index, {query: 'rootValue', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}, {...context, origin: 'http://127.0.0.1:3000'});
    expect(result.nbHits).toBeGreaterThan(0);
    const [hit] = result.hits;
    expect(hit.url).toBe('http://127.0.0.1:3000/docs/unit#自定义根字号');
    expect(hit.hierarchy).toMatchObject({lvl0: '指南', lvl1: '单位换算', lvl2: '开启 rem2rpx', lvl3: '自定义根字号'});
    expect(hit._snippetResult.content.value).toContain('<mark>rootValue</mark>');
    const filtered = runQuery(index, {query: 'rootValue', facetFilters: [['docusaurus_tag:docs-other-current']]}, context);
    expect(filtered.nbHits).toBe(0);
    expect(runQuery(index, {query: ''}, context).nbHits).toBe(0);
  });
});

describe('ranking', () => {
  const record = (url: string, title: string, score: number, extra: Partial<RankedRecord> = {}): RankedRecord => ({
    url,
    title,
    section: '指南',
    kind: 'docs',
    score,
    ...extra,
  });

  it('reads the version a query names, and whether it asks about a release', () => {
    expect(queryIntent('taro v4').version).toBe('4');
    expect(queryIntent('2.x 旧版').version).toBe('2');
    expect(queryIntent('Tailwind CSS v3 安装').version).toBe('3');
    expect(queryIntent('tailwindcss 4 入口').version).toBe('4');
    expect(queryIntent('rem2rpx').version).toBeUndefined();
    expect(queryIntent('4.3.0 发布')).toMatchObject({version: undefined, namesRelease: true});
    expect(queryIntent('cssCalc').namesRelease).toBe(false);
  });

  it('reads a page’s version from its address or its sidebar section', () => {
    expect(recordVersion({url: '/docs/quick-start/v4/mpx', section: '指南 · Tailwind CSS v4'})).toBe('4');
    expect(recordVersion({url: '/docs/api-v2/interfaces/UserDefinedOptions', section: 'API 参考（v2）'})).toBe('2');
    expect(recordVersion({url: '/docs/quick-start/frameworks/mpx', section: '指南 · Tailwind CSS v3'})).toBe('3');
    expect(recordVersion({url: '/docs/migrations/v3', section: '更新及迁移'})).toBeUndefined();
    expect(recordVersion({url: '/docs/quick-start/v2#setup', section: '指南'})).toBe('2');
  });

  it('puts the named version first and the other versions after', () => {
    const results = [record('/docs/quick-start/frameworks/mpx', 'Mpx 注册插件', 10, {section: '指南 · Tailwind CSS v3'}), record('/docs/quick-start/v4/mpx', 'Mpx 接入 Tailwind CSS v4', 6)];
    expect(rankRecords(results, queryIntent('mpx v4')).map((r) => r.url)[0]).toBe('/docs/quick-start/v4/mpx');
    expect(rankRecords(results, queryIntent('mpx v3')).map((r) => r.url)[0]).toBe('/docs/quick-start/frameworks/mpx');
  });

  it('without a version in the query, puts v4 pages before v3 and v2 last, where pages of a version stood', () => {
    const results = [
      record('/docs/api-v2/interfaces/UserDefinedOptions', '接口: UserDefinedOptions', 8, {section: 'API 参考（v2）'}),
      record('/docs/quick-start/frameworks/mpx', 'Mpx 注册插件', 7, {section: '指南 · Tailwind CSS v3'}),
      record('/docs/community/templates', '模板', 6.5, {section: '生态'}),
      record('/docs/quick-start/v4/mpx', 'Mpx 接入 Tailwind CSS v4', 6, {section: '指南 · Tailwind CSS v4'}),
    ];
    expect(rankRecords(results, queryIntent('mpx')).map((r) => recordVersion(r) ?? 'none')).toEqual(['4', '3', 'none', '2']);
  });

  it('keeps a far better v3 match before a weak v4 one', () => {
    const results = [record('/docs/quick-start/frameworks/rax', 'Rax', 30, {section: '指南 · Tailwind CSS v3'}), record('/docs/quick-start/v4/mpx', 'Mpx', 2, {section: '指南 · Tailwind CSS v4'})];
    expect(rankRecords(results, queryIntent('rax'))[0].url).toBe('/docs/quick-start/frameworks/rax');
  });

  it('reads a pasted message\'s tool versions as no release and no version', () => {
    expect(queryIntent('./app.wxss(172:19): error at token `>`(env: macOS,mp,1.06.2409140; lib: 3.7.8)')).toMatchObject({version: undefined, namesRelease: false});
  });

  it('prefers docs to a blog post for a reference term, unless the query names a release', () => {
    const results = [record('/blog/2025/9/v4.3-release', 'weapp-tailwindcss 4.3 发布：新增 logLevel', 10, {kind: 'blog', section: '博客'}), record('/docs/api/interfaces/UserDefinedOptions#loglevel', '接口: UserDefinedOptions', 5)];
    expect(rankRecords(results, queryIntent('logLevel'))[0].kind).toBe('docs');
    expect(rankRecords(results, queryIntent('4.3 发布 logLevel'))[0].kind).toBe('blog');
  });

  it('ranks a page whose title holds every term first', () => {
    const results = [record('/docs/uni-app-x', 'uni-app x 专题', 10), record('/docs/uni-app-x/install', 'uni-app x 快速集成', 4)];
    expect(rankRecords(results, queryIntent('uni-app x 快速集成'))[0].url).toBe('/docs/uni-app-x/install');
  });

  it('keeps a page’s sections together, at most three of them, before the next page', () => {
    const results = [
      ...[9, 8, 7, 6, 5].map((score, i) => record(`/blog/post#s${i}`, '长文', score)),
      record('/docs/options#a', '配置项概览', 4),
    ];
    const urls = rankRecords(results, queryIntent('配置')).map((r) => r.url);
    expect(urls).toEqual(['/blog/post#s0', '/blog/post#s1', '/blog/post#s2', '/docs/options#a']);
  });
});
