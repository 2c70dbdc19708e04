import {describe, expect, it} from 'vitest';
import {createAlgoliaThemeConfig, missingResultsUrl, searchBackend} from '../../config/search';
import {escapeHtml, highlight, snippet} from '../../src/plugins/search/client/highlight';
import {queryIntent, rankRecords, recordVersion, type RankedRecord} from '../../src/plugins/search/client/ranking';
import {buildHeadingIndex, loadSearchIndex, runQuery, type QueryContext} from '../../src/plugins/search/client/searchEngine';
import {cleanMarkdown, pageRecords} from '../../src/plugins/search/node/records';
import {deserializeSearchDocuments, maxSectionLength, serializeSearchDocuments} from '../../src/plugins/search/shared/documents';
import {tokenize} from '../../src/plugins/search/shared/tokenize';

const context: QueryContext = {origin: 'http://localhost', locale: 'zh-cn', docsTag: 'docs-default-current'};

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

  it('cuts a snippet around the first match', () => {
    const text = `${'前'.repeat(100)}rem2rpx${'后'.repeat(100)}`;
    const result = snippet(text, ['rem2rpx'], tags, 40);
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value).toContain('<mark>rem2rpx</mark>');
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

  it('round-trips through the compact download format', () => {
    expect(deserializeSearchDocuments(serializeSearchDocuments(records))).toEqual(records);
  });

  it('answers from the headings index before the full one is built: headings match, section text does not', () => {
    const headings = buildHeadingIndex(records);
    expect(runQuery(headings, {query: 'rem2rpx'}, context).hits.map((hit) => new URL(hit.url).hash)).toContain('#enable');
    expect(runQuery(headings, {query: 'rootValue'}, context).nbHits).toBe(0);
  });

  it('ships a long section cut, with an ellipsis that its snippets then show', () => {
    const long = {...records[0], content: '长'.repeat(maxSectionLength + 100)};
    const [shipped] = deserializeSearchDocuments(serializeSearchDocuments([long]));
    expect(shipped.content).toBe(`${'长'.repeat(maxSectionLength)}…`);
    expect(snippet(shipped.content, ['长'], {pre: '<mark>', post: '</mark>'}, 1000).value.endsWith('…')).toBe(true);
  });

  it('answers Algolia-shaped queries with absolute URLs, hierarchy and filters', async () => {
    const index = await loadSearchIndex(JSON.stringify(serializeSearchDocuments(records)));
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

  it('builds a large index in chunks, so other tasks (a keystroke) run before it is ready', async () => {
    const manyRecords = Array.from({length: 200}, (_, n) => ({...records[0], id: `/docs/p${n}`, url: `/docs/p${n}`, content: `第 ${n} 节 rootValue`}));
    const events: string[] = [];
    setTimeout(() => events.push('other task'), 0);
    const index = await loadSearchIndex(JSON.stringify(serializeSearchDocuments(manyRecords)));
    events.push('index ready');
    expect(events).toEqual(['other task', 'index ready']);
    expect(runQuery(index, {query: 'rootValue', hitsPerPage: 500}, context).nbHits).toBe(200);
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
  });

  it('puts the named version first and the other versions after', () => {
    const results = [record('/docs/quick-start/frameworks/mpx', 'Mpx 注册插件', 10, {section: '指南 · Tailwind CSS v3'}), record('/docs/quick-start/v4/mpx', 'Mpx 接入 Tailwind CSS v4', 6)];
    expect(rankRecords(results, queryIntent('mpx v4')).map((r) => r.url)[0]).toBe('/docs/quick-start/v4/mpx');
    expect(rankRecords(results, queryIntent('mpx')).map((r) => r.url)[0]).toBe('/docs/quick-start/frameworks/mpx');
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
