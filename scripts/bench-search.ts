// `npm run bench:search`: size of the embedded search download (each part of the index, and what a
// reader of each docs version downloads), time to build it and to load it, query
// latency, relevance (hit@1, hit@5) over the queries ranking is tuned on (tests/fixtures/search-queries.json),
// over a held-out set it is not tuned on (search-queries-heldout.json) and over pasted error messages
// (search-error-messages.json, hit@3), each query asked as the modal asks it from a page of the docs
// version it names (`from`, the current docs by default), the first query on a fresh page in
// Chromium, and the /search page opened from a link (time to its first result, layout shift).
// It runs the same tokenizer, index and query code the browser runs, on the index of the last
// `npm run build`.
//
// `npm run bench:search -- --baseline <git ref>` measures that commit too, in the same run and on the
// same fixtures: its source is unpacked into .bench/search-baseline/<commit>/ and built once there,
// and its own search engine answers the queries on its own index. In the browser measures the two
// builds take turns run by run. The held-out set's misses are printed only with `--show-held-out`,
// for whoever judges a ranking change, not for whoever tunes it. `--relevance-only` skips the browser
// and index-generation measures: the loop of someone tuning ranking, in seconds.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {type QueryContext, type ResultOrder} from '../src/plugins/search/client/searchEngine';
import * as currentEngine from '../src/plugins/search/client/searchEngine';
import {pageRecords} from '../src/plugins/search/node/records';
import {serializeSearchIndex} from '../src/plugins/search/shared/documents';
import {chromium} from '@playwright/test';
import {FAST_4G, firstSearchTime} from './bench/first-search.mjs';
import {searchPageRun} from './bench/search-page.mjs';
import {serveBuild} from './bench/server.mjs';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';
import {documentedMajorOf, markdownFiles} from './lib/markdown-files.mjs';
import {shownPages} from './lib/search-results';

type FirstSearchRun = Awaited<ReturnType<typeof firstSearchTime>>;
type SearchPageRun = Awaited<ReturnType<typeof searchPageRun>>;

// The budget of each file of the download: the records and the index built from them (shared/documents.ts),
// about twice the records alone, which is what lets the browser answer without indexing.
const GZIP_BUDGET = 450 * 1024;

// Where the queries run: one locale; the docs versions are for a baseline engine that tags docs records by their URL.
const queryContext: QueryContext & {docsVersions: readonly {tag: string; path: string; label: string}[]} = {
  origin: 'http://localhost',
  locale: 'zh-cn',
  docsVersions: [{tag: 'docs-default-4.x', path: '/docs/4.x', label: '4.x'}, {tag: 'docs-default-current', path: '/docs', label: '5.x'}],
};

/** The facet filters of the modal's contextual search on a page of the docs version `version`. */
const contextualFilters = (version: string) => [['language:zh-cn'], ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]];

const FIXTURES = {
  tuned: 'tests/fixtures/search-queries.json',
  heldOut: 'tests/fixtures/search-queries-heldout.json',
  errors: 'tests/fixtures/search-error-messages.json',
} as const;

/**
 * What the benchmark calls in a site's search engine; a baseline commit's engine must offer the same.
 * An engine of one index file (format 3) loads it from its text, one of parts (format 4) from theirs.
 */
interface SearchEngine {
  loadSearchIndex(files: string | readonly string[]): unknown;
  runQuery(
    index: never,
    params: {query: string; hitsPerPage: number; facetFilters: string[][]},
    context: typeof queryContext,
    order?: ResultOrder,
  ): {hits: {url: string; hierarchy: Record<string, string | null>}[]};
}

/** One file of a build's index: its part's tag (`all` for a build of one file), its records and pages. */
interface IndexFile {
  readonly name: string;
  readonly json: string;
  readonly tag: string;
  readonly format: number;
  readonly records: number;
  readonly pages: readonly string[];
}

/** The index files of a build. */
function indexFiles(buildDir: string): IndexFile[] {
  const names = readdirSync(buildDir).filter((name) => /^search-index\..+\.json$/.test(name)).sort();
  if (!names.length) throw new Error(`${buildDir}/search-index.*.json not found: run \`npm run build\` first.`);
  return names.map((name) => {
    const json = readFileSync(path.join(buildDir, name), 'utf8');
    const file = JSON.parse(json) as {version: number; tag?: string; rows: unknown[]; pages: [string][]};
    return {name, json, tag: file.tag ?? 'all', format: file.version, records: file.rows.length, pages: file.pages.map(([url]) => url)};
  });
}

/**
 * What a reader of each docs version downloads before the first answer: the unversioned part and the
 * version's (format 4), or the one file.
 */
function readerDownloads(files: readonly IndexFile[]): {label: string; files: IndexFile[]}[] {
  if (files.length === 1) return [{label: '全部', files: [...files]}];
  const shared = files.filter((file) => file.tag === 'default');
  return queryContext.docsVersions
    .map(({tag, label}) => ({label, files: [...shared, ...files.filter((file) => file.tag === tag)]}))
    .reverse();
}

interface QueryCase {
  readonly query: string;
  readonly expect: readonly string[];
  /** The docs version of the page the query is asked from (`4.x`); the current docs when absent. */
  readonly from?: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const time = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};
const readFixture = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as QueryCase[];

/**
 * The current side is measured on ./build, which this command does not build: refuse one older than a tracked file
 * it is built from (a build left from before a merge would be measured as the current code).
 */
function assertCurrentBuild(): void {
  const built = statSync(path.join('build', 'index.html'), {throwIfNoEntry: false})?.mtimeMs;
  if (built === undefined) throw new Error('build/index.html not found: run `npm run build` first.');
  const sources = execFileSync('git', ['ls-files', '-z', '--', 'src', 'docs', 'versioned_docs', 'blog', 'config', 'static', 'typedoc', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'], {encoding: 'utf8'});
  const newer = sources.split('\0').find((file) => file && (statSync(file, {throwIfNoEntry: false})?.mtimeMs ?? 0) > built);
  if (newer) throw new Error(`build/ is older than ${newer}: run \`npm run build\` first, so that the current side is measured on the current code.`);
}

/** The source of `ref` unpacked and built in .bench/search-baseline/<commit>/ (kept for the next run). */
function baselineSite(ref: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short=10', ref], {encoding: 'utf8'}).trim();
  const dir = path.resolve('.bench/search-baseline', commit);
  if (existsSync(path.join(dir, 'build'))) return dir;
  console.error(`Building ${ref} (${commit}) in ${dir} …`);
  mkdirSync(dir, {recursive: true});
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], {stdio: 'inherit'});
  // Hard links: the same installed packages, at a path of the baseline's own (the build resolves
  // some files against the site's folder).
  if (!existsSync(path.join(dir, 'node_modules'))) execFileSync('cp', ['-al', path.resolve('node_modules'), path.join(dir, 'node_modules')]);
  // As `npm run build` does: no update notice in the bench's output.
  execFileSync(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], {cwd: dir, stdio: 'inherit', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  return dir;
}

/** Everything measured on one site: its build folder and the search engine that answers on it. */
async function measureSite(siteDir: string, engine: SearchEngine, {withUnranked = false} = {}) {
  const buildDir = path.join(siteDir, 'build');
  const files = indexFiles(buildDir);
  const load = (some: readonly IndexFile[]) => engine.loadSearchIndex(some[0].format >= 4 ? some.map((file) => file.json) : some[0].json);
  // What a reader waits for between the download and the first answer, for each docs version's download.
  const downloads = readerDownloads(files).map(({label, files: downloaded}) => {
    const loadTimes: number[] = [];
    for (let round = 0; round < 5; round++) loadTimes.push(time(() => load(downloaded)));
    return {label, gzipBytes: downloaded.reduce((sum, file) => sum + gzipSync(file.json, {level: 9}).length, 0), loadIndexMs: Math.round(percentile(loadTimes, 50))};
  });
  const index = load(files) as never;

  const pagesFor = ({query, from = 'current'}: QueryCase, order?: ResultOrder) =>
    shownPages(engine.runQuery(index, {query, hitsPerPage: 20, facetFilters: contextualFilters(from)}, queryContext, order).hits);
  const relevance = (queries: readonly QueryCase[], order?: ResultOrder) => {
    const latencies: number[] = [];
    const ranks = queries.map((queryCase) => {
      for (let round = 0; round < 20; round++) latencies.push(time(() => pagesFor(queryCase, order)));
      const pages = pagesFor(queryCase, order);
      return {queryCase, pages, rank: pages.findIndex((page) => queryCase.expect.includes(page))};
    });
    const share = (k: number) => ranks.filter(({rank}) => rank >= 0 && rank < k).length / queries.length;
    const missesAt = (k: number) =>
      ranks
        .filter(({rank}) => rank < 0 || rank >= k)
        .map(({queryCase: {query, from}, pages}) => `${query.replace(/\s+/g, ' ')}${from ? `（从 ${from} 页面）` : ''} → ${pages.slice(0, k).join(', ')}`);
    return {count: queries.length, latencies, share, missesAt};
  };
  const tuned = relevance(readFixture(FIXTURES.tuned));
  const heldOut = relevance(readFixture(FIXTURES.heldOut));
  const errors = relevance(readFixture(FIXTURES.errors));
  const unranked = withUnranked ? relevance(readFixture(FIXTURES.tuned), (matched) => matched) : undefined;
  // Expected pages the build does not have: the fixture fell behind a rewrite of the docs.
  const builtPages = new Set(files.flatMap((file) => file.pages));
  const staleIn = (file: string) =>
    readFixture(file).flatMap(({query, expect}) => expect.filter((page) => !builtPages.has(page)).map((page) => `${path.basename(file)}：${query.replace(/\s+/g, ' ')} → ${page}`));
  const stalePages = [...staleIn(FIXTURES.tuned), ...staleIn(FIXTURES.errors)];
  // Listed, like its misses, only for whoever asks for the held-out set (--show-held-out).
  const staleHeldOut = staleIn(FIXTURES.heldOut);
  const latencies = [...tuned.latencies, ...heldOut.latencies];

  return {
    indexFiles: files.map(({name, json, records}) => ({name, records, rawBytes: Buffer.byteLength(json), gzipBytes: gzipSync(json, {level: 9}).length})),
    downloads,
    medianQueryMs: Number(percentile(latencies, 50).toFixed(3)),
    p95QueryMs: Number(percentile(latencies, 95).toFixed(3)),
    tuned: {count: tuned.count, hitAt1: tuned.share(1), hitAt5: tuned.share(5), missesAt5: tuned.missesAt(5), missesAt1: tuned.missesAt(1)},
    heldOut: {count: heldOut.count, hitAt1: heldOut.share(1), hitAt5: heldOut.share(5), missesAt5: heldOut.missesAt(5), missesAt1: heldOut.missesAt(1)},
    errorMessages: {count: errors.count, hitAt1: errors.share(1), hitAt3: errors.share(3), missesAt3: errors.missesAt(3)},
    stalePages,
    staleHeldOut,
    unranked: unranked && {hitAt1: unranked.share(1), hitAt5: unranked.share(5)},
  };
}

const BROWSER_RUNS = 5;

/**
 * Fresh pages of each build in Chromium, medians of 5: Ctrl+K and then `rpx` typed in the modal, to the
 * first hit shown; and /search?q=安装 opened from a link. Run by run, the builds take turns, so that the
 * machine's noise falls on all of them alike.
 */
async function measureInBrowser(buildDirs: readonly string[]) {
  const runs = buildDirs.map(() => ({loopback: [] as FirstSearchRun[], fast4g: [] as FirstSearchRun[], desktop: [] as SearchPageRun[], phone: [] as SearchPageRun[]}));
  const servers = await Promise.all(buildDirs.map((root) => serveBuild(root)));
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    for (let run = 0; run < BROWSER_RUNS; run++) {
      for (const [site, {url: siteUrl}] of servers.entries()) {
        runs[site].loopback.push(await firstSearchTime(browser, {siteUrl}));
        runs[site].fast4g.push(await firstSearchTime(browser, {siteUrl, network: FAST_4G}));
        runs[site].desktop.push(await searchPageRun(browser, {siteUrl, viewport: 'desktop'}));
        runs[site].phone.push(await searchPageRun(browser, {siteUrl, viewport: 'phone'}));
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  const firstSearch = (times: FirstSearchRun[]) => ({
    fromQueryKey: percentile(times.map((time) => time.fromQueryKey), 50),
    fromShortcut: percentile(times.map((time) => time.fromShortcut), 50),
  });
  const searchPage = (pageRuns: SearchPageRun[]) => ({
    firstResultMs: percentile(pageRuns.map((pageRun) => pageRun.firstResultMs), 50),
    cls: Math.max(...pageRuns.map((pageRun) => pageRun.cls)),
    shifted: [...new Set(pageRuns.flatMap((pageRun) => pageRun.shifted))],
    // How each run's window was readied (quiet-window.mjs), so that results taken before that measure are told apart.
    windowSettledMs: percentile(pageRuns.map((pageRun) => pageRun.settledMs ?? Infinity), 50),
    windowUnsettled: pageRuns.filter((pageRun) => pageRun.settledMs === null).length,
  });
  return runs.map((site) => ({
    firstSearchMs: {loopback: firstSearch(site.loopback), fast4g: firstSearch(site.fast4g)},
    searchPage: {desktop: searchPage(site.desktop), phone: searchPage(site.phone)},
  }));
}

type BrowserResult = Awaited<ReturnType<typeof measureInBrowser>>[number];
type SiteResult = Awaited<ReturnType<typeof measureSite>> & Partial<BrowserResult>;

function report(after: SiteResult, before: (SiteResult & {ref: string}) | undefined, meta: {generationMs?: number; loadBefore: number[]; loadAfter: number[]}, showHeldOut: boolean) {
  const check = (ok: boolean) => (ok ? '✔' : '✘');
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const row = (label: string, value: (site: SiteResult) => string, target = '') =>
    `| ${label} | ${before ? `${value(before)} | ` : ''}${value(after)} | ${target} |`;
  const loads = (load: number[]) => load.map((value) => value.toFixed(2)).join(' / ');
  const lines = [
    `负载平均值（1 / 5 / 15 分钟，${os.cpus().length} 核）：开始测量前 ${loads(meta.loadBefore)}，结束时 ${loads(meta.loadAfter)}。`,
    '',
    `| 指标 | ${before ? `之前（${before.ref}） | ` : ''}当前 | 目标 |`,
    `| --- | ${before ? '--- | ' : ''}--- | --- |`,
    row('索引文件（记录数）', (site) => site.indexFiles.map((file) => `${file.name}（${file.records}）`).join('<br>')),
    row(
      '每个文件的大小（原始 / gzip）',
      (site) => site.indexFiles.map((file) => `${kb(file.rawBytes)} / ${kb(file.gzipBytes)}`).join('<br>'),
      `每个 gzip < ${GZIP_BUDGET / 1024} KB ${check(after.indexFiles.every((file) => file.gzipBytes < GZIP_BUDGET))}`,
    ),
    row('读者第一次搜索下载的（gzip，按所读的文档版本）', (site) => site.downloads.map((download) => `${download.label} ${kb(download.gzipBytes)}`).join(' / ')),
    row('下载后到能回答查询（载入索引，5 次中位数，按所读的文档版本）', (site) => site.downloads.map((download) => `${download.label} ${download.loadIndexMs} ms`).join(' / ')),
    row('查询延迟 中位数 / p95', (site) => `${site.medianQueryMs} ms / ${site.p95QueryMs} ms`, `p95 < 10 ms ${check(after.p95QueryMs < 10)}`),
    row(
      `调优集 hit@1 / hit@5（${after.tuned.count} 条查询，按弹窗中的显示顺序）`,
      (site) => `${percent(site.tuned.hitAt1)} / ${percent(site.tuned.hitAt5)}`,
      `hit@1 ≥ 95 % ${check(after.tuned.hitAt1 >= 0.95)}，hit@5 ≥ 99 % ${check(after.tuned.hitAt5 >= 0.99)}`,
    ),
    row(
      `留出集 hit@1 / hit@5（${after.heldOut.count} 条，排序不按它调整）`,
      (site) => `${percent(site.heldOut.hitAt1)} / ${percent(site.heldOut.hitAt5)}`,
      `hit@1 ≥ 90 % ${check(after.heldOut.hitAt1 >= 0.9)}，hit@5 ≥ 97 % ${check(after.heldOut.hitAt5 >= 0.97)}`,
    ),
    row(
      `粘贴的报错信息 hit@1 / hit@3（${after.errorMessages.count} 条）`,
      (site) => `${percent(site.errorMessages.hitAt1)} / ${percent(site.errorMessages.hitAt3)}`,
      `hit@3 = 100 % ${check(after.errorMessages.hitAt3 === 1)}`,
    ),
  ];
  if (after.firstSearchMs) {
    // Measured in the browser (not `--relevance-only`): both sites are, or neither.
    const browserRow = (label: string, value: (site: SiteResult & BrowserResult) => string, target = '') => row(label, (site) => value(site as SiteResult & BrowserResult), target);
    const measured = after as SiteResult & BrowserResult;
    lines.push(
      browserRow(
        '弹窗：新页面上输入 rpx 的第一个键到第一条结果（5 次中位数）',
        (site) => `本机回环 ${site.firstSearchMs.loopback.fromQueryKey} ms / Fast 4G ${site.firstSearchMs.fast4g.fromQueryKey} ms`,
        `≤ 250 ms ${check(measured.firstSearchMs.loopback.fromQueryKey <= 250)}`,
      ),
      browserRow(
        '弹窗：同上，从按下 Ctrl+K（打开弹窗、开始下载索引）算起',
        (site) => `本机回环 ${site.firstSearchMs.loopback.fromShortcut} ms / Fast 4G ${site.firstSearchMs.fast4g.fromShortcut} ms`,
      ),
      browserRow(
        '/search?q=安装：导航开始到第一条结果（桌面 / 手机，5 次中位数，在已经打开的窗口里）',
        (site) => `${site.searchPage.desktop.firstResultMs} ms / ${site.searchPage.phone.firstResultMs} ms`,
        `≤ 1000 ms ${check(Math.max(measured.searchPage.desktop.firstResultMs, measured.searchPage.phone.firstResultMs) <= 1000)}`,
      ),
      browserRow(
        '/search?q=安装：打开页面前等新窗口自己的启动结束（桌面 / 手机，中位数；10 s 后仍忙的次数）',
        (site) =>
          `${site.searchPage.desktop.windowSettledMs} ms / ${site.searchPage.phone.windowSettledMs} ms；${site.searchPage.desktop.windowUnsettled + site.searchPage.phone.windowUnsettled} 次`,
      ),
      browserRow(
        '/search?q=安装：累积布局偏移 CLS（桌面 / 手机，5 次中最大）',
        (site) => `${site.searchPage.desktop.cls} / ${site.searchPage.phone.cls}`,
        `0 ${check(measured.searchPage.desktop.cls === 0 && measured.searchPage.phone.cls === 0)}`,
      ),
    );
  }
  if (meta.generationMs !== undefined) lines.push(`| 构建时生成索引（当前代码） | ${before ? '— | ' : ''}${meta.generationMs} ms | |`);
  if (after.unranked) {
    lines.push(`| 对照：MiniSearch 原始顺序（不重排）的 hit@1 / hit@5 | ${before ? '— | ' : ''}${percent(after.unranked.hitAt1)} / ${percent(after.unranked.hitAt5)} | |`);
  }
  console.log(lines.join('\n'));
  // The held-out set judges ranking changes that were not tuned on it: its queries and misses are
  // printed only when asked for (`--show-held-out`), never in a tuning loop's output.
  const misses = (title: string, list: string[]) => list.length && console.log(`\n${title}：\n${list.map((miss) => `- ${miss}`).join('\n')}`);
  misses('夹具中构建里没有的预期页面（先让夹具跟上文档）', after.stalePages);
  if (showHeldOut) misses('留出集中构建里没有的预期页面', after.staleHeldOut);
  else if (after.staleHeldOut.length) console.log(`\n留出集中有 ${after.staleHeldOut.length} 个预期页面构建里没有（加 --show-held-out 列出）。`);
  misses('调优集：未进入前 5 的查询', after.tuned.missesAt5);
  misses('调优集：第一条不是预期页面的查询', after.tuned.missesAt1);
  if (showHeldOut) {
    misses('留出集：未进入前 5 的查询', after.heldOut.missesAt5);
    misses('留出集：第一条不是预期页面的查询', after.heldOut.missesAt1);
  }
  misses('未进入前 3 的报错信息', after.errorMessages.missesAt3);
  const shifted = after.searchPage ? [...after.searchPage.desktop.shifted, ...after.searchPage.phone.shifted] : [];
  misses('/search 上移动过的元素', [...new Set(shifted)]);
}

async function main() {
  const baselineIndex = process.argv.indexOf('--baseline');
  const baselineRef = baselineIndex >= 0 ? process.argv[baselineIndex + 1] : undefined;
  if (baselineIndex >= 0 && !baselineRef) throw new Error('--baseline needs a git ref, for example --baseline main');
  assertCurrentBuild();
  const baselineDir = baselineRef ? baselineSite(baselineRef) : undefined;
  const relevanceOnly = process.argv.includes('--relevance-only');

  const loadBefore = os.loadavg();
  // Partials (`_name.mdx`) are not pages of their own. Each page goes into the part of its docs version, as in the build.
  const sources = [...markdownFiles('docs'), ...markdownFiles('versioned_docs'), ...markdownFiles('blog')].filter((file) => !path.basename(file).startsWith('_'));
  const versionTags: Record<string, string> = {'4': 'docs-default-4.x', '5': 'docs-default-current'};
  const tagOf = (file: string) => versionTags[documentedMajorOf(file) ?? ''] ?? 'default';
  const generationMs = relevanceOnly ? undefined : Math.round(
    percentile(
      [0, 1, 2].map(() =>
        time(() => {
          const inlined = new Set<string>();
          const records = sources.flatMap((file) =>
            pageRecords({url: `/${file}`, title: file, section: '', kind: 'docs', tag: tagOf(file), markdown: readFileSync(file, 'utf8'), file}, inlined),
          );
          serializeSearchIndex(records, [...queryContext.docsVersions].reverse()).map((part) => JSON.stringify(part));
        }),
      ),
      50,
    ),
  );
  const currentSite = await measureSite('.', currentEngine as unknown as SearchEngine, {withUnranked: true});
  const baseline = baselineDir && baselineRef
    ? await measureSite(baselineDir, (await import(path.join(baselineDir, 'src/plugins/search/client/searchEngine.ts'))) as SearchEngine)
    : undefined;
  const [currentBrowser, baselineBrowser] = relevanceOnly ? [] : await measureInBrowser(baselineDir ? ['build', path.join(baselineDir, 'build')] : ['build']);
  const after: SiteResult = {...currentSite, ...currentBrowser};
  const before = baseline && baselineRef ? {...baseline, ...baselineBrowser, ref: baselineRef} : undefined;
  const meta = {generationMs, loadBefore, loadAfter: os.loadavg()};
  const showHeldOut = process.argv.includes('--show-held-out');
  report(after, before, meta, showHeldOut);
  // The file keeps the held-out set's rates; its misses and stale pages (as a count) only when they were asked for.
  const withoutHeldOutMisses = <T extends SiteResult>(site: T) =>
    showHeldOut ? site : {...site, heldOut: {...site.heldOut, missesAt5: [], missesAt1: []}, staleHeldOut: site.staleHeldOut.length};
  mkdirSync('bench-results', {recursive: true});
  const mode = relevanceOnly ? 'relevance-only' : 'full';
  writeFileSync('bench-results/search.json', `${JSON.stringify({mode, ...meta, after: withoutHeldOutMisses(after), before: before && withoutHeldOutMisses(before)}, null, 2)}\n`);
}

void main();
