// Initial JS and CSS of a page, in gzip bytes on the wire: what Chromium loads (scripts and style sheets,
// including preloads and the viewport prefetches Docusaurus links start) from navigation until the load
// event plus 2 s without network activity, with no interaction, plus anything the HTML references that
// the browser did not fetch in that time (measured by requesting it with Accept-Encoding: gzip).
import http from 'node:http';
import {gunzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';
import {classifyAsset, initialAssetUrls} from './html.mjs';

const IDLE_MS = 2000;
const IDLE_TIMEOUT_MS = 30_000;
const VIEWPORT = {width: 1350, height: 940};

/** Raw (still encoded) body size and headers of a GET with Accept-Encoding: gzip. */
function fetchEncoded(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, {headers: {'Accept-Encoding': 'gzip'}}, (response) => {
      let bytes = 0;
      const chunks = [];
      response.on('data', (chunk) => {
        bytes += chunk.length;
        chunks.push(chunk);
      });
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, bytes, body: Buffer.concat(chunks)}));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function measurePage(browser, url) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    extraHTTPHeaders: {'Accept-Encoding': 'gzip'},
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  let inFlight = 0;
  let lastActivity = performance.now();
  const external = new Set();
  const pending = [];
  /** @type {Map<string, {url: string, kind: string, bytes: number, resourceType: string, status: number}>} */
  const loaded = new Map();
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = performance.now();
    if (!request.url().startsWith(`${origin}/`) && !request.url().startsWith('data:')) external.add(request.url());
  });
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = performance.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle();
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const kind = classifyAsset({url: request.url(), resourceType: request.resourceType(), contentType: response.headers()['content-type'] ?? ''});
        if (!kind) return;
        const sizes = await request.sizes();
        const previous = loaded.get(request.url());
        loaded.set(request.url(), {
          url: request.url(),
          kind,
          bytes: Math.max(previous?.bytes ?? 0, sizes.responseBodySize),
          resourceType: request.resourceType(),
          status: response.status(),
        });
      })(),
    );
  });

  const response = await page.goto(url, {waitUntil: 'load', timeout: 60_000});
  if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  const started = performance.now();
  while (performance.now() - started < IDLE_TIMEOUT_MS) {
    if (inFlight === 0 && performance.now() - lastActivity >= IDLE_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await Promise.all(pending);
  await context.close();

  // Whatever the HTML references but the browser had not fetched counts too.
  const html = await fetchEncoded(url);
  const htmlText = html.headers['content-encoding'] === 'gzip' ? gunzipSync(html.body).toString('utf8') : html.body.toString('utf8');
  const referenced = initialAssetUrls(htmlText, url);
  for (const asset of referenced) {
    if (loaded.has(asset.url) || !asset.url.startsWith(`${origin}/`)) continue;
    const fetched = await fetchEncoded(asset.url);
    loaded.set(asset.url, {url: asset.url, kind: asset.kind, bytes: fetched.bytes, resourceType: 'referenced-not-loaded', status: fetched.status});
  }

  const files = [...loaded.values()].sort((a, b) => b.bytes - a.bytes).map((file) => ({...file, url: file.url.slice(origin.length)}));
  const sum = (predicate) => files.filter(predicate).reduce((total, file) => total + file.bytes, 0);
  const js = sum((file) => file.kind === 'script');
  const css = sum((file) => file.kind === 'stylesheet');
  // Docusaurus prefetches the chunks of in-viewport links with <link rel=prefetch>; Chromium reports those as "other".
  const prefetch = sum((file) => file.resourceType === 'other');
  return {js, css, total: js + css, prefetch, external: [...external], files};
}

/**
 * Measures every page of both sites in one browser, a fresh context (empty cache) per page.
 * @param {{pages: {key: string, site: string | null, stock: string | null}[], siteUrl: string, stockUrl: string, log: (line: string) => void}} options
 */
export async function measureWeights({pages, siteUrl, stockUrl, log}) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true});
  const results = {};
  try {
    for (const page of pages) {
      const entry = {};
      for (const [side, base, route] of [['site', siteUrl, page.site], ['stock', stockUrl, page.stock]]) {
        if (!route) {
          entry[side] = null;
          continue;
        }
        const measure = await measurePage(browser, `${base}${route}`);
        log(`  weight ${side} ${route}: JS ${(measure.js / 1024).toFixed(1)} KiB, CSS ${(measure.css / 1024).toFixed(1)} KiB (${measure.files.length} files)`);
        if (measure.external.length) log(`  ! ${side} ${route} requested outside 127.0.0.1: ${measure.external.join(', ')}`);
        entry[side] = measure;
      }
      results[page.key] = entry;
    }
  } finally {
    await browser.close();
  }
  return results;
}
