import {execFileSync} from 'node:child_process';
import {lstatSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  checkTargets,
  displayed,
  formatRatio,
  formatValue,
  isZeroCls,
  lighthouseScore,
  mainThreadSections,
  markdownTable,
  measureTable,
  median,
  medianOfRuns,
  ratio,
  renderReport,
  scriptName,
} from '../../scripts/bench/report.mjs';
import {classifyAsset, docPathsFromSitemap, elementIds, firstBlogPostPath, initialAssetUrls, parseAttributes} from '../../scripts/bench/html.mjs';
import {parseOptions} from '../../scripts/bench/options.mjs';
import {SITE_DOC_PATHS, resolvePages} from '../../scripts/bench/pages.mjs';
import {gzipOnly} from '../../scripts/bench/server.mjs';
import {coldBuildCommand, parseTimeOutput, prepareSiteWorkDir, summarizeColdBuilds} from '../../scripts/bench/build-measure.mjs';
import {docLayout, generateDocMarkdown, stockSiteFiles} from '../../scripts/bench/stock-site.mjs';

type Median = Record<string, number | null>;

function lighthouseEntry(site: Median, stock: Median | null = null) {
  return {site: {median: {...site}}, stock: stock && {median: {...stock}}};
}

const perfect = {performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcp: 900, tbt: 0, cls: 0};

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('ignores missing values and returns null for none', () => {
    expect(median([null, 5, undefined, Number.NaN, 1, 3])).toBe(3);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('takes the median of every key across runs', () => {
    const runs = [
      {performance: 90, cls: 0.1},
      {performance: 98, cls: 0},
      {performance: 95, cls: null},
    ];
    expect(medianOfRuns(runs, ['performance', 'cls', 'missing'])).toEqual({performance: 95, cls: 0.05, missing: null});
  });
});

describe('ratio and formatting', () => {
  it('divides site by stock', () => {
    expect(ratio(30, 120)).toBe(0.25);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(5, 0)).toBe(Infinity);
    expect(ratio(null, 3)).toBeNull();
    expect(ratio(3, undefined)).toBeNull();
  });

  it('formats ratios with two decimals', () => {
    expect(formatRatio(0.254)).toBe('0.25×');
    expect(formatRatio(1)).toBe('1.00×');
    expect(formatRatio(Infinity)).toBe('∞');
    expect(formatRatio(null)).toBe('—');
  });

  it('formats each kind of value', () => {
    expect(formatValue(61_234, 'seconds')).toBe('61.2 s');
    expect(formatValue(1.5 * 1024 * 1024 * 1024, 'mib')).toBe('1536 MiB');
    expect(formatValue(10_240, 'kib')).toBe('10.0 KiB');
    expect(formatValue(94.6, 'score')).toBe('95');
    expect(formatValue(1234.4, 'ms')).toBe('1234 ms');
    expect(formatValue(0.0123, 'cls')).toBe('0.012');
    expect(formatValue(0.4, 'percent')).toBe('40 %');
    expect(formatValue(null, 'kib')).toBe('—');
  });

  it('converts Lighthouse scores and recognises a zero CLS', () => {
    expect(lighthouseScore(0.95)).toBe(95);
    expect(lighthouseScore(0.994)).toBe(99);
    expect(lighthouseScore(null)).toBeNull();
    expect(isZeroCls(0)).toBe(true);
    expect(isZeroCls(0.0004)).toBe(true);
    expect(isZeroCls(0.0006)).toBe(false);
    expect(isZeroCls(null)).toBe(false);
  });
});

describe('markdown tables', () => {
  it('pads columns and right-aligns numbers', () => {
    const table = markdownTable(['page', 'site'], [['home', '1.0 KiB'], ['blog', '12.5 KiB']], ['left', 'right']);
    expect(table.split('\n')).toEqual(['| page |     site |', '| ---- | -------: |', '| home |  1.0 KiB |', '| blog | 12.5 KiB |']);
  });

  it('compares values at the precision they are shown with', () => {
    expect(displayed(0.00006, 'cls')).toBe(0);
    expect(displayed(94.6, 'score')).toBe(95);
    expect(displayed(1500.4, 'kib')).toBe(1500.4);
    expect(measureTable('CLS', [{page: 'home', site: 0.00006, stock: 0}], 'cls')).toContain('1.00×');
  });

  it('escapes pipes in cells', () => {
    expect(markdownTable(['a'], [['x|y']])).toContain('x\\|y');
  });

  it('writes page, site, stock and ratio for a measure', () => {
    const table = measureTable('Initial JS', [{page: 'home', site: 51_200, stock: 102_400}, {page: 'search', site: 2048, stock: null, note: 'no page'}], 'kib');
    const lines = table.split('\n');
    expect(lines[0]).toBe('### Initial JS');
    expect(lines[2]).toMatch(/^\| page +\| +site \| +stock \| +ratio \|$/);
    expect(lines[4]).toMatch(/^\| home +\| +50\.0 KiB \| +100\.0 KiB \| +0\.50× \|$/);
    expect(lines[5]).toMatch(/^\| search +\| +2\.0 KiB \| +no page \| +— \|$/);
  });
});

describe('checkTargets', () => {
  const passing = {
    pages: ['home', 'doc', 'blog', 'search'],
    build: {site: {wallMs: 30_000, peakRssBytes: 1}, stock: {wallMs: 100_000, peakRssBytes: 1}},
    weight: {
      home: {site: {js: 1, css: 1, total: 2, prefetch: 0}, stock: {js: 2, css: 2, total: 4, prefetch: 0}},
      doc: {site: {js: 1, css: 1, total: 4, prefetch: 0}, stock: {js: 2, css: 2, total: 4, prefetch: 0}},
      blog: {site: {js: 1, css: 1, total: 2, prefetch: 0}, stock: {js: 2, css: 2, total: 4, prefetch: 0}},
      search: {site: {js: 9, css: 9, total: 18, prefetch: 0}, stock: null},
    },
    lighthouse: {
      mobile: {
        home: lighthouseEntry({...perfect, performance: 95}),
        doc: lighthouseEntry(perfect),
        blog: lighthouseEntry(perfect),
        search: lighthouseEntry({...perfect, performance: 50}),
      },
      desktop: {home: lighthouseEntry(perfect), doc: lighthouseEntry({...perfect, performance: 99}), blog: lighthouseEntry(perfect), search: lighthouseEntry(perfect)},
    },
  };

  const byId = (results: Parameters<typeof checkTargets>[0]) => Object.fromEntries(checkTargets(results).map((check) => [check.id, check]));

  it('passes when every target is met, whatever the search page scores on performance', () => {
    const checks = byId(passing);
    for (const id of ['mobile-performance', 'desktop-performance', 'accessibility', 'bestPractices', 'seo', 'cls', 'initial-weight', 'cold-build']) {
      expect(checks[id]?.pass, id).toBe(true);
    }
    expect(checks['initial-weight']?.detail).toContain('search: no stock page');
    expect(checks['cold-build']?.detail).toContain('30 %');
  });

  it('fails each target on its own threshold', () => {
    const failing = structuredClone(passing);
    failing.lighthouse.mobile.blog.site.median.performance = 94;
    failing.lighthouse.desktop.home.site.median.performance = 98;
    failing.lighthouse.mobile.search.site.median.accessibility = 99;
    failing.lighthouse.desktop.doc.site.median.seo = 92;
    failing.lighthouse.mobile.doc.site.median.cls = 0.002;
    failing.weight.blog.site.total = 5;
    failing.build.site.wallMs = 50_001;
    const checks = byId(failing);
    for (const id of ['mobile-performance', 'desktop-performance', 'accessibility', 'seo', 'cls', 'initial-weight', 'cold-build']) {
      expect(checks[id]?.pass, id).toBe(false);
    }
    expect(checks.bestPractices?.pass).toBe(true);
    expect(checks['mobile-performance']?.detail).toContain('blog 94 ✘');
  });

  it('reports unmeasured targets as neither passed nor failed', () => {
    const checks = byId({pages: ['home'], build: {site: null, stock: {wallMs: 1, peakRssBytes: 1}}});
    expect(checks['cold-build']?.pass).toBeNull();
    expect(checks['mobile-performance']?.pass).toBeNull();
    expect(checks['initial-weight']?.pass).toBeNull();
  });

  it('renders every table and the target list', () => {
    const report = renderReport({...passing, meta: {runs: 3}});
    expect(report).toContain('### Cold build wall time');
    expect(report).toContain('Site build time = **30 %** of stock');
    expect(report).toContain('### Cold build CPU time (user + system)');
    expect(report).toContain('### Initial JS+CSS');
    expect(report).toContain('## Lighthouse mobile (median of 3 runs)');
    expect(report).toContain('### desktop CLS');
    expect(report).toContain('### mobile TBT at thread time');
    expect(report).toContain('- ✔ Cold build ≤ 50 % of stock');
    expect(report).not.toContain('✘');
  });

  it('reports the median of repeated cold builds, each run listed, and judges the target on the medians', () => {
    const build = (wallMs: number, cpuMs: number | null) => ({wallMs, cpuMs, peakRssBytes: 2 ** 30, maxSingleRssBytes: null, measuredAt: 'then'});
    const site = summarizeColdBuilds([build(30_000, 50_000), build(22_000, 41_000), build(24_000, null)]);
    const stock = summarizeColdBuilds([build(44_000, 70_000), build(70_000, 80_000), build(50_000, 72_000)]);
    expect(site).toMatchObject({wallMs: 24_000, cpuMs: 45_500, peakRssBytes: 2 ** 30, measuredAt: 'then'});
    expect(site.samples).toHaveLength(3);
    // The slowest site run (30 s) against the fastest stock run (44 s) alone would fail the target.
    expect(byId({pages: [], build: {site, stock}})['cold-build']).toMatchObject({pass: true, detail: expect.stringContaining('48 %')});
    const report = renderReport({pages: [], build: {site, stock}});
    expect(report).toContain('median of 3 cold builds in this run (wall 30.0, 22.0, 24.0 s; CPU 50.0, 41.0, ? s, in the order built)');
    expect(() => summarizeColdBuilds([])).toThrow();
  });

  it('starts with the load average before measuring and at the end', () => {
    const report = renderReport({...passing, meta: {runs: 3, cpus: 2, loadavgBeforeMeasuring: [0.72, 1.1, 2], loadavg: [1.85, 1.4, 2.05]}});
    expect(report.split('\n')[0]).toBe(
      'Load average (1 / 5 / 15 min) on 2 cores: 0.72 / 1.10 / 2.00 before measuring, 1.85 / 1.40 / 2.05 at the end (the measurements themselves raise it). Started ?, Node ?.',
    );
  });
});

describe('HTML helpers', () => {
  it('parses quoted and unquoted attributes', () => {
    expect(parseAttributes(' src=/assets/js/main.js defer')).toEqual({src: '/assets/js/main.js', defer: ''});
    expect(parseAttributes(' rel="stylesheet" HREF=\'/a.css?x=1&amp;y=2\' /')).toEqual({rel: 'stylesheet', href: '/a.css?x=1&y=2'});
  });

  it('lists the element ids of a page, quoted or not, and not text that looks like one', () => {
    const html = '<h2 class=anchor id=enable>开启</h2><h3 id="自定义&amp;根字号">x</h3><div data-id=no><code> id=fake</code></div>';
    expect(elementIds(html)).toEqual(new Set(['enable', '自定义&根字号']));
  });

  it('lists the scripts and style sheets a page references', () => {
    const html =
      '<link data-rh=true rel=icon href=/img/logo.svg /><link rel=stylesheet href=/assets/css/styles.css />' +
      '<script type=application/ld+json>{}</script><script src=/assets/js/runtime.js defer></script>' +
      '<link rel="modulepreload" href="/assets/js/m.js"><link rel=preload as=style href=/p.css>' +
      '<link rel=preload as=image href=/img/logo.svg /><script>inline()</script><script src=/assets/js/runtime.js></script>' +
      '<noscript><link rel=stylesheet href=/assets/css/no-js.css></noscript>';
    expect(initialAssetUrls(html, 'http://127.0.0.1:1/docs/intro')).toEqual([
      {url: 'http://127.0.0.1:1/assets/css/styles.css', kind: 'stylesheet'},
      {url: 'http://127.0.0.1:1/assets/js/runtime.js', kind: 'script'},
      {url: 'http://127.0.0.1:1/assets/js/m.js', kind: 'script'},
      {url: 'http://127.0.0.1:1/p.css', kind: 'stylesheet'},
    ]);
  });

  it('classifies responses as script or style sheet', () => {
    expect(classifyAsset({url: 'http://x/a', contentType: 'text/javascript; charset=utf-8'})).toBe('script');
    expect(classifyAsset({url: 'http://x/a', contentType: 'text/css'})).toBe('stylesheet');
    expect(classifyAsset({url: 'http://x/a.js', resourceType: 'other', contentType: 'application/json'})).toBeNull();
    expect(classifyAsset({url: 'http://x/a.js', resourceType: 'other'})).toBe('script');
    expect(classifyAsset({url: 'http://x/a', resourceType: 'stylesheet'})).toBe('stylesheet');
    expect(classifyAsset({url: 'http://x/img.svg', contentType: 'image/svg+xml'})).toBeNull();
  });

  it('counts docs pages in a sitemap without tag pages', () => {
    const xml = ['/', '/docs/intro', '/docs/a/b', '/docs/tags/x', '/docs/tags', '/blog/post', '/docs/intro/']
      .map((route) => `<url><loc>https://example.com${route}</loc></url>`)
      .join('');
    expect(docPathsFromSitemap(`<urlset>${xml}</urlset>`)).toEqual(['/docs/intro', '/docs/a/b']);
  });

  it('finds the first post of a blog list', () => {
    const html =
      '<nav><a href=/blog/archive>archive</a></nav><main><article class=x><header><h2><a href=/blog/2025/9/v4.3-release>T</a></h2>' +
      '<a href=/blog/authors/me>me</a></header></article><article><h2><a href="/blog/older">O</a></h2></article></main>';
    expect(firstBlogPostPath(html)).toBe('/blog/2025/9/v4.3-release');
    expect(firstBlogPostPath('<article><a href="/blog/tags/x">t</a><a href="/blog/first/">p</a></article>')).toBe('/blog/first');
    expect(firstBlogPostPath('<main>no posts</main>')).toBeNull();
  });
});

describe('options', () => {
  it('has defaults', () => {
    expect(parseOptions([])).toEqual({skipBuild: false, buildRuns: 3, runs: 3, pages: ['home', 'doc', 'doc4x', 'blog', 'search'], help: false});
  });

  it('reads --skip-build, --runs and --pages in canonical order', () => {
    expect(parseOptions(['--skip-build', '--runs', '1', '--pages', 'blog,home,blog'])).toEqual({skipBuild: true, buildRuns: 3, runs: 1, pages: ['home', 'blog'], help: false});
    expect(parseOptions(['--build-runs', '5']).buildRuns).toBe(5);
    expect(parseOptions(['--runs=5']).runs).toBe(5);
    expect(parseOptions(['--pages', 'doc4x,doc']).pages).toEqual(['doc', 'doc4x']);
  });

  it('rejects bad values', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--runs', 'x'])).toThrow(/--runs/);
    expect(() => parseOptions(['--build-runs', '0'])).toThrow(/--build-runs/);
    expect(() => parseOptions(['--build-runs', '2.5'])).toThrow(/--build-runs/);
    expect(() => parseOptions(['--pages', 'home,about'])).toThrow(/about/);
    expect(() => parseOptions(['--fast'])).toThrow();
  });
});

describe('benchmark pages', () => {
  /** A build folder holding `files` (path → HTML). */
  function fakeBuild(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
    for (const [file, html] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), html);
    }
    return dir;
  }

  it('measures the 5.x and the 4.x doc page of this site, and the stock doc page for both on the stock site', async () => {
    expect(SITE_DOC_PATHS).toEqual({doc: '/docs/intro', doc4x: '/docs/4.x/intro'});
    const site = fakeBuild({
      'index.html': '<h1>首页</h1>',
      'docs/intro.html': '<h1>5.x</h1>',
      'docs/4.x/intro.html': '<h1>4.x</h1>',
      'blog/long-post.html': '<h1>长文</h1>',
      'search.html': '<h1>搜索</h1>',
    });
    const stock = fakeBuild({
      'index.html': '<h1>Home</h1>',
      'docs/intro/index.html': '<h1>Intro</h1>',
      'blog/index.html': '<main><article><h2><a href="/blog/first">P</a></h2></article></main>',
      'blog/first/index.html': '<h1>P</h1>',
    });
    try {
      expect(await resolvePages(site, {...SITE_DOC_PATHS, blog: '/blog/long-post'})).toEqual({
        home: '/',
        doc: '/docs/intro',
        doc4x: '/docs/4.x/intro',
        blog: '/blog/long-post',
        search: '/search',
      });
      expect(await resolvePages(stock, {doc: '/docs/intro', doc4x: '/docs/intro'})).toEqual({
        home: '/',
        doc: '/docs/intro',
        doc4x: '/docs/intro',
        blog: '/blog/first',
        search: null,
      });
    } finally {
      rmSync(site, {recursive: true, force: true});
      rmSync(stock, {recursive: true, force: true});
    }
  });

  it('leaves out a doc page the build does not have', async () => {
    const build = fakeBuild({'index.html': '<h1>首页</h1>', 'docs/intro.html': '<h1>5.x</h1>'});
    try {
      const pages = await resolvePages(build, SITE_DOC_PATHS);
      expect(pages.doc).toBe('/docs/intro');
      expect(pages.doc4x).toBeNull();
    } finally {
      rmSync(build, {recursive: true, force: true});
    }
  });

  it('holds the 4.x doc page to the same targets as the 5.x one', () => {
    const results = {
      pages: ['doc', 'doc4x'],
      lighthouse: {
        mobile: {doc: lighthouseEntry(perfect), doc4x: lighthouseEntry({...perfect, performance: 80})},
        desktop: {doc: lighthouseEntry(perfect), doc4x: lighthouseEntry(perfect)},
      },
    };
    const mobile = checkTargets(results).find((check) => check.id === 'mobile-performance');
    expect(mobile?.pass).toBe(false);
    expect(mobile?.detail).toContain('doc4x 80 ✘');
    expect(renderReport({...results, sitePages: {doc: '/docs/intro', doc4x: '/docs/4.x/intro'}, stockPages: {doc: '/docs/intro', doc4x: '/docs/intro'}}))
      .toContain('doc4x (/docs/4.x/intro / /docs/intro)');
  });
});

describe('measurement helpers', () => {
  it('passes on gzip only', () => {
    expect(gzipOnly('gzip, deflate, br, zstd')).toBe('gzip');
    expect(gzipOnly('br')).toBe('identity');
    expect(gzipOnly('gzip;q=0, br')).toBe('identity');
    expect(gzipOnly(undefined)).toBe('identity');
  });

  it('reads CPU time and the largest process from /usr/bin/time -v', () => {
    const text = '\tUser time (seconds): 80.50\n\tSystem time (seconds): 9.25\n\tMaximum resident set size (kbytes): 2048\n';
    expect(parseTimeOutput(text)).toEqual({cpuMs: 89_750, maxSingleRssBytes: 2048 * 1024});
    expect(parseTimeOutput('')).toEqual({cpuMs: null, maxSingleRssBytes: null});
  });

  it('builds both sites cold and without the update check that asks the npm registry', () => {
    const {command, env} = coldBuildCommand("/tmp/it's out");
    expect(command).toBe("npx --no docusaurus clear && npx --no docusaurus build --out-dir '/tmp/it'\\''s out'");
    expect(env.NO_UPDATE_NOTIFIER).toBe('1');
  });

  it('builds the site from a copy whose packages are hard links, as in an installed clone, without the build cache', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bench-copy-'));
    try {
      execFileSync('git', ['init', '-q'], {cwd: root});
      writeFileSync(path.join(root, '.gitignore'), 'node_modules\n.bench\n');
      writeFileSync(path.join(root, 'page.md'), '# page\n');
      mkdirSync(path.join(root, 'node_modules/pkg'), {recursive: true});
      mkdirSync(path.join(root, 'node_modules/.cache'), {recursive: true});
      writeFileSync(path.join(root, 'node_modules/pkg/index.js'), 'module.exports = 1;\n');
      const workDir = path.join(root, '.bench/site-work');
      expect(await prepareSiteWorkDir({root, workDir})).toBe(2);
      const copied = path.join(workDir, 'node_modules/pkg');
      expect(lstatSync(copied).isDirectory()).toBe(true);
      expect(statSync(path.join(copied, 'index.js')).ino).toBe(statSync(path.join(root, 'node_modules/pkg/index.js')).ino);
      expect(() => lstatSync(path.join(workDir, 'node_modules/.cache'))).toThrow();
      expect(statSync(path.join(workDir, 'page.md')).isFile()).toBe(true);
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('stock site generator', () => {
  it('writes 3–6 KB pages with headings, lists, a table and a code block, the same every time', () => {
    for (const index of [0, 1, 17, 127]) {
      const page = generateDocMarkdown(index, 1);
      const bytes = Buffer.byteLength(page);
      expect(bytes, `page ${index}`).toBeGreaterThanOrEqual(3000);
      expect(bytes, `page ${index}`).toBeLessThanOrEqual(6000);
      expect(page).toMatch(/^## /m);
      expect(page).toMatch(/^### /m);
      expect(page).toMatch(/^- /m);
      expect(page).toMatch(/^\| --- \|/m);
      expect(page).toMatch(/^```\w+$/m);
      expect(page).toMatch(/[\u4e00-\u9fff]/);
      expect(page).toBe(generateDocMarkdown(index, 1));
    }
  });

  it('lays out exactly the requested number of docs pages', () => {
    const layout = docLayout(128);
    expect(layout).toHaveLength(128);
    expect(layout[0]).toEqual({index: 0, file: 'intro.md', position: 1});
    expect(new Set(layout.map((entry) => entry.file)).size).toBe(128);
    const article = '---\ntitle: "长文: 标题"\ndate: 2025-03-01\nimage: /img/cover.svg\n---\n\n正文，见[配置](/docs/options#a)与![图](/img/x.png)。\n';
    const doc = '---\ntitle: 简介\nsidebar_label: 简介\n---\n\n:::info[一句话]\n见 [4.x](/docs/4.x)。\n:::\n\n## 为什么 {#why}\n';
    const files = stockSiteFiles(40, article, doc);
    expect([...files.keys()].filter((file) => file.startsWith('docs/') && file.endsWith('.md'))).toHaveLength(40);
    expect([...files.keys()].filter((file) => /^blog\/.*\.md$/.test(file))).toHaveLength(3);
    const packageJson = JSON.parse(files.get('package.json') ?? '{}');
    expect(packageJson.dependencies['@docusaurus/core']).toBe('3.9.2');
    expect(packageJson.overrides).toEqual({'@docsearch/react': '4.7.0', webpack: '5.105.4'});
    expect(files.get('docusaurus.config.ts')).toContain("defaultLocale: 'zh-cn'");
    // The like-for-like blog page: this site's article, newest, with links the stock site can resolve.
    const copy = files.get('blog/2025-12-31-benchmark-article.mdx') ?? '';
    expect(copy).toContain('title: "长文: 标题"');
    expect(copy).toContain('date: 2025-12-31');
    expect(copy).not.toContain('image:');
    expect(copy).toContain('正文，见[配置](/docs/intro)与![图](/img/x.png)。');
    // The like-for-like doc page: this site's doc as the stock site's first doc, its links pointing there.
    expect(files.get('docs/intro.md')).toBe('---\ntitle: "简介"\nsidebar_position: 1\n---\n\n:::info[一句话]\n见 [4.x](/docs/intro)。\n:::\n\n## 为什么 {#why}\n');
  });
});

describe('main-thread attribution', () => {
  it('names scripts without origin and content hash, and keeps the document path', () => {
    expect(scriptName('http://127.0.0.1:4000/assets/js/main.46fa329a.js')).toBe('main.js');
    expect(scriptName('http://127.0.0.1:4000/assets/js/runtime~main.45c5633f.js')).toBe('runtime~main.js');
    expect(scriptName('http://127.0.0.1:4000/docs/intro')).toBe('/docs/intro');
    expect(scriptName('Unattributable')).toBe('Unattributable');
  });

  it('tabulates medians per category and per script for the doc pages, a script a run leaves out counting as 0', () => {
    const run = (main: number, chunk?: number) => ({
      mainthread: {scriptEvaluation: main * 2, styleLayout: 100},
      bootup: {'main.js': {scripting: main, parseCompile: 10}, ...(chunk === undefined ? {} : {'1862.js': {scripting: chunk, parseCompile: 0}})},
    });
    const sections = mainThreadSections({
      pages: ['home', 'doc'],
      lighthouse: {
        mobile: {
          home: {site: {median: {}, runs: [run(1)]}, stock: {median: {}, runs: [run(1)]}},
          doc: {site: {median: {}, runs: [run(300, 60), run(500), run(400, 80)]}, stock: {median: {}, runs: [run(200), run(250), run(220)]}},
        },
      },
    });
    const text = sections.join('\n');
    expect(sections[0]).toMatch(/^## Main-thread attribution/);
    expect(text).not.toContain('mobile home');
    // main.js: site median 400 + 10, stock 220 + 10; 1862.js only on the site: median of 60, 0, 80.
    expect(text).toMatch(/\| main\.js +\| +410 ms \| +230 ms \|/);
    expect(text).toMatch(/\| 1862\.js +\| +60 ms \| +0 ms \|/);
    expect(text).toMatch(/\| scriptEvaluation +\| +800 ms \| +440 ms \|/);
    // Largest first.
    expect(text.indexOf('scriptEvaluation')).toBeLessThan(text.indexOf('styleLayout'));
  });

  it('leaves out a run without a breakdown instead of counting it as zeros', () => {
    const run = (ms: number) => ({mainthread: {styleLayout: ms}, bootup: {'main.js': {scripting: ms, parseCompile: 0}}});
    const text = mainThreadSections({
      pages: ['doc'],
      lighthouse: {mobile: {doc: {site: {median: {}, runs: [run(300), {mainthread: {}, bootup: {}}, run(500)]}, stock: {median: {}, runs: [run(100)]}}}},
    }).join('\n');
    expect(text).toMatch(/\| styleLayout +\| +400 ms \| +100 ms \|/);
  });

  it('adds nothing when the runs carry no breakdown (results of an older bench)', () => {
    expect(mainThreadSections({pages: ['doc'], lighthouse: {mobile: {doc: {site: {median: {}, runs: [{}]}, stock: null}}}})).toEqual([]);
  });
});
