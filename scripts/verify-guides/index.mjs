#!/usr/bin/env node
// `npm run verify:guides [stack…] [--record] [--fresh] [--timeout <s>] [--self-test]`: builds a real
// mini-program for each stack from the code blocks its setup guide marks with `verify="<stack>"`, for
// WeChat, and checks what a reader meets: the install and its pins (reader-steps.mjs), the postinstall
// patch and `weapp-tw status`, the build and its output (checks.mjs), weapp-tailwindcss's own warnings,
// and the dev command. Every failure names the marked block it points at (blame.mjs). `--self-test`
// breaks the blocks the way readers do (mutations.mjs) and checks that each break fails (self-test.mjs).
// Not part of `npm test`: it installs framework packages from the registry.
//
// Work files: <workRoot>/<stack>/ (project, node_modules reused between runs; see work-root.mjs), logs in
// <workRoot>/logs/. Results: bench-results/verify-guides.json. With --record, the passing stacks
// are written to src/data/verified-guides.json (read by <VerifiedGuide stack="…" />).
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {stripVTControlCharacters} from 'node:util';
import {blameLine, blockLabel, suspectBlocks} from './blame.mjs';
import {JS_PROBE_CLASS_STRING, PROBES, loadEscape, loggerWarnings, runChecks} from './checks.mjs';
import {installCommands, stackBlocks, turnsRem2rpxOn} from './extract.mjs';
import {run, withLock} from './process.mjs';
import {checkPins, readerRanges, runDev, runPatchStep} from './reader-steps.mjs';
import {runSelfTest} from './self-test.mjs';
import {STACKS, findStack} from './stacks.mjs';
import {workRoot} from './work-root.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const logDir = path.join(workRoot, 'logs');
const resultsFile = path.join(root, 'bench-results', 'verify-guides.json');
const recordFile = path.join(root, 'src', 'data', 'verified-guides.json');
const KEEP = new Set(['node_modules', 'package-lock.json', '.install-hash', '.pins.json']);

const USAGE = `Usage: npm run verify:guides -- [stack…] [--record] [--fresh] [--timeout <seconds>] [--self-test]

Stacks: ${STACKS.map((stack) => stack.id).join(', ')} (default: all)
  --record           write the passing stacks to src/data/verified-guides.json
  --fresh            reinstall dependencies even when <work folder>/<stack>/node_modules matches
  --timeout <s>      time limit per build (default 300) and per install (twice that)
  --dev-timeout <s>  how long the dev command may take to write its first .wxss (default 60, or twice
                     the build's time when that is longer)
  --self-test        for each stack, build copies of its blocks broken the way readers break them and
                     check that every break fails; writes bench-results/verify-guides-self-test.json`;

function parseArgs(argv) {
  const options = {stacks: [], record: false, fresh: false, timeout: 300, devTimeout: 60, selfTest: false};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--record') options.record = true;
    else if (arg === '--fresh') options.fresh = true;
    else if (arg === '--timeout') options.timeout = Number(argv[++i]);
    else if (arg === '--dev-timeout') options.devTimeout = Number(argv[++i]);
    else if (arg === '--self-test') options.selfTest = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (findStack(arg)) options.stacks.push(arg);
    else {
      console.error(`Unknown stack or option: ${arg}\n\n${USAGE}`);
      process.exit(2);
    }
  }
  if (![options.timeout, options.devTimeout].every((value) => Number.isFinite(value) && value > 0)) {
    console.error('--timeout and --dev-timeout need a number of seconds');
    process.exit(2);
  }
  if (options.stacks.length === 0) options.stacks = STACKS.map((stack) => stack.id);
  return options;
}

const started = performance.now();
const log = (line) => console.log(`[verify-guides ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

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

function firstLines(output, count = 12) {
  const text = stripVTControlCharacters(output);
  const lines = text.split('\n').filter((line) => /error|Error|ERR|failed|Cannot|Unknown|not found/.test(line));
  return (lines.length > 0 ? lines : text.trim().split('\n').slice(-count)).slice(0, count).map((line) => line.slice(0, 300));
}

/** A Stack's skeleton must carry the JS-string probe in its probe page script (see stacks/shared.mjs). */
function skeletonProblem(stack) {
  if (stack.jsProbe === false) return undefined;
  const withProbe = Object.entries(stack.files).filter(([, content]) => String(content).includes(JS_PROBE_CLASS_STRING));
  return withProbe.length > 0 ? undefined : `${stack.id}: no skeleton file holds JS_PROBE_CLASS_STRING (the probe page script binds it to the template)`;
}

/**
 * package.json as the page has the reader write it (the skeleton's, the page's package.json blocks merged
 * in, the packages of the page's `npm install` lines), and those install lines.
 * @param {import('./stacks.mjs').Stack} stack
 * @param {import('./extract.mjs').MarkedBlock[]} blocks
 */
function readerPackage(stack, blocks) {
  let pkg = deepMerge({name: `verify-${stack.id}`, version: '0.0.0', private: true}, stack.packageJson ?? {});
  for (const block of blocks.filter((b) => b.title === 'package.json')) pkg = deepMerge(pkg, JSON.parse(block.code));
  const commands = installCommands(blocks);
  const devDependencies = {...stack.dependencies};
  for (const {spec} of commands) {
    const [name, range] = splitSpec(spec);
    // A bare `npm install <name>` leaves the version to the registry: a stack's pin (where the newest here
    // does not install) stands.
    if (!spec.slice(1).includes('@') && stack.dependencies?.[name]) continue;
    devDependencies[name] = range;
  }
  pkg.devDependencies = {...pkg.devDependencies, ...devDependencies};
  if (stack.overrides) pkg.overrides = stack.overrides;
  return {pkg, commands};
}

const sha256 = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * npm install, skipped when node_modules was installed from the same package.json. The page's postinstall
 * is left out of this install and run as its own step (runPatchStep), so that it is checked on every run,
 * cached or not, and a self-test mutation of it reuses node_modules.
 * @returns {Promise<string[] | undefined>} problems
 */
async function install(stack, projectDir, pkg, options, result, logFile) {
  const installPkg = {...pkg, scripts: {...pkg.scripts}};
  delete installPkg.scripts.postinstall;
  await writeFile(path.join(projectDir, 'package.json'), `${JSON.stringify(installPkg, null, 2)}\n`);
  const hash = sha256([pkg.devDependencies, pkg.dependencies, pkg.overrides]);
  const hashFile = path.join(projectDir, '.install-hash');
  const cached =
    !options.fresh && existsSync(path.join(projectDir, 'node_modules')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash;
  result.install.hash = hash;
  if (cached) {
    result.install.cached = true;
    log(`${stack.id}: dependencies cached (${path.relative(root, projectDir)}/node_modules)`);
    return undefined;
  }
  if (options.fresh) {
    await rm(path.join(projectDir, 'node_modules'), {recursive: true, force: true});
    await rm(path.join(projectDir, 'package-lock.json'), {force: true});
  }
  await rm(hashFile, {force: true});
  log(`${stack.id}: npm install ${Object.entries(pkg.devDependencies).map(([n, v]) => `${n}@${v}`).join(' ')}`);
  const step = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: projectDir,
    timeoutMs: options.timeout * 2000,
    logFile: logFile('install'),
    env: {NO_UPDATE_NOTIFIER: '1'},
  });
  result.install.ms = Math.round(step.ms);
  if (step.timedOut) return [`npm install timed out after ${options.timeout * 2} s`];
  if (step.code !== 0) return firstLines(step.output);
  await writeFile(hashFile, hash);
  return undefined;
}

/**
 * The pins check (reader-steps.mjs checkPins), or its stored outcome when neither node_modules nor the
 * page's install lines changed since it last ran: the lockfile-free resolve is skipped on cached runs.
 */
async function pins(stack, projectDir, pkg, commands, options, result, logFile) {
  const readerPkg = {...pkg, devDependencies: readerRanges(commands, pkg.devDependencies, (name) => installedVersion(projectDir, name), splitSpec)};
  delete readerPkg.scripts;
  const hash = sha256([result.install.hash, readerPkg]);
  const store = path.join(projectDir, '.pins.json');
  const stored = existsSync(store) ? JSON.parse(readFileSync(store, 'utf8')) : undefined;
  if (!options.fresh && result.install.cached && stored?.hash === hash) {
    result.pins = {...stored.outcome, cached: true};
    return stored.outcome;
  }
  log(`${stack.id}: pins (package.json without package-lock.json, resolved again)`);
  const outcome = await checkPins({
    stackId: stack.id,
    projectDir,
    workRoot,
    logFile,
    timeoutMs: options.timeout * 2000,
    packageJson: readerPkg,
    commands,
    tailwind: stack.tailwind,
    installed: (name) => installedVersion(projectDir, name),
    splitSpec,
  });
  await writeFile(store, `${JSON.stringify({hash, date: new Date().toISOString(), outcome}, null, 2)}\n`);
  result.pins = {...outcome, cached: false};
  return outcome;
}

/** The skeleton, the setup commands, then the guide's blocks on top of it. */
async function writeProject(stack, projectDir, pkg, blocks, options, result, logFile) {
  await writeFile(path.join(projectDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  for (const [file, content] of Object.entries(stack.files)) {
    await mkdir(path.dirname(path.join(projectDir, file)), {recursive: true});
    await writeFile(path.join(projectDir, file), content);
  }
  // Commands the guide has the reader run on the new project before the files it shows (`weapp-vite init`,
  // which rewrites package.json and vite.config.*), with node_modules/.bin on the PATH as npx has it.
  for (const [index, command] of (stack.setup ?? []).entries()) {
    log(`${stack.id}: setup (${command.join(' ')})`);
    const step = await run(command[0], command.slice(1), {
      cwd: projectDir,
      timeoutMs: options.timeout * 2000,
      logFile: logFile(`setup-${index + 1}`),
      env: {NO_UPDATE_NOTIFIER: '1', PATH: `${path.join(projectDir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`},
    });
    result.setup.ms += Math.round(step.ms);
    if (step.timedOut) return ['setup', [`${command.join(' ')} timed out after ${options.timeout * 2} s`]];
    if (step.code !== 0) return ['setup', [`${command.join(' ')}: exit code ${step.code}`, ...firstLines(step.output)]];
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
  return undefined;
}

/** Reads output files as {file (relative to outDir), text}. */
function readOutput(files, outDir) {
  return Promise.all(files.map(async (file) => ({file: path.relative(outDir, file), text: await readFile(file, 'utf8')})));
}

/**
 * Builds one stack and checks it. A self-test `variant` builds a mutated copy of the page's blocks;
 * what the page promises (rem2rpx on, a postinstall) is still read from the page as written.
 * @param {import('./stacks.mjs').Stack} stack
 * @param {{blocks?: import('./extract.mjs').MarkedBlock[], id?: string}} [variant]
 */
async function verifyStack(stack, options, variant = {}) {
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
    pins: {ms: 0, cached: false, resolved: {}},
    setup: {ms: 0},
    patch: {ms: 0},
    build: {ms: 0},
    dev: {ms: 0},
    result: 'fail',
    failedCheck: undefined,
    blocks: [],
    problems: [],
    checks: [],
  };
  const pageBlocks = stackBlocks(stack, root);
  const blocks = variant.blocks ?? pageBlocks;
  const logFile = (step) => path.join(logDir, `${stack.id}${variant.id ? `.${variant.id}` : ''}.${step}.log`);
  // Every failure names the page and the marked blocks it points at (blame.mjs).
  const fail = (check, problems, output) => {
    result.failedCheck ??= check;
    const suspects = suspectBlocks({check, problems, output, blocks, pageBlocks});
    result.blocks = suspects.map(blockLabel);
    result.problems = [blameLine(stack.page, suspects), ...problems].slice(0, 20);
    return result;
  };

  const skeleton = skeletonProblem(stack);
  if (skeleton) return fail('js-probe', [skeleton]);
  const titles = new Set(blocks.map((block) => block.title).filter(Boolean));
  const missing = stack.requiredFiles.filter((file) => !titles.has(file));
  if (missing.length > 0) return fail('guide-blocks', [`${stack.page} marks no block for: ${missing.join(', ')}`]);

  const projectDir = path.join(workRoot, stack.id);
  await mkdir(projectDir, {recursive: true});
  for (const name of await readdir(projectDir)) {
    if (!KEEP.has(name)) await rm(path.join(projectDir, name), {recursive: true, force: true});
  }

  const {pkg, commands} = readerPackage(stack, blocks);
  const installProblems = await install(stack, projectDir, pkg, options, result, logFile);
  if (installProblems) return fail('install', installProblems);
  for (const name of Object.keys(pkg.devDependencies)) result.packages[name] = installedVersion(projectDir, name);
  result.frameworkVersion = installedVersion(projectDir, stack.framework);
  result.weappTailwindcss = installedVersion(projectDir, 'weapp-tailwindcss');
  result.tailwindcss = installedVersion(projectDir, 'tailwindcss');
  log(`${stack.id}: installed ${Object.entries(result.packages).map(([n, v]) => `${n}@${v ?? '?'}`).join(' ')}`);
  const pinned = await pins(stack, projectDir, pkg, commands, options, result, logFile);
  if (pinned.check) return fail(pinned.check, pinned.problems);

  const written = await writeProject(stack, projectDir, pkg, blocks, options, result, logFile);
  if (written) return fail(...written);

  // The reader's patch step, checked before the build can re-apply the patch itself.
  const projectPkg = JSON.parse(await readFile(path.join(projectDir, 'package.json'), 'utf8'));
  log(`${stack.id}: postinstall (${projectPkg.scripts?.postinstall ?? 'none'}), weapp-tw status`);
  const patch = await runPatchStep({projectDir, workRoot, logFile, timeoutMs: options.timeout * 1000, postinstall: projectPkg.scripts?.postinstall, required: stack.postinstall !== false});
  result.patch = {ms: patch.ms, entries: patch.status?.entries?.map((entry) => `${entry.name}: ${entry.status}`)};
  if (patch.check) return fail(patch.check, patch.problems, patch.output);

  log(`${stack.id}: build (${stack.build.join(' ')})`);
  const [bin, ...args] = stack.build;
  const build = await run(path.join(projectDir, 'node_modules', '.bin', bin), args, {
    cwd: projectDir,
    timeoutMs: options.timeout * 1000,
    logFile: logFile('build'),
    env: {NO_UPDATE_NOTIFIER: '1', BROWSERSLIST_IGNORE_OLD_DATA: '1', CI: '1', ...stack.buildEnv?.(projectDir)},
  });
  result.build.ms = Math.round(build.ms);
  if (build.timedOut) return fail('build', [`build timed out after ${options.timeout} s`]);
  const outDir = path.join(projectDir, stack.outDir);
  const outFiles = await listFiles(outDir);
  const wxssFiles = outFiles.filter((file) => file.endsWith('.wxss'));
  if (build.code !== 0 || wxssFiles.length === 0) {
    return fail('build', [`exit code ${build.code}${wxssFiles.length === 0 ? ', no .wxss in the output' : ''}`, ...firstLines(build.output)], build.output);
  }
  const warnings = loggerWarnings(build.output);
  if (warnings.length > 0) return fail('weapp-tw-warning', warnings.map((warning) => `build: ${warning}`), build.output);

  const wxss = (await readOutput(wxssFiles, outDir)).map(({file, text}) => ({file, css: text}));
  const templates = await readOutput(outFiles.filter((file) => stack.templates.test(path.relative(outDir, file))), outDir);
  const scripts = stack.jsProbe === false ? undefined : await readOutput(outFiles.filter((file) => file.endsWith('.js')), outDir);
  const escape = await loadEscape(projectDir);
  const checks = runChecks({wxss, templates, scripts, escape, rem2rpx: turnsRem2rpxOn(pageBlocks)});
  result.checks = checks.map((check) => ({...check, problems: check.problems.slice(0, 20), count: check.problems.length}));
  const failed = result.checks.find((check) => check.problems.length > 0);
  if (failed) return fail(failed.id, [`${failed.label}: ${failed.count} problem(s)`, ...failed.problems]);

  if (stack.dev) {
    log(`${stack.id}: dev (${stack.dev.join(' ')}), stopped once it writes .wxss`);
    const devOut = path.join(projectDir, stack.devOutDir ?? stack.outDir);
    const hasWxss = async () => (await listFiles(devOut)).some((file) => file.endsWith('.wxss'));
    // A loaded machine slows the dev build as much as the production one: allow twice the build's time.
    const timeoutMs = Math.max(options.devTimeout * 1000, 2 * build.ms);
    const dev = await runDev({projectDir, workRoot, logFile, timeoutMs, command: stack.dev, outDir: devOut, hasWxss});
    result.dev.ms = dev.ms;
    if (dev.check) return fail(dev.check, dev.problems, dev.output);
  }
  result.result = 'pass';
  return result;
}

function seconds(ms, cached) {
  return cached ? 'cached' : `${(ms / 1000).toFixed(1)} s`;
}

/** Time of a step that ran, `-` for one that did not. */
const took = (step) => (step?.ms ? `${(step.ms / 1000).toFixed(1)} s` : '-');

function table(results) {
  const rows = [
    ['stack', 'framework', 'weapp-tailwindcss', 'tailwindcss', 'install', 'pins', 'patch', 'build', 'dev', 'result', 'first failing check'],
    ...results.map((r) => [
      r.stack,
      r.frameworkVersion ? `${r.frameworkName} ${r.frameworkVersion}` : (r.frameworkName ?? '-'),
      r.weappTailwindcss ?? '-',
      r.tailwindcss ?? '-',
      seconds(r.install.ms, r.install.cached),
      r.pins?.cached ? 'cached' : took(r.pins),
      took(r.patch),
      took(r.build),
      took(r.dev),
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

/**
 * verifyStack under the stack's lock (another run of the same stack waits), with an exception in the
 * runner itself reported as the stack's failure.
 */
async function verifySafely(id, options, variant) {
  const stack = findStack(id);
  const lock = path.join(workRoot, `${id}.lock`);
  try {
    await mkdir(workRoot, {recursive: true});
    return await withLock(lock, (pid) => log(`${id}: waiting for another run of this stack (pid ${pid})`), () => verifyStack(stack, options, variant));
  } catch (error) {
    const {page, framework, frameworkName} = stack;
    return {stack: id, page, framework, frameworkName, install: {ms: 0}, build: {ms: 0}, result: 'fail', failedCheck: 'runner', blocks: [], problems: [String(error?.stack ?? error)], checks: []};
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  await mkdir(logDir, {recursive: true});
  if (options.selfTest) {
    if (options.record) throw new Error('--record records real runs only: run it without --self-test');
    process.exitCode = await runSelfTest({stacks: options.stacks.map(findStack), root, log, verify: (stack, variant) => verifySafely(stack.id, options, variant)});
    return;
  }
  log(`stacks: ${options.stacks.join(', ')}; probes: ${PROBES.map((p) => p.name).join(' ')}, JS string: ${JS_PROBE_CLASS_STRING}`);
  const results = [];
  for (const id of options.stacks) {
    const result = await verifySafely(id, options);
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
      const stack = findStack(r.stack);
      records[r.stack] = {
        stack: r.stack,
        title: stack.label,
        page: r.page,
        result: 'pass',
        framework: r.frameworkName,
        frameworkVersion: r.frameworkVersion,
        weappTailwindcss: r.weappTailwindcss,
        tailwindcss: r.tailwindcss,
        date: date.slice(0, 10),
        bundler: stack.bundler,
      };
    }
    const sorted = Object.fromEntries(Object.entries(records).sort(([a], [b]) => a.localeCompare(b)));
    await writeFile(recordFile, `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(`Wrote ${path.relative(root, recordFile)}`);
  }
  process.exitCode = results.every((r) => r.result === 'pass') ? 0 : 1;
}

await main();
