// `npm run bench:search`: size of the embedded search download, time to build it and to index it,
// query latency and relevance (hit@1, hit@5) over tests/fixtures/search-queries.json. It runs the
// same tokenizer, index and query code the browser runs, on the index of the last `npm run build`.
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {loadSearchIndex, runQuery, type QueryContext} from '../src/plugins/search/client/searchEngine';
import {pageRecords} from '../src/plugins/search/node/records';
import {serializeSearchDocuments} from '../src/plugins/search/shared/documents';
import {markdownFiles} from './lib/markdown-files.mjs';

// What the site's global data gives the browser: one locale, the docs plugin `default` at version `current`.
const queryContext: QueryContext = {origin: 'http://localhost', locale: 'zh-cn', docsTag: 'docs-default-current'};

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
  const latencies: number[] = [];
  let hitAt1 = 0;
  let hitAt5 = 0;
  const misses: string[] = [];
  for (const {query, expect} of queries) {
    for (let round = 0; round < 20; round++) latencies.push(time(() => runQuery(index, {query, hitsPerPage: 20}, queryContext)));
    const pages = [...new Set(runQuery(index, {query, hitsPerPage: 50}, queryContext).hits.map((hit) => new URL(hit.url).pathname))];
    if (expect.includes(pages[0])) hitAt1 += 1;
    if (pages.slice(0, 5).some((page) => expect.includes(page))) hitAt5 += 1;
    else misses.push(`${query} → ${pages.slice(0, 5).join(', ')}`);
  }

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
  };

  const check = (ok: boolean) => (ok ? '✔' : '✘');
  console.log(`| 指标 | 结果 | 目标 |
| --- | --- | --- |
| 索引文件 | ${result.indexFile}（${result.records} 条记录） | |
| 大小（原始 / gzip） | ${(result.rawBytes / 1024).toFixed(1)} KB / ${(result.gzipBytes / 1024).toFixed(1)} KB | gzip < 200 KB ${check(result.gzipBytes < 200 * 1024)} |
| 构建时生成索引 | ${result.buildIndexMs} ms | |
| 浏览器端建立索引（首次搜索时一次） | ${result.loadIndexMs} ms | |
| 查询延迟 中位数 / p95 | ${result.medianQueryMs} ms / ${result.p95QueryMs} ms | p95 < 10 ms ${check(result.p95QueryMs < 10)} |
| hit@1 / hit@5（${result.queries} 条查询） | ${(result.hitAt1 * 100).toFixed(1)} % / ${(result.hitAt5 * 100).toFixed(1)} % | hit@5 ≥ 95 % ${check(result.hitAt5 >= 0.95)} |`);
  if (misses.length) console.log(`\n未进入前 5 的查询：\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
  mkdirSync('bench-results', {recursive: true});
  writeFileSync('bench-results/search.json', `${JSON.stringify(result, null, 2)}\n`);
}

void report();
