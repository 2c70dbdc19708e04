// Pure helpers of the benchmark: statistics, number formatting, Markdown tables, the target checks and
// the whole printed report. Nothing here touches the file system, the network or a browser.

/** The pages the benchmark measures (pages.mjs finds them in a build): doc is the 5.x doc page, doc4x the 4.x one. */
export const PAGE_KEYS = /** @type {const} */ (['home', 'doc', 'doc4x', 'blog', 'search']);
/** @typedef {(typeof PAGE_KEYS)[number]} PageKey */
export const FORM_FACTORS = /** @type {const} */ (['mobile', 'desktop']);

/** The Lighthouse values the benchmark keeps, in table order. */
export const LIGHTHOUSE_METRICS = [
  {key: 'performance', label: 'Performance', format: 'score'},
  {key: 'accessibility', label: 'Accessibility', format: 'score'},
  {key: 'bestPractices', label: 'Best Practices', format: 'score'},
  {key: 'seo', label: 'SEO', format: 'score'},
  {key: 'lcp', label: 'LCP', format: 'ms'},
  {key: 'tbt', label: 'TBT', format: 'ms'},
  // TBT from the same trace with each task at its thread time (thread-time.mjs): what the load cannot inflate.
  {key: 'tbtThreadTime', label: 'TBT at thread time', format: 'ms'},
  {key: 'cls', label: 'CLS', format: 'cls'},
];

/** The targets the site is held to. */
export const TARGETS = {
  mobilePerformance: 95,
  desktopPerformance: 99,
  perfectScore: 100,
  // The site's cold build against stock's in the same run: at most half (0.4 was the goal first stated).
  buildShareOfStock: 0.5,
  performancePages: ['home', 'doc', 'doc4x', 'blog'],
};

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

/**
 * Median of the finite numbers in `values` (mean of the middle two for an even count).
 * @param {readonly (number | null | undefined)[]} values
 * @returns {number | null} null when there is no number
 */
export function median(values) {
  const numbers = values.filter(isNumber).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 === 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

/**
 * Per-key median of a list of records, e.g. Lighthouse runs.
 * @param {readonly Record<string, number | null | undefined>[]} runs
 * @param {readonly string[]} keys
 * @returns {Record<string, number | null>}
 */
export function medianOfRuns(runs, keys) {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/**
 * site / stock. 0 / 0 is 1 (the same), x / 0 is Infinity; null when either side is missing.
 * @param {number | null | undefined} site
 * @param {number | null | undefined} stock
 * @returns {number | null}
 */
export function ratio(site, stock) {
  if (!isNumber(site) || !isNumber(stock)) return null;
  if (stock === 0) return site === 0 ? 1 : Infinity;
  return site / stock;
}

/** @param {number | null | undefined} value */
export function formatRatio(value) {
  if (value === Infinity) return '∞';
  if (!isNumber(value)) return '—';
  return `${value.toFixed(2)}×`;
}

/**
 * Formats one value of a measure.
 * @param {number | null | undefined} value
 * @param {'seconds' | 'mib' | 'kib' | 'score' | 'ms' | 'cls' | 'percent'} format
 *   seconds takes milliseconds, mib and kib take bytes, percent takes a fraction
 */
export function formatValue(value, format) {
  if (!isNumber(value)) return '—';
  switch (format) {
    case 'seconds':
      return `${(value / 1000).toFixed(1)} s`;
    case 'mib':
      return `${Math.round(value / (1024 * 1024))} MiB`;
    case 'kib':
      return `${(value / 1024).toFixed(1)} KiB`;
    case 'score':
      return String(Math.round(value));
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'percent':
      return `${(value * 100).toFixed(0)} %`;
    default:
      throw new Error(`Unknown format ${format}`);
  }
}

/**
 * A value at the precision it is shown with, so that ratios agree with the table (a CLS of 0.00006 shows
 * as 0.000 and compares as 0, scores compare as the integers Lighthouse shows).
 * @param {number | null | undefined} value
 * @param {string} format
 */
export function displayed(value, format) {
  if (!isNumber(value)) return value;
  if (format === 'cls') return Math.round(value * 1000) / 1000;
  if (format === 'score' || format === 'ms') return Math.round(value);
  return value;
}

const escapeCell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

/**
 * A Markdown table. `align` per column: 'left' or 'right'.
 * @param {readonly string[]} headers
 * @param {readonly (readonly unknown[])[]} rows
 * @param {readonly ('left' | 'right')[]} [align]
 */
export function markdownTable(headers, rows, align = []) {
  const cells = [headers, ...rows].map((row) => row.map(escapeCell));
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => [...(row[column] ?? '')].length)));
  const pad = (text, column) => {
    const fill = ' '.repeat(widths[column] - [...text].length);
    return align[column] === 'right' ? fill + text : text + fill;
  };
  const line = (row) => `| ${row.map((cell, column) => pad(cell ?? '', column)).join(' | ')} |`;
  const separator = `| ${widths.map((width, column) => (align[column] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(cells[0]), separator, ...cells.slice(1).map(line)].join('\n');
}

/**
 * The table of one measure: page, site, stock, ratio.
 * @param {string} title
 * @param {readonly {page: string, site: number | null | undefined, stock: number | null | undefined, note?: string}[]} rows
 * @param {Parameters<typeof formatValue>[1]} format
 */
export function measureTable(title, rows, format) {
  const body = rows.map((row) => [
    row.page,
    formatValue(row.site, format),
    row.note ?? formatValue(row.stock, format),
    formatRatio(ratio(displayed(row.site, format), displayed(row.stock, format))),
  ]);
  return `### ${title}\n\n${markdownTable(['page', 'site', 'stock', 'ratio'], body, ['left', 'right', 'right', 'right'])}`;
}

/** ✔ / ✘ / – (not measured). @param {boolean | null} pass */
export const mark = (pass) => (pass === null ? '–' : pass ? '✔' : '✘');

/** Lighthouse score as shown in its report: 0–1 → 0–100, rounded. */
export const lighthouseScore = (score) => (isNumber(score) ? Math.round(score * 100) : null);

/** A CLS that Lighthouse shows as 0 (three decimals). */
export const isZeroCls = (value) => isNumber(value) && Math.round(value * 1000) === 0;

/**
 * @typedef {{wallMs: number, peakRssBytes: number, cpuMs?: number | null, maxSingleRssBytes?: number | null, measuredAt?: string, cached?: boolean, samples?: {wallMs: number, cpuMs?: number | null}[]}} BuildMeasure
 * @typedef {{js: number, css: number, total: number, prefetch: number, files?: unknown[]}} WeightMeasure
 * @typedef {Record<string, number | null>} LighthouseMedian
 * @typedef {{median: LighthouseMedian, runs?: Record<string, any>[]}} LighthouseSide
 * @typedef {{
 *   pages: string[],
 *   stockPages?: Record<string, string | null>,
 *   build?: {site?: BuildMeasure | null, stock?: BuildMeasure | null},
 *   weight?: Record<string, {site?: WeightMeasure | null, stock?: WeightMeasure | null}>,
 *   lighthouse?: Record<string, Record<string, {site?: LighthouseSide | null, stock?: LighthouseSide | null}>>,
 * }} BenchResults
 */

function siteLighthouse(results, formFactor, page) {
  return results.lighthouse?.[formFactor]?.[page]?.site?.median ?? null;
}

/**
 * Checks one threshold on every listed page's Lighthouse value.
 * @returns {{pass: boolean | null, detail: string}}
 */
function checkLighthouse(results, formFactors, pages, metric, predicate, format) {
  const parts = [];
  let pass = null;
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const value = siteLighthouse(results, formFactor, page)?.[metric];
      if (!isNumber(value)) continue;
      const ok = predicate(value);
      pass = (pass ?? true) && ok;
      parts.push(`${formFactors.length > 1 ? `${formFactor} ` : ''}${page} ${formatValue(value, format)}${ok ? '' : ' ✘'}`);
    }
  }
  return {pass, detail: parts.length ? parts.join(', ') : 'not measured'};
}

/**
 * The target checks, in print order.
 * @param {BenchResults} results
 * @returns {{id: string, label: string, pass: boolean | null, detail: string}[]}
 */
export function checkTargets(results) {
  const pages = results.pages;
  const perfPages = pages.filter((page) => TARGETS.performancePages.includes(page));
  const checks = [];
  const add = (id, label, outcome) => checks.push({id, label, ...outcome});

  add('mobile-performance', `Mobile Performance ≥ ${TARGETS.mobilePerformance} (${perfPages.join(', ') || 'no page'})`,
    checkLighthouse(results, ['mobile'], perfPages, 'performance', (v) => v >= TARGETS.mobilePerformance, 'score'));
  add('desktop-performance', `Desktop Performance ≥ ${TARGETS.desktopPerformance} (${perfPages.join(', ') || 'no page'})`,
    checkLighthouse(results, ['desktop'], perfPages, 'performance', (v) => v >= TARGETS.desktopPerformance, 'score'));
  for (const [metric, label] of [['accessibility', 'Accessibility'], ['bestPractices', 'Best Practices'], ['seo', 'SEO']]) {
    add(metric, `${label} = ${TARGETS.perfectScore} (every page, mobile and desktop)`,
      checkLighthouse(results, FORM_FACTORS, pages, metric, (v) => v >= TARGETS.perfectScore, 'score'));
  }
  add('cls', 'CLS = 0 (every page, mobile and desktop)', checkLighthouse(results, FORM_FACTORS, pages, 'cls', isZeroCls, 'cls'));

  {
    const parts = [];
    let pass = null;
    for (const page of pages) {
      const entry = results.weight?.[page];
      const site = entry?.site?.total;
      const stock = entry?.stock?.total;
      if (!isNumber(site)) continue;
      if (!isNumber(stock)) {
        parts.push(`${page}: no stock page`);
        continue;
      }
      const ok = site <= stock;
      pass = (pass ?? true) && ok;
      parts.push(`${page} ${formatValue(site, 'kib')} vs ${formatValue(stock, 'kib')}${ok ? '' : ' ✘'}`);
    }
    add('initial-weight', 'Initial JS+CSS ≤ stock (every page with a stock counterpart)', {pass, detail: parts.join(', ') || 'not measured'});
  }

  {
    const site = results.build?.site?.wallMs;
    const stock = results.build?.stock?.wallMs;
    const share = ratio(site, stock);
    add('cold-build', `Cold build ≤ ${formatValue(TARGETS.buildShareOfStock, 'percent')} of stock`,
      share === null
        ? {pass: null, detail: 'not measured'}
        : {pass: share <= TARGETS.buildShareOfStock, detail: `${formatValue(site, 'seconds')} vs ${formatValue(stock, 'seconds')} = ${formatValue(share, 'percent')}`});
  }
  return checks;
}

/** A script's name without its origin and content hash: `/assets/js/main.46fa329a.js` → `main.js`. */
export const scriptName = (url) => {
  const pathname = /^https?:\/\//.test(url) ? new URL(url).pathname : url;
  return pathname.startsWith('/assets/') ? pathname.replace(/^.*\//, '').replace(/\.[0-9a-f]{8}\.(js|css)$/, '.$1') : pathname;
};

/** The pages whose main-thread work the report breaks down, site against stock (mobile runs). */
export const ATTRIBUTED_PAGES = /** @type {const} */ (['doc', 'doc4x']);

/**
 * Medians, per key, of one field of Lighthouse runs that hold a record per key (`mainthread`: ms per
 * category; `bootup`: per script). A key a run does not list counts as 0 there: Lighthouse leaves out
 * scripts under 50 ms of main-thread time.
 * @param {readonly Record<string, any>[]} runs
 * @param {(run: Record<string, any>) => Record<string, number> | undefined} pick
 */
export function mediansByKey(runs, pick) {
  // A run without a breakdown (Lighthouse failed after its retries) is left out, not counted as zeros.
  const measured = runs.map(pick).filter((record) => record && Object.keys(record).length > 0);
  const keys = [...new Set(measured.flatMap((record) => Object.keys(record)))];
  return Object.fromEntries(keys.map((key) => [key, median(measured.map((record) => record[key] ?? 0))]));
}

/**
 * Where a doc page's main-thread time goes on a phone, site against stock: Lighthouse's categories and its
 * evaluation + compile time per script, medians of the runs, largest first.
 * @param {BenchResults} results
 */
export function mainThreadSections(results) {
  const sections = [];
  for (const page of ATTRIBUTED_PAGES) {
    const entry = results.lighthouse?.mobile?.[page];
    if (!entry?.site?.runs?.some((run) => run.mainthread)) continue;
    const runsOf = (side) => entry[side]?.runs ?? [];
    for (const [title, pick] of /** @type {const} */ ([
      ['main-thread work by category', (run) => run.mainthread],
      ['script evaluation + compile by script (a script under 50 ms of main-thread time in a run is not listed and counts as 0 there; numbered chunks are named by build, so the two sites\' numbers are different code)', (run) =>
        run.bootup && Object.fromEntries(Object.entries(run.bootup).map(([script, time]) => [script, (time.scripting ?? 0) + (time.parseCompile ?? 0)]))],
    ])) {
      const site = mediansByKey(runsOf('site'), pick);
      const stock = mediansByKey(runsOf('stock'), pick);
      const rows = [...new Set([...Object.keys(site), ...Object.keys(stock)])]
        .map((key) => ({page: key, site: site[key] ?? 0, stock: entry.stock ? stock[key] ?? 0 : null}))
        .sort((a, b) => Math.max(b.site, b.stock ?? 0) - Math.max(a.site, a.stock ?? 0));
      sections.push(measureTable(`mobile ${page}: ${title}`, rows, 'ms'));
    }
  }
  return sections.length ? ['## Main-thread attribution (Lighthouse mobile, medians)', ...sections] : [];
}

const pageLabel = (results, page) => {
  const site = results.sitePages?.[page];
  const stock = results.stockPages?.[page];
  if (!site) return page;
  return stock && stock !== site ? `${page} (${site} / ${stock})` : `${page} (${site})`;
};

/**
 * The whole printed report, in Markdown.
 * @param {BenchResults & {sitePages?: Record<string, string>, meta?: Record<string, unknown>}} results
 */
export function renderReport(results) {
  const sections = [];
  const meta = results.meta ?? {};
  const loads = (loadavg) => (Array.isArray(loadavg) ? loadavg.map((load) => load.toFixed(2)).join(' / ') : '—');
  if (meta.loadavg) {
    sections.push(
      `Load average (1 / 5 / 15 min) on ${meta.cpus ?? '?'} cores: ${loads(meta.loadavgBeforeMeasuring)} before measuring, ` +
        `${loads(meta.loadavg)} at the end (the measurements themselves raise it). Started ${meta.startedAt ?? '?'}, Node ${meta.node ?? '?'}.`,
    );
  }
  const build = results.build ?? {};
  if (build.site || build.stock) {
    const note = (measure) => {
      if (measure?.cached) return `cached, measured ${measure.measuredAt ?? 'earlier'}`;
      const samples = measure?.samples ?? [];
      if (samples.length < 2) return 'measured in this run';
      const seconds = (ms) => (isNumber(ms) ? (ms / 1000).toFixed(1) : '?');
      return `median of ${samples.length} cold builds in this run (wall ${samples.map((sample) => seconds(sample.wallMs)).join(', ')} s; CPU ${samples.map((sample) => seconds(sample.cpuMs)).join(', ')} s, in the order built)`;
    };
    const share = ratio(build.site?.wallMs, build.stock?.wallMs);
    sections.push(
      '## Cold build',
      measureTable('Cold build wall time', [{page: 'whole site', site: build.site?.wallMs, stock: build.stock?.wallMs}], 'seconds'),
      measureTable('Cold build CPU time (user + system)', [{page: 'whole site', site: build.site?.cpuMs, stock: build.stock?.cpuMs}], 'seconds'),
      measureTable('Peak RSS of the build process tree', [{page: 'whole site', site: build.site?.peakRssBytes, stock: build.stock?.peakRssBytes}], 'mib'),
      [
        build.site ? `Site build: ${note(build.site)}.` : 'Site build: not measured (--skip-build and no earlier measurement).',
        build.stock ? `Stock build: ${note(build.stock)}.` : 'Stock build: not measured.',
        share === null ? '' : `Site build time = **${formatValue(share, 'percent')}** of stock (target ≤ ${formatValue(TARGETS.buildShareOfStock, 'percent')}).`,
      ].filter(Boolean).join('\n'),
    );
  }

  if (results.weight && Object.keys(results.weight).length) {
    const rows = (field) => results.pages.filter((page) => results.weight?.[page]).map((page) => {
      const entry = results.weight?.[page];
      return {
        page: pageLabel(results, page),
        site: entry?.site?.[field],
        stock: entry?.stock?.[field],
        note: entry?.stock ? undefined : 'no page',
      };
    });
    const withoutPrefetch = results.pages.filter((page) => results.weight?.[page]).map((page) => {
      const entry = results.weight?.[page];
      const value = (measure) => (measure ? measure.total - measure.prefetch : null);
      return {page: pageLabel(results, page), site: value(entry?.site), stock: value(entry?.stock), note: entry?.stock ? undefined : 'no page'};
    });
    sections.push(
      '## Initial JS and CSS (gzip bytes, load + 2 s idle)',
      measureTable('Initial JS', rows('js'), 'kib'),
      measureTable('Initial CSS', rows('css'), 'kib'),
      measureTable('Initial JS+CSS', rows('total'), 'kib'),
      measureTable('Initial JS+CSS without viewport prefetches', withoutPrefetch, 'kib'),
    );
  }

  for (const formFactor of FORM_FACTORS) {
    const byPage = results.lighthouse?.[formFactor];
    if (!byPage || !Object.keys(byPage).length) continue;
    const runs = results.meta?.runs;
    sections.push(`## Lighthouse ${formFactor}${runs ? ` (median of ${runs} run${runs === 1 ? '' : 's'})` : ''}`);
    for (const metric of LIGHTHOUSE_METRICS) {
      const rows = results.pages.filter((page) => byPage[page]).map((page) => ({
        page: pageLabel(results, page),
        site: byPage[page]?.site?.median?.[metric.key],
        stock: byPage[page]?.stock?.median?.[metric.key],
        note: byPage[page]?.stock ? undefined : 'no page',
      }));
      sections.push(measureTable(`${formFactor} ${metric.label}`, rows, /** @type {any} */ (metric.format)));
    }
  }

  sections.push(...mainThreadSections(results));

  const checks = checkTargets(results);
  sections.push('## Targets', checks.map((check) => `- ${mark(check.pass)} ${check.label}: ${check.detail}`).join('\n'));
  return `${sections.join('\n\n')}\n`;
}
