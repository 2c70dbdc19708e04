// Lighthouse 12 through its Node API, mobile (the default config) and desktop (its desktop config), on a
// fresh headless Chromium per run. Runs of the two sites are interleaved so that machine noise hits both.
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, {desktopConfig} from 'lighthouse';
import {launchDebuggableChromium} from './chromium.mjs';
import {LIGHTHOUSE_METRICS, lighthouseScore, medianOfRuns, scriptName} from './report.mjs';
import {tasksAtThreadTime} from './thread-time.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The values the benchmark keeps from one Lighthouse result.
 * @param {any} lhr Lighthouse result (LH.Result)
 */
export function summarizeLhr(lhr) {
  const category = (id) => lighthouseScore(lhr.categories?.[id]?.score);
  const numeric = (id) => {
    const value = lhr.audits?.[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
  const external = requests
    .map((item) => String(item.url ?? ''))
    .filter((url) => url && !url.startsWith('data:') && !url.startsWith('blob:') && !/^https?:\/\/127\.0\.0\.1(:\d+)?\//.test(url));
  const failed = (id) =>
    lhr.categories?.[id]?.auditRefs
      ?.filter((ref) => ref.weight > 0 && lhr.audits?.[ref.id]?.score !== null && lhr.audits?.[ref.id]?.score < 1)
      .map((ref) => ref.id) ?? [];
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    speedIndex: numeric('speed-index'),
    failedAudits: {
      accessibility: failed('accessibility'),
      bestPractices: failed('best-practices'),
      seo: failed('seo'),
    },
    external: [...new Set(external)],
    // Where the main thread's time goes (the attribution the doc-page comparison needs): Lighthouse's
    // main-thread work by category, and script evaluation and compilation by script (scripts with ≥ 50 ms of main-thread time).
    mainthread: Object.fromEntries(
      (lhr.audits?.['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
    ),
    bootup: Object.fromEntries(
      (lhr.audits?.['bootup-time']?.details?.items ?? []).map((item) => [scriptName(String(item.url)), {scripting: item.scripting, parseCompile: item.scriptParseCompile}]),
    ),
    warnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}

const ATTEMPTS = 3;

/** One Lighthouse run of `url` in a fresh browser; tried again (up to 3 times) when Lighthouse reports a runtime error. */
async function runOnce(url, formFactor, log) {
  let summary;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    summary = await runInFreshBrowser(url, formFactor);
    if (!summary.runtimeError) return summary;
    log(`  ! Lighthouse runtime error ${summary.runtimeError} on ${url}${attempt < ATTEMPTS ? '; trying again' : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return summary;
}

async function runInFreshBrowser(url, formFactor) {
  const artifacts = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const flags = {output: /** @type {'json'} */ ('json'), logLevel: /** @type {'error'} */ ('error'), onlyCategories: CATEGORIES};
  try {
    const browser = await launchDebuggableChromium();
    let summary;
    try {
      // Gathered into `artifacts` so that the same trace can be audited again below.
      const result = await lighthouse(url, {...flags, port: browser.port, gatherMode: artifacts, auditMode: artifacts}, config);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      summary = summarizeLhr(result.lhr);
    } finally {
      await browser.kill();
    }
    return {...summary, ...(summary.runtimeError ? {tbtThreadTime: null, offCpuMs: null} : await auditAtThreadTime(artifacts, flags, config))};
  } finally {
    await rm(artifacts, {recursive: true, force: true});
  }
}

/**
 * The run's TBT audited again from its trace with every task at its thread time (thread-time.mjs), and the
 * wall time that removed.
 * @param {string} artifacts folder of the run's saved Lighthouse artifacts
 */
async function auditAtThreadTime(artifacts, flags, config) {
  const tracePath = path.join(artifacts, 'defaultPass.trace.json');
  const trace = JSON.parse(await readFile(tracePath, 'utf8'));
  const scaled = tasksAtThreadTime(trace.traceEvents);
  await writeFile(tracePath, JSON.stringify({...trace, traceEvents: scaled.traceEvents}));
  const result = await lighthouse(undefined, {...flags, auditMode: artifacts}, config);
  const value = result?.lhr.audits?.['total-blocking-time']?.numericValue;
  return {tbtThreadTime: typeof value === 'number' ? value : null, offCpuMs: scaled.removedMs};
}

const metricKeys = LIGHTHOUSE_METRICS.map((metric) => metric.key);

/**
 * @param {{pages: {key: string, site: string | null, stock: string | null}[], siteUrl: string, stockUrl: string,
 *   runs: number, formFactors: readonly string[], log: (line: string) => void}} options
 */
export async function runLighthouse({pages, siteUrl, stockUrl, runs, formFactors, log}) {
  const results = {};
  for (const formFactor of formFactors) {
    results[formFactor] = {};
    for (const page of pages) {
      const sides = [['site', siteUrl, page.site], ['stock', stockUrl, page.stock]].filter(([, , route]) => route);
      const collected = {site: [], stock: []};
      for (let run = 1; run <= runs; run += 1) {
        for (const [side, base, route] of sides) {
          const summary = await runOnce(`${base}${route}`, formFactor, log);
          collected[side].push(summary);
          const failing = Object.entries(summary.failedAudits)
            .filter(([, ids]) => ids.length)
            .map(([category, ids]) => `${category}: ${ids.join(' ')}`);
          log(
            `  lighthouse ${formFactor} ${side} ${route} run ${run}/${runs}: perf ${summary.performance}, a11y ${summary.accessibility}, ` +
              `bp ${summary.bestPractices}, seo ${summary.seo}, LCP ${Math.round(summary.lcp ?? 0)} ms, TBT ${Math.round(summary.tbt ?? 0)} ms ` +
              `(${Math.round(summary.tbtThreadTime ?? 0)} ms at thread time, ${Math.round(summary.offCpuMs ?? 0)} ms off-CPU in the tasks of all traced threads), ` +
              `CLS ${(summary.cls ?? 0).toFixed(3)}${failing.length ? ` — below 100: ${failing.join('; ')}` : ''}`,
          );
          if (summary.external.length) log(`  ! ${side} ${route} requested outside 127.0.0.1: ${summary.external.join(', ')}`);
        }
      }
      results[formFactor][page.key] = {
        site: page.site ? {runs: collected.site, median: medianOfRuns(collected.site, metricKeys)} : null,
        stock: page.stock ? {runs: collected.stock, median: medianOfRuns(collected.stock, metricKeys)} : null,
      };
    }
  }
  return results;
}
