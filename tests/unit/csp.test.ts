import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  PROVIDER_SOURCES,
  addSources,
  inlineScriptHashes,
  missingSources,
  pagesScriptHashes,
  replaceSitePolicy,
  sitePolicy,
  type Provider,
} from '../../src/plugins/security-headers/csp';
import securityHeadersPlugin, {scanPages} from '../../src/plugins/security-headers';
import {builtHtmlFiles} from '../../src/plugins/builtHtml';

// Every built folder of this file lives under one temporary folder, removed once the file has run (the page scan's is 40 MB).
const tempRoot = mkdtempSync(path.join(tmpdir(), 'csp-'));
afterAll(() => rmSync(tempRoot, {recursive: true, force: true}));

/** A built folder holding `files` (path under the folder → text). */
function builtFolder(files: Record<string, string>): string {
  const outDir = mkdtempSync(path.join(tempRoot, 'out-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(outDir, name)), {recursive: true});
    writeFileSync(path.join(outDir, name), text);
  }
  return outDir;
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const committedHeaders = readFileSync('static/_headers', 'utf8');

describe('inline script hashes', () => {
  it('hashes the inline scripts a browser runs, once each', () => {
    const html = '<head><script>a()</script><script type="module">b()</script></head><body><script>a()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('skips external scripts, empty scripts and data blocks such as JSON-LD', () => {
    const html = '<script src="/x.js"></script><script></script><script type="application/ld+json">{"a":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('policy editing', () => {
  const policy = "default-src 'self'; script-src 'self'; frame-src 'none'";

  it('lists only the sources a policy lacks', () => {
    expect(missingSources(policy, {'script-src': ["'self'", "'sha256-x'"], 'connect-src': ['https://a.example']})).toEqual({
      'script-src': ["'sha256-x'"],
      'connect-src': ['https://a.example'],
    });
    expect(missingSources(policy, {'script-src': ["'self'"]})).toEqual({});
  });

  it('adds sources, starting a missing directive from default-src and dropping a none', () => {
    expect(addSources(policy, {'script-src': ["'sha256-x'"], 'connect-src': ['https://a.example'], 'frame-src': ['https://b.example']})).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; frame-src https://b.example; connect-src 'self' https://a.example",
    );
  });

  it('replaces only the site-wide policy of a _headers file', () => {
    const text = "/*\n  Content-Security-Policy: a\n  X-Test: 1\n/docs/*\n  Content-Security-Policy: b\n";
    expect(replaceSitePolicy(text, 'c')).toBe("/*\n  Content-Security-Policy: c\n  X-Test: 1\n/docs/*\n  Content-Security-Policy: b\n");
    expect(sitePolicy(replaceSitePolicy(text, 'c'))).toBe('c');
  });
});

describe('static/_headers', () => {
  const policy = sitePolicy(committedHeaders) ?? '';

  it('allows only this site by default', () => {
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).toMatch(/object-src 'none'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toMatch(/https:/);
    for (const sources of Object.values(PROVIDER_SOURCES)) {
      for (const list of Object.values(sources)) for (const source of list) expect(policy).not.toContain(source);
    }
  });

  it('sends the other security headers to every page', () => {
    for (const header of ['X-Content-Type-Options: nosniff', 'Referrer-Policy:', 'Permissions-Policy:']) {
      expect(committedHeaders).toContain(header);
    }
  });
});

describe('security-headers plugin', () => {
  const buildDir = (html: string) =>
    builtFolder({'_headers': "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'\n", 'docs/page.html': html});
  const postBuild = async (providers: Provider[], outDir: string) =>
    (securityHeadersPlugin({providers}).postBuild as (props: {outDir: string}) => Promise<void>)({outDir});

  it('fails the default build when a page runs an inline script the policy does not allow', async () => {
    const outDir = buildDir('<script>run()</script>');
    await expect(postBuild([], outDir)).rejects.toThrow(/static\/_headers would block.*script-src 'sha256-/);
  });

  it('passes when every inline script is allowed', async () => {
    const outDir = buildDir('<script src="/a.js"></script>');
    await expect(postBuild([], outDir)).resolves.toBeUndefined();
  });

  it('widens the built policy for a configured provider', async () => {
    const outDir = buildDir('<script>gtag()</script>');
    await postBuild(['gtag'], outDir);
    const policy = sitePolicy(readFileSync(`${outDir}/_headers`, 'utf8')) ?? '';
    expect(policy).toContain(sha('gtag()'));
    expect(policy).toContain('https://www.googletagmanager.com');
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com");
  });
});

describe('the pages\' inline scripts', () => {
  const mainThreadCpu = async (work: () => Promise<unknown>) => {
    const before = process.threadCpuUsage();
    const result = await work();
    const used = process.threadCpuUsage(before);
    return {result, cpu: used.user + used.system};
  };

  it('lists each hash once, in the order the pages (as listed) first run it', async () => {
    const outDir = builtFolder({'a.html': '<script>z()</script><script>y()</script>', 'b/c.html': '<script>y()</script><script>x()</script>'});
    const [a, c] = [`${outDir}/a.html`, `${outDir}/b/c.html`];
    expect(await pagesScriptHashes([a, c])).toEqual([sha('z()'), sha('y()'), sha('x()')]);
    expect(await pagesScriptHashes([c, a])).toEqual([sha('y()'), sha('x()'), sha('z()')]);
  });

  it('reads and hashes the pages in a thread of its own, with the same result', async () => {
    // Pages whose scan takes the main thread a while: many large inline scripts.
    const script = (page: number, index: number) => `<script>run(${page}, ${index}, "${'x'.repeat(20_000)}")</script>`;
    const pages = Object.fromEntries(Array.from({length: 40}, (_, page) => [`p${page}/index.html`, Array.from({length: 50}, (_, index) => script(page, index)).join('')]));
    const outDir = builtFolder(pages);
    const here = await mainThreadCpu(async () => pagesScriptHashes(await builtHtmlFiles(outDir)));
    const scanned = await mainThreadCpu(() => scanPages(outDir));
    expect(scanned.result).toEqual(here.result);
    expect((scanned.result as string[]).length).toBe(2000);
    // The thread's start and its answer cost the main thread little beside the scan itself. The least of three runs:
    // the test worker's main thread also does the runner's own work, which once put 108 ms into one measurement.
    const rescans = [(await mainThreadCpu(() => scanPages(outDir))).cpu, (await mainThreadCpu(() => scanPages(outDir))).cpu];
    expect(Math.min(scanned.cpu, ...rescans)).toBeLessThan(here.cpu / 2);
  }, 60_000);

  it('fails the build with the thread\'s error when it cannot read the built folder', async () => {
    await expect(scanPages(path.join(tempRoot, 'no-such-folder'))).rejects.toThrow(/ENOENT.*no-such-folder/);
  });
});
