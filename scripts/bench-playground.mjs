#!/usr/bin/env node
// Playground benchmark: worker bundle size, time to first output after load, per-edit transform
// time and preview update time (median, p95). Measured in Chromium against build/ served by scripts/serve.mjs when the build
// contains the playground, otherwise in-process by running the worker bundle in a bare VM context.
// Also checks that no other page's HTML or JS carries the worker or the engine.
/* global document, HTMLTextAreaElement, MutationObserver -- used by the functions page.evaluate runs in the browser */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';
import vm from 'node:vm';
import {gzipSync} from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = path.join(root, 'build');
const port = 4180;
const baseUrl = `http://127.0.0.1:${port}`;
const edits = 30;
/** A string that exists only in the engine, to spot it in the site's own JavaScript. */
const engineMarker = '在线转换只内置了';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function summary(label, values) {
  const format = (value) => `${value.toFixed(1)} ms`;
  console.log(`  ${label}: median ${format(percentile(values, 0.5))}, p95 ${format(percentile(values, 0.95))} (${values.length} edits)`);
}

function editTemplate(index) {
  return `<view class="w-[${100 + index}px] p-4 text-[32rpx] {{ on ? 'bg-sky-500/50' : 'hidden' }} hover:bg-red-500">x</view>`;
}

async function readWorker(dir) {
  const manifest = JSON.parse(await readFile(path.join(dir, 'playground/manifest.json'), 'utf8'));
  const file = path.join(dir, manifest.worker);
  return {name: manifest.worker, code: await readFile(file)};
}

async function listFiles(dir, extension) {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(extension)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Only the playground page may mention the worker; no site chunk may contain the engine. */
async function checkIsolation(workerName) {
  const workerFile = path.basename(workerName);
  const offenders = [];
  for (const file of await listFiles(buildDir, '.html')) {
    const relative = path.relative(buildDir, file);
    if (relative === 'playground.html' || relative === path.join('playground', 'index.html')) continue;
    const html = await readFile(file, 'utf8');
    if (html.includes(workerFile) || html.includes('playground/manifest.json')) offenders.push(relative);
  }
  for (const file of await listFiles(path.join(buildDir, 'assets'), '.js')) {
    const code = await readFile(file, 'utf8');
    if (code.includes(workerFile) || code.includes(engineMarker)) offenders.push(path.relative(buildDir, file));
  }
  if (offenders.length > 0) {
    console.log(`isolation: FAILED, the worker or the engine is referenced by ${offenders.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('isolation: no other page HTML and no site chunk references the worker or contains the engine');
  }
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`${baseUrl}/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server on port ${port} did not start`);
}

async function benchInBrowser() {
  const {chromium} = await import('@playwright/test');
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port)], {stdio: 'ignore'});
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    await waitForServer();
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/playground`);
    // The status line reports the worker's own time once the first result is shown.
    const firstOutput = await page.waitForFunction(
      () => (document.body.textContent?.includes('个类名，用时') ? performance.now() : 0),
      null,
      {timeout: 60_000, polling: 5},
    );
    console.log(`time to first output after navigation start: ${(await firstOutput.jsonValue()).toFixed(0)} ms`);

    const endToEnd = [];
    const workerTimes = [];
    const previewTimes = [];
    for (let index = 0; index < edits; index++) {
      const template = editTemplate(index);
      const expected = `w-_b${100 + index}px_B`;
      const timing = await page.evaluate(
        ({template, expected}) =>
          new Promise((resolve) => {
            const field = document.getElementById('playground-template');
            const frame = document.querySelector('iframe[title="小程序页面预览"]');
            const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
            const startedAt = performance.now();
            let output;
            let previewAt;
            const finish = () => {
              if (output && previewAt !== undefined) resolve({...output, previewMs: previewAt - output.at});
            };
            // The preview has updated when its frame has loaded the document drawn from this result.
            frame.addEventListener('load', function onLoad() {
              if (!frame.srcdoc.includes(expected)) return;
              frame.removeEventListener('load', onLoad);
              previewAt = performance.now();
              finish();
            });
            const observer = new MutationObserver(() => {
              const status = document.body.textContent ?? '';
              const region = document.querySelector('[aria-labelledby="playground-wxml-title"]');
              if (!region?.textContent?.includes(expected) || !status.includes('个类名，用时')) return;
              observer.disconnect();
              const workerMs = Number(/用时 (\d+) ms/.exec(status)?.[1] ?? Number.NaN);
              const at = performance.now();
              output = {at, total: at - startedAt, workerMs};
              finish();
            });
            observer.observe(document.body, {subtree: true, childList: true, characterData: true});
            setValue.call(field, template);
            field.dispatchEvent(new Event('input', {bubbles: true}));
          }),
        {template, expected},
      );
      endToEnd.push(timing.total);
      workerTimes.push(timing.workerMs);
      previewTimes.push(timing.previewMs);
    }
    console.log('per edit, in Chromium:');
    summary('keystroke to output (includes the 150 ms debounce)', endToEnd);
    summary('transform inside the worker', workerTimes);
    summary('preview update (output shown to preview frame loaded)', previewTimes);
  } finally {
    await browser.close();
    server.kill();
  }
}

/** The worker bundle in a VM context with no Node globals, driven through its message protocol. */
async function benchInProcess(code) {
  let onMessage;
  const answers = [];
  const context = vm.createContext({
    console,
    URL,
    TextEncoder,
    TextDecoder,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    performance,
    addEventListener: (_type, listener) => {
      onMessage = listener;
    },
    postMessage: (message) => answers.push(message),
  });
  const transform = async (id, template) => {
    const options = {rem2rpx: true, px2rpx: false, cssPreflight: true, cssRemoveHoverPseudoClass: true};
    onMessage({data: {id, template, css: '@import "weapp-tailwindcss";', options}});
    while (answers.length < id) await new Promise((resolve) => setTimeout(resolve, 1));
    const answer = answers[id - 1];
    if (answer.error) throw new Error(answer.error);
  };
  const startedAt = performance.now();
  vm.runInContext(code.toString('utf8'), context);
  await transform(1, editTemplate(-1));
  console.log(`time to first output (evaluate bundle + first transform): ${(performance.now() - startedAt).toFixed(0)} ms`);
  const times = [];
  for (let index = 0; index < edits; index++) {
    const editStartedAt = performance.now();
    await transform(index + 2, editTemplate(index));
    times.push(performance.now() - editStartedAt);
  }
  console.log('per edit, in process:');
  summary('transform', times);
}

const hasBuiltPlayground =
  existsSync(path.join(buildDir, 'playground/manifest.json')) &&
  existsSync(path.join(buildDir, 'playground.html')) &&
  // Minified HTML drops the quotes around attribute values.
  /\bid="?playground-template[\s">]/.test(await readFile(path.join(buildDir, 'playground.html'), 'utf8'));

// The playground-worker plugin bundles the worker on every build and dev-server start.
const workerDir = hasBuiltPlayground ? buildDir : path.join(root, '.docusaurus/playground-static');
if (!existsSync(path.join(workerDir, 'playground/manifest.json'))) {
  console.error('No playground worker found: run `npm run build` (or `npm start`) first.');
  process.exit(1);
}
const worker = await readWorker(workerDir);
console.log(`worker bundle ${worker.name}: raw ${kib(worker.code.length)}, gzip ${kib(gzipSync(worker.code, {level: 9}).length)}`);

if (hasBuiltPlayground) {
  await checkIsolation(worker.name);
  await benchInBrowser();
} else {
  console.log('build/ has no playground page: measuring in process (run the site build for browser numbers)');
  await benchInProcess(worker.code);
}
