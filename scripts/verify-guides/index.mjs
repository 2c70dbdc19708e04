#!/usr/bin/env node
// `npm run verify:guides [stack…] [--record] [--fresh] [--timeout <s>]`: builds a real mini-program for
// each stack from the code blocks its setup guide marks with `verify="<stack>"`, for WeChat, and checks
// the output (see checks.mjs). Not part of `npm test`: it installs framework packages from the registry.
//
// Work files: .verify-guides/<stack>/ (project, node_modules reused between runs), logs in
// .verify-guides/logs/. Results: bench-results/verify-guides.json. With --record, the passing stacks
// are written to src/data/verified-guides.json (read by <VerifiedGuide stack="…" />).
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {PROBES, loadEscape, runChecks} from './checks.mjs';
import {installSpecs, markedBlocks} from './extract.mjs';
import {STACKS, findStack} from './stacks.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const workRoot = path.join(root, '.verify-guides');
const logDir = path.join(workRoot, 'logs');
const resultsFile = path.join(root, 'bench-results', 'verify-guides.json');
const recordFile = path.join(root, 'src', 'data', 'verified-guides.json');
const KEEP = new Set(['node_modules', 'package-lock.json', '.install-hash']);

const USAGE = `Usage: npm run verify:guides -- [stack…] [--record] [--fresh] [--timeout <seconds>]

Stacks: ${STACKS.map((stack) => stack.id).join(', ')} (default: all)
  --record           write the passing stacks to src/data/verified-guides.json
  --fresh            reinstall dependencies even when .verify-guides/<stack>/node_modules matches
  --timeout <s>      time limit per build (default 300) and per install (twice that)`;

function parseArgs(argv) {
  const options = {stacks: [], record: false, fresh: false, timeout: 300};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--record') options.record = true;
    else if (arg === '--fresh') options.fresh = true;
    else if (arg === '--timeout') options.timeout = Number(argv[++i]);
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (findStack(arg)) options.stacks.push(arg);
    else {
      console.error(`Unknown stack or option: ${arg}\n\n${USAGE}`);
      process.exit(2);
    }
  }
  if (!Number.isFinite(options.timeout) || options.timeout <= 0) {
    console.error('--timeout needs a number of seconds');
    process.exit(2);
  }
  if (options.stacks.length === 0) options.stacks = STACKS.map((stack) => stack.id);
  return options;
}

const started = performance.now();
const log = (line) => console.log(`[verify-guides ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/**
 * Runs a command in its own process group; kills the group when the time limit passes.
 * @returns {Promise<{code: number | null, timedOut: boolean, ms: number, output: string}>}
 */
function run(command, args, {cwd, timeoutMs, logFile, env}) {
  return new Promise((resolve) => {
    const begin = performance.now();
    const child = spawn(command, args, {cwd, env: {...process.env, ...env}, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const collect = (chunk) => {
      output += chunk;
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('close', async (code) => {
      clearTimeout(timer);
      await writeFile(logFile, `$ ${command} ${args.join(' ')}\n${output}`);
      resolve({code, timedOut, ms: performance.now() - begin, output});
    });
  });
}

/** Package name of a spec such as `@tailwindcss/postcss@4.3.5` or `tailwindcss@4`. */
function splitSpec(spec) {
  const at = spec.indexOf('@', 1);
  return at === -1 ? [spec, 'latest'] : [spec.slice(0, at), spec.slice(at + 1)];
}

function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function deepMerge(base, extra) {
  const out = {...base};
  for (const [key, value] of Object.entries(extra)) {
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key], value) : value;
  }
  return out;
}

function installedVersion(projectDir, name) {
  try {
    return JSON.parse(readFileSync(path.join(projectDir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

async function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

function firstLines(text, count = 12) {
  const lines = text.split('\n').filter((line) => /error|Error|ERR|failed|Cannot|Unknown|not found/.test(line));
  return (lines.length > 0 ? lines : text.trim().split('\n').slice(-count)).slice(0, count).map((line) => line.slice(0, 300));
}

/** @param {import('./stacks.mjs').Stack} stack */
async function verifyStack(stack, options) {
  const result = {
    stack: stack.id,
    title: stack.title,
    page: stack.page,
    tailwind: stack.tailwind,
    framework: stack.framework,
    frameworkName: stack.frameworkName,
    frameworkVersion: undefined,
    weappTailwindcss: undefined,
    tailwindcss: undefined,
    packages: {},
    install: {ms: 0, cached: false},
    build: {ms: 0},
    result: 'fail',
    failedCheck: undefined,
    problems: [],
    checks: [],
  };
  const fail = (check, problems) => {
    result.failedCheck ??= check;
    result.problems = problems.slice(0, 20);
    return result;
  };

  const blocks = markedBlocks(path.join(root, stack.page), stack.id);
  const titles = new Set(blocks.map((block) => block.title).filter(Boolean));
  const missing = stack.requiredFiles.filter((file) => !titles.has(file));
  if (missing.length > 0) return fail('guide-blocks', [`${stack.page} marks no block for: ${missing.join(', ')}`]);

  const projectDir = path.join(workRoot, stack.id);
  await mkdir(projectDir, {recursive: true});
  for (const name of await readdir(projectDir)) {
    if (!KEEP.has(name)) await rm(path.join(projectDir, name), {recursive: true, force: true});
  }

  // package.json: skeleton, then the guide's package.json blocks merged in, then the guide's install specs.
  let pkg = deepMerge({name: `verify-${stack.id}`, version: '0.0.0', private: true}, stack.packageJson ?? {});
  for (const block of blocks.filter((b) => b.title === 'package.json')) pkg = deepMerge(pkg, JSON.parse(block.code));
  const devDependencies = {...stack.dependencies};
  for (const spec of installSpecs(blocks)) {
    const [name, range] = splitSpec(spec);
    devDependencies[name] = range;
  }
  pkg.devDependencies = {...pkg.devDependencies, ...devDependencies};
  if (stack.overrides) pkg.overrides = stack.overrides;
  await writeFile(path.join(projectDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);

  const hash = createHash('sha256')
    .update(JSON.stringify([pkg.devDependencies, pkg.dependencies, pkg.overrides, pkg.scripts?.postinstall]))
    .digest('hex');
  const hashFile = path.join(projectDir, '.install-hash');
  const cached =
    !options.fresh && existsSync(path.join(projectDir, 'node_modules')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash;
  if (cached) {
    result.install.cached = true;
    log(`${stack.id}: dependencies cached (${path.relative(root, projectDir)}/node_modules)`);
  } else {
    if (options.fresh) {
      await rm(path.join(projectDir, 'node_modules'), {recursive: true, force: true});
      await rm(path.join(projectDir, 'package-lock.json'), {force: true});
    }
    await rm(hashFile, {force: true});
    log(`${stack.id}: npm install ${Object.entries(pkg.devDependencies).map(([n, v]) => `${n}@${v}`).join(' ')}`);
    const install = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: projectDir,
      timeoutMs: options.timeout * 2000,
      logFile: path.join(logDir, `${stack.id}.install.log`),
      env: {NO_UPDATE_NOTIFIER: '1'},
    });
    result.install.ms = Math.round(install.ms);
    if (install.timedOut) return fail('install', [`npm install timed out after ${options.timeout * 2} s`]);
    if (install.code !== 0) return fail('install', firstLines(install.output));
    await writeFile(hashFile, hash);
  }
  for (const name of Object.keys(pkg.devDependencies)) result.packages[name] = installedVersion(projectDir, name);
  result.frameworkVersion = installedVersion(projectDir, stack.framework);
  result.weappTailwindcss = installedVersion(projectDir, 'weapp-tailwindcss');
  result.tailwindcss = installedVersion(projectDir, 'tailwindcss');
  log(`${stack.id}: installed ${Object.entries(result.packages).map(([n, v]) => `${n}@${v ?? '?'}`).join(' ')}`);

  // The skeleton, then the guide's blocks on top of it.
  for (const [file, content] of Object.entries(stack.files)) {
    await mkdir(path.dirname(path.join(projectDir, file)), {recursive: true});
    await writeFile(path.join(projectDir, file), content);
  }
  // A JSON block for a file the skeleton already has (src/manifest.json …) is merged into it, as a reader
  // adds the fields a guide shows to the file the scaffold created.
  for (const block of blocks) {
    if (!block.title || block.title === 'package.json') continue;
    const target = path.join(projectDir, block.title);
    await mkdir(path.dirname(target), {recursive: true});
    if (block.title.endsWith('.json') && existsSync(target)) {
      const merged = deepMerge(JSON.parse(await readFile(target, 'utf8')), JSON.parse(block.code));
      await writeFile(target, `${JSON.stringify(merged, null, 2)}\n`);
    } else {
      await writeFile(target, block.code);
    }
  }

  log(`${stack.id}: build (${stack.build.join(' ')})`);
  const [bin, ...args] = stack.build;
  const build = await run(path.join(projectDir, 'node_modules', '.bin', bin), args, {
    cwd: projectDir,
    timeoutMs: options.timeout * 1000,
    logFile: path.join(logDir, `${stack.id}.build.log`),
    env: {NO_UPDATE_NOTIFIER: '1', BROWSERSLIST_IGNORE_OLD_DATA: '1', CI: '1'},
  });
  result.build.ms = Math.round(build.ms);
  if (build.timedOut) return fail('build', [`build timed out after ${options.timeout} s`]);
  const outDir = path.join(projectDir, stack.outDir);
  const outFiles = await listFiles(outDir);
  const wxssFiles = outFiles.filter((file) => file.endsWith('.wxss'));
  if (build.code !== 0 || wxssFiles.length === 0) {
    return fail('build', [`exit code ${build.code}${wxssFiles.length === 0 ? ', no .wxss in the output' : ''}`, ...firstLines(build.output)]);
  }

  const rel = (file) => path.relative(outDir, file);
  const wxss = await Promise.all(wxssFiles.map(async (file) => ({file: rel(file), css: await readFile(file, 'utf8')})));
  const templateFiles = outFiles.filter((file) => stack.templates.test(rel(file)));
  const templates = await Promise.all(templateFiles.map(async (file) => ({file: rel(file), text: await readFile(file, 'utf8')})));
  const escape = await loadEscape(projectDir);
  result.checks = runChecks({wxss, templates, escape}).map((check) => ({...check, problems: check.problems.slice(0, 20), count: check.problems.length}));
  const failed = result.checks.find((check) => check.problems.length > 0);
  if (failed) return fail(failed.id, [`${failed.label}: ${failed.count} problem(s)`, ...failed.problems]);
  result.result = 'pass';
  return result;
}

function seconds(ms, cached) {
  return cached ? 'cached' : `${(ms / 1000).toFixed(1)} s`;
}

function table(results) {
  const rows = [
    ['stack', 'framework', 'weapp-tailwindcss', 'tailwindcss', 'install', 'build', 'result', 'first failing check'],
    ...results.map((r) => [
      r.stack,
      r.frameworkVersion ? `${r.frameworkName} ${r.frameworkVersion}` : (r.frameworkName ?? '-'),
      r.weappTailwindcss ?? '-',
      r.tailwindcss ?? '-',
      seconds(r.install.ms, r.install.cached),
      r.build.ms ? `${(r.build.ms / 1000).toFixed(1)} s` : '-',
      r.result === 'pass' ? 'PASS' : 'FAIL',
      r.failedCheck ? `${r.failedCheck}: ${r.problems[0] ?? ''}`.slice(0, 110) : '',
    ]),
  ];
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows.map((row, i) => {
    const line = `| ${row.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
    return i === 0 ? `${line}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|` : line;
  }).join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  await mkdir(logDir, {recursive: true});
  log(`stacks: ${options.stacks.join(', ')}; probes: ${PROBES.map((p) => p.name).join(' ')}`);
  const results = [];
  for (const id of options.stacks) {
    let result;
    try {
      result = await verifyStack(findStack(id), options);
    } catch (error) {
      result = {stack: id, page: findStack(id).page, framework: findStack(id).framework, frameworkName: findStack(id).frameworkName, install: {ms: 0}, build: {ms: 0}, result: 'fail', failedCheck: 'runner', problems: [String(error?.stack ?? error)], checks: []};
    }
    results.push(result);
    log(`${id}: ${result.result.toUpperCase()}${result.failedCheck ? ` (${result.failedCheck})` : ''}`);
    for (const problem of result.problems.slice(0, 8)) console.log(`    ${problem}`);
  }
  const totalMs = Math.round(performance.now() - started);
  console.log(`\n${table(results)}\n\nTotal ${(totalMs / 1000).toFixed(1)} s. Logs: ${path.relative(root, logDir)}/`);

  const date = new Date().toISOString();
  await mkdir(path.dirname(resultsFile), {recursive: true});
  await writeFile(resultsFile, `${JSON.stringify({date, node: process.version, totalMs, results}, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, resultsFile)}`);

  if (options.record) {
    let previous = {};
    try {
      previous = JSON.parse(await readFile(recordFile, 'utf8'));
    } catch {
      previous = {};
    }
    // A stack that failed this run loses its record; stacks not run this time keep theirs.
    const failed = new Set(results.filter((r) => r.result !== 'pass').map((r) => r.stack));
    const records = Object.fromEntries(Object.entries(previous).filter(([stack]) => !failed.has(stack)));
    for (const r of results) {
      if (r.result !== 'pass') continue;
      records[r.stack] = {
        stack: r.stack,
        page: r.page,
        result: 'pass',
        framework: r.frameworkName,
        frameworkVersion: r.frameworkVersion,
        weappTailwindcss: r.weappTailwindcss,
        tailwindcss: r.tailwindcss,
        date: date.slice(0, 10),
      };
    }
    const sorted = Object.fromEntries(Object.entries(records).sort(([a], [b]) => a.localeCompare(b)));
    await writeFile(recordFile, `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(`Wrote ${path.relative(root, recordFile)}`);
  }
  process.exitCode = results.every((r) => r.result === 'pass') ? 0 : 1;
}

await main();
