// `npm run bench:search`: size of the embedded search download, time to build it and to index it,
// query latency, relevance (hit@1, hit@5) over tests/fixtures/search-queries.json, and the first query
// on a fresh page of the build in Chromium. It runs the same tokenizer, index and query code the
// browser runs, on the index of the last `npm run build`.
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {loadSearchIndex, rankedOrder, runQuery, type QueryContext, type ResultOrder} from '../src/plugins/search/client/searchEngine';
import {pageRecords} from '../src/plugins/search/node/records';
import {serializeSearchDocuments} from '../src/plugins/search/shared/documents';
import {FAST_4G, firstSearchTimes} from './bench/first-search.mjs';
import {markdownFiles} from './lib/markdown-files.mjs';

// What the site's global data gives the browser: one locale, the docs plugin `default` at version `current`.
const queryContext: QueryContext = {origin: 'http://localhost', locale: 'zh-cn', docsTag: 'docs-default-current'};

/**
 * The pages of the hits in the order the search modal shows them: DocSearch groups hits under their
 * section (hierarchy.lvl0), sections in the order their first hit came.
 */
function shownPages(hits: readonly {url: string; hierarchy: Record<string, string | null>}[]): string[] {
  const sections = new Map<string, string[]>();
  for (const hit of hits) {
    const section = hit.hierarchy.lvl0 ?? '';
    sections.set(section, [...(sections.get(section) ?? []), new URL(hit.url).pathname]);
  }
  return [...new Set([...sections.values()].flat())];
}

interface QueryCase {
  readonly query: string;
  readonly expect: readonly string[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const time = (run: () => void) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};
const timeAsync = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

const indexFile = readdirSync('build').find((name) => /^search-index\..+\.json$/.test(name));
if (!indexFile) {
  console.error('build/search-index.*.json not found: run `npm run build` first.');
  process.exit(1);
}
const json = readFileSync(path.join('build', indexFile), 'utf8');

// Partials (`_name.mdx`) are not pages of their own.
const sources = [...markdownFiles('docs'), ...markdownFiles('blog')].filter((file) => !path.basename(file).startsWith('_'));
const generationMs = percentile(
  [0, 1, 2].map(() =>
    time(() => {
      const inlined = new Set<string>();
      const records = sources.flatMap((file) =>
        pageRecords({url: `/${file}`, title: file, section: '', kind: 'docs', markdown: readFileSync(file, 'utf8'), file}, inlined),
      );
      JSON.stringify(serializeSearchDocuments(records));
    }),
  ),
  50,
);

async function report() {
  const index = await loadSearchIndex(json);
  // What a reader waits for on the first query: the chunked build, pauses between chunks included.
  const indexTimes: number[] = [];
  for (let round = 0; round < 5; round++) indexTimes.push(await timeAsync(() => loadSearchIndex(json)));
  const indexingMs = percentile(indexTimes, 50);

  const queries = JSON.parse(readFileSync('tests/fixtures/search-queries.json', 'utf8')) as QueryCase[];
  // The same queries in MiniSearch's own order (the ranking before this site re-ranked results) and in the site's.
  const measure = (order: ResultOrder) => {
    const latencies: number[] = [];
    let hitAt1 = 0;
    let hitAt5 = 0;
    const misses: string[] = [];
    for (const {query, expect} of queries) {
      for (let round = 0; round < 20; round++) latencies.push(time(() => runQuery(index, {query, hitsPerPage: 20}, queryContext, order)));
      const pages = shownPages(runQuery(index, {query, hitsPerPage: 20}, queryContext, order).hits);
      if (expect.includes(pages[0])) hitAt1 += 1;
      if (pages.slice(0, 5).some((page) => expect.includes(page))) hitAt5 += 1;
      else misses.push(`${query} → ${pages.slice(0, 5).join(', ')}`);
    }
    return {latencies, hitAt1, hitAt5, misses};
  };
  const unranked = measure((matched) => matched);
  const {latencies, hitAt1, hitAt5, misses} = measure(rankedOrder);
  // Fresh pages of the build in Chromium: first keystroke of `rpx` to the first hit shown, median of 5.
  const firstSearchLoopback = percentile(await firstSearchTimes({root: 'build'}), 50);
  const firstSearchFast4g = percentile(await firstSearchTimes({root: 'build', network: FAST_4G}), 50);

  const result = {
    indexFile,
    rawBytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json, {level: 9}).length,
    records: (JSON.parse(json) as {rows: unknown[]}).rows.length,
    buildIndexMs: Math.round(generationMs),
    loadIndexMs: Math.round(indexingMs),
    queries: queries.length,
    medianQueryMs: Number(percentile(latencies, 50).toFixed(3)),
    p95QueryMs: Number(percentile(latencies, 95).toFixed(3)),
    hitAt1: Number((hitAt1 / queries.length).toFixed(3)),
    hitAt5: Number((hitAt5 / queries.length).toFixed(3)),
    firstSearchMs: {loopback: firstSearchLoopback, fast4g: firstSearchFast4g},
    unranked: {
      medianQueryMs: Number(percentile(unranked.latencies, 50).toFixed(3)),
      p95QueryMs: Number(percentile(unranked.latencies, 95).toFixed(3)),
      hitAt1: Number((unranked.hitAt1 / queries.length).toFixed(3)),
      hitAt5: Number((unranked.hitAt5 / queries.length).toFixed(3)),
    },
  };

  const check = (ok: boolean) => (ok ? '✔' : '✘');
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  console.log(`| 指标 | 结果 | 目标 |
| --- | --- | --- |
| 索引文件 | ${result.indexFile}（${result.records} 条记录） | |
| 大小（原始 / gzip） | ${(result.rawBytes / 1024).toFixed(1)} KB / ${(result.gzipBytes / 1024).toFixed(1)} KB | gzip < 200 KB ${check(result.gzipBytes < 200 * 1024)} |
| 构建时生成索引 | ${result.buildIndexMs} ms | |
| 浏览器端建立完整索引（下载后一次，分批进行） | ${result.loadIndexMs} ms | |
| 新页面上首次搜索：第一次按键到第一条结果（Chromium，5 次中位数） | 本机回环 ${firstSearchLoopback} ms / 模拟 Fast 4G ${firstSearchFast4g} ms | ≤ 250 ms ${check(firstSearchLoopback <= 250)} |
| 查询延迟 中位数 / p95 | ${result.medianQueryMs} ms / ${result.p95QueryMs} ms | p95 < 10 ms ${check(result.p95QueryMs < 10)} |
| hit@1 / hit@5（${result.queries} 条查询，按弹窗中的显示顺序） | ${percent(result.hitAt1)} / ${percent(result.hitAt5)} | hit@1 ≥ 85 % ${check(result.hitAt1 >= 0.85)}，hit@5 ≥ 98 % ${check(result.hitAt5 >= 0.98)} |
| 对照：MiniSearch 原始顺序（不重排）的 hit@1 / hit@5 | ${percent(result.unranked.hitAt1)} / ${percent(result.unranked.hitAt5)} | |
| 对照：不重排时的查询延迟 中位数 / p95 | ${result.unranked.medianQueryMs} ms / ${result.unranked.p95QueryMs} ms | |`);
  if (misses.length) console.log(`\n未进入前 5 的查询：\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
  mkdirSync('bench-results', {recursive: true});
  writeFileSync('bench-results/search.json', `${JSON.stringify(result, null, 2)}\n`);
}

void report();
