#!/usr/bin/env node
// `npm run bench`: compares this site with a stock Docusaurus 3.9.2 classic site of the same size —
// cold build time and memory, initial JS/CSS of five pages (pages.mjs), and Lighthouse mobile/desktop scores — and
// prints Markdown tables (site, stock, site / stock) plus the targets. Results also go to
// bench-results/bench.json (and bench.md). Work files live in .bench/ (both folders are git-ignored).
// Never touches this repository's build/ or .docusaurus/: cold builds run in a copy under .bench/.
import {existsSync, readFileSync} from 'node:fs';
import {cp, mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {coldBuild, prepareSiteWorkDir, summarizeColdBuilds} from './build-measure.mjs';
import {CHROMIUM_PATH, ensureChineseFont} from './chromium.mjs';
import {docPathsFromSitemap} from './html.mjs';
import {runLighthouse} from './lighthouse.mjs';
import {USAGE, parseOptions} from './options.mjs';
import {SITE_DOC_PATHS, benchmarkArticle, resolvePages} from './pages.mjs';
import {FORM_FACTORS, checkTargets, renderReport} from './report.mjs';
import {serveBuild} from './server.mjs';
import {STOCK_DOC_PATH, ensureStockSite, stockBuildExists} from './stock-site.mjs';
import {measureWeights} from './weight.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const benchDir = path.join(root, '.bench');
const stockDir = path.join(benchDir, 'stock-site');
const siteWorkDir = path.join(benchDir, 'site-work');
const logDir = path.join(benchDir, 'logs');
const resultsDir = path.join(root, 'bench-results');
const siteSnapshotDir = path.join(benchDir, 'site-build-snapshot');
const siteBuildRecord = path.join(benchDir, 'site-build.json');
const stockBuildRecord = path.join(stockDir, 'bench-build.json');

const started = performance.now();
const log = (line) => console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function writeJson(file, value) {
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Copies a build folder that other people may rebuild at any time, and checks that the copy is whole.
 * @returns {Promise<string>} the copy
 */
async function snapshotBuild(buildDir, snapshotDir) {
  const required = ['index.html', '404.html', 'sitemap.xml'];
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!required.every((file) => existsSync(path.join(buildDir, file)))) throw new Error(`${buildDir} has no complete build`);
      await rm(snapshotDir, {recursive: true, force: true});
      await cp(buildDir, snapshotDir, {recursive: true});
      if (!required.every((file) => existsSync(path.join(snapshotDir, file)))) throw new Error(`${buildDir} changed while it was copied`);
      return snapshotDir;
    } catch (error) {
      if (attempt >= 6) throw new Error(`--skip-build needs a complete build/ (run npm run build first): ${error instanceof Error ? error.message : error}`);
      log(`! ${error instanceof Error ? error.message : error}; waiting 20 s for a build in progress`);
      await new Promise((resolve) => setTimeout(resolve, 20_000));
    }
  }
}

async function countDocPages(buildDir) {
  const sitemap = await readFile(path.join(buildDir, 'sitemap.xml'), 'utf8').catch(() => undefined);
  if (sitemap) {
    const paths = docPathsFromSitemap(sitemap);
    if (paths.length) return paths.length;
  }
  const entries = await readdir(path.join(buildDir, 'docs'), {recursive: true}).catch(() => []);
  return entries.filter((entry) => entry.endsWith('.html') && !entry.startsWith('tags')).length;
}

function warnIfBusy() {
  const [load1] = os.loadavg();
  if (load1 > 0.5) log(`! load average ${load1.toFixed(2)} on ${os.cpus().length} cores: other work may slow the build measurements`);
}

/**
 * One cold build of `siteDir`, logged as run `run` of `side` (its log file is named after both).
 * @param {'site' | 'stock'} side
 * @param {string} siteDir
 * @param {string} outDir
 * @param {number} run
 */
async function measuredColdBuild(side, siteDir, outDir, run) {
  warnIfBusy();
  const logFile = path.join(logDir, `${side}-build-${run}.log`);
  log(`cold build ${run} of ${side === 'site' ? 'this site' : 'the stock site'} (log: ${logFile})`);
  const measure = await coldBuild({siteDir, outDir, logFile});
  log(`${side} build ${run}: ${(measure.wallMs / 1000).toFixed(1)} s, ${measure.cpuMs === null ? '?' : (measure.cpuMs / 1000).toFixed(1)} CPU-s, peak RSS ${Math.round(measure.peakRssBytes / 2 ** 20)} MiB`);
  return measure;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH or run node scripts/ensure-chromium.mjs chromium)`);
  const chineseFont = ensureChineseFont(log);
  await mkdir(logDir, {recursive: true});
  const startedAt = new Date().toISOString();
  log(`options: ${JSON.stringify(options)}`);

  // 1. Builds.
  let siteBuildDir;
  let siteBuild = null;
  /** @type {import('./build-measure.mjs').ColdBuildMeasure[]} */
  const siteSamples = [];
  if (options.skipBuild) {
    siteBuildDir = await snapshotBuild(path.join(root, 'build'), siteSnapshotDir);
    const record = await readJson(siteBuildRecord);
    if (record) siteBuild = {...record, cached: true};
    log(`reusing build/ (copied to ${path.relative(root, siteSnapshotDir)} so that a rebuild during the run cannot change it)${record ? `; last measured cold build from ${record.measuredAt}` : ''}`);
  } else {
    log(`copying the working tree to ${siteWorkDir}`);
    const copied = await prepareSiteWorkDir({root, workDir: siteWorkDir});
    siteBuildDir = path.join(siteWorkDir, 'build');
    log(`${copied} files copied; ${options.buildRuns} cold build(s) of each site, alternating this site and stock`);
    siteSamples.push(await measuredColdBuild('site', siteWorkDir, siteBuildDir, 1));
  }
  const docPages = await countDocPages(siteBuildDir);
  if (!docPages) throw new Error(`No docs pages found in ${siteBuildDir}`);
  log(`this site has ${docPages} docs pages`);
  const article = benchmarkArticle(root);
  log(`blog page: ${article.route}, this site's longest post; the stock site measures a copy of its Markdown`);
  // The doc comparison uses the same content too: the stock site's first doc is a copy of this site's 5.x doc page.
  const benchmarkDoc = readFileSync(path.join(root, 'docs/intro.md'), 'utf8');
  log(`doc page: the stock site's ${STOCK_DOC_PATH} is a copy of docs/intro.md`);
  const stock = await ensureStockSite({stockDir, docPages, benchmarkArticle: article.markdown, benchmarkDoc, logDir, log});
  const stockBuildDir = path.join(stockDir, 'build');
  let stockBuild = null;
  if (!options.skipBuild || stock.changed || !stockBuildExists(stockDir) || !(await readJson(stockBuildRecord))) {
    // Alternating the two sites spreads the machine's slow and fast minutes over both sides.
    const stockSamples = [];
    const runs = options.skipBuild ? 1 : options.buildRuns;
    for (let run = 1; run <= runs; run += 1) {
      if (run > 1) siteSamples.push(await measuredColdBuild('site', siteWorkDir, siteBuildDir, run));
      stockSamples.push(await measuredColdBuild('stock', stockDir, stockBuildDir, run));
    }
    stockBuild = summarizeColdBuilds(stockSamples);
    await writeJson(stockBuildRecord, stockBuild);
  } else {
    const record = await readJson(stockBuildRecord);
    stockBuild = {...record, cached: true};
    log(`reusing the stock build (measured ${record.measuredAt})`);
  }
  if (siteSamples.length) {
    siteBuild = summarizeColdBuilds(siteSamples);
    await writeJson(siteBuildRecord, siteBuild);
  }
  const stockDocPages = await countDocPages(stockBuildDir);
  if (stockDocPages !== docPages) log(`! the stock build has ${stockDocPages} docs pages, this site ${docPages}`);

  // 2. Pages and servers.
  const sitePages = await resolvePages(siteBuildDir, {...SITE_DOC_PATHS, blog: article.route});
  const stockPages = await resolvePages(stockBuildDir, {doc: STOCK_DOC_PATH, doc4x: STOCK_DOC_PATH});
  const pages = options.pages
    .filter((key) => {
      if (sitePages[key]) return true;
      log(`! this site has no ${key} page; skipped`);
      return false;
    })
    .map((key) => ({key, site: sitePages[key], stock: stockPages[key]}));
  for (const page of pages) if (!page.stock) log(`stock site has no ${page.key} page: only this site is measured there`);

  const siteServer = await serveBuild(path.resolve(siteBuildDir));
  const stockServer = await serveBuild(path.resolve(stockBuildDir));
  log(`serving this site at ${siteServer.url} and the stock site at ${stockServer.url} (gzip)`);

  let weight;
  let lighthouseResults;
  const loadBeforeMeasuring = os.loadavg();
  log(`load average before measuring: ${loadBeforeMeasuring.map((load) => load.toFixed(2)).join(' / ')} (1 / 5 / 15 min, ${os.cpus().length} cores)`);
  try {
    // 3. Initial JS and CSS.
    log('measuring initial JS and CSS in Chromium');
    weight = await measureWeights({pages, siteUrl: siteServer.url, stockUrl: stockServer.url, log});
    // 4. Lighthouse.
    log(`Lighthouse: ${options.runs} run(s) per page, form factor and site`);
    lighthouseResults = await runLighthouse({pages, siteUrl: siteServer.url, stockUrl: stockServer.url, runs: options.runs, formFactors: FORM_FACTORS, log});
  } finally {
    await siteServer.close();
    await stockServer.close();
  }

  // 5. Report.
  const durationMs = Math.round(performance.now() - started);
  const results = {
    meta: {
      startedAt,
      durationMs,
      options,
      runs: options.runs,
      node: process.version,
      cpus: os.cpus().length,
      loadavgBeforeMeasuring: loadBeforeMeasuring,
      loadavg: os.loadavg(),
      chineseFont,
      siteBuildDir: path.relative(root, siteBuildDir),
      stockBuildDir: path.relative(root, stockBuildDir),
      docPages,
      stockDocPages,
    },
    pages: pages.map((page) => page.key),
    sitePages: Object.fromEntries(pages.map((page) => [page.key, page.site])),
    stockPages: Object.fromEntries(pages.map((page) => [page.key, page.stock])),
    build: {site: siteBuild, stock: stockBuild},
    weight,
    lighthouse: lighthouseResults,
  };
  const report = renderReport(results);
  const output = {...results, targets: checkTargets(results)};
  await writeJson(path.join(resultsDir, 'bench.json'), output);
  await writeFile(path.join(resultsDir, 'bench.md'), report);
  console.log(`\n${report}`);
  log(`done in ${(durationMs / 60000).toFixed(1)} min; results in ${path.relative(root, path.join(resultsDir, 'bench.json'))}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
