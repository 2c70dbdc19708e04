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
import {installCommands, migration, readingPlan, stackBlocks, turnsRem2rpxOn} from './extract.mjs';
import {LINE5_NODE_RANGE, line5Env, line5NodeBin, patchMentions, secondGenerators} from './line5.mjs';
import {startLocalRegistry} from '../lib/local-registry.mjs';
import {run, withLock} from './process.mjs';
import {checkPins, readerRanges, runDev, runPatchStep, runPostinstall} from './reader-steps.mjs';
import {MUTATIONS} from './mutations.mjs';
import {runSelfTest} from './self-test.mjs';
import {STACKS, findStack} from './stacks.mjs';
import {workRoot} from './work-root.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const logDir = path.join(workRoot, 'logs');
const resultsFile = path.join(root, 'bench-results', 'verify-guides.json');
const recordFile = path.join(root, 'src', 'data', 'verified-guides.json');
const KEEP = new Set(['node_modules', 'package-lock.json', '.install-hash', '.pins.json']);

const USAGE = `Usage: npm run verify:guides -- [stack…] [--record] [--fresh] [--timeout <seconds>] [--self-test [--mutations <id,…>]]

Stacks: ${STACKS.map((stack) => stack.id).join(', ')} (default: all)
5.x stacks (line 5) run with Node.js ${LINE5_NODE_RANGE} (source scripts/ensure-node.sh); with
VERIFY_GUIDES_TARBALLS=<folder of .tgz> they install through a local registry serving those tarballs
on top of the configured one (scripts/lib/local-registry.mjs).
  --record           write the passing stacks to src/data/verified-guides.json
  --fresh            reinstall dependencies even when <work folder>/<stack>/node_modules matches
  --timeout <s>      time limit per build (default 300) and per install (twice that)
  --dev-timeout <s>  how long the dev command may take to write its first .wxss (default 60, or twice
                     the build's time when that is longer)
  --self-test        for each stack, build copies of its blocks broken the way readers break them and
                     check that every break fails; writes bench-results/verify-guides-self-test.json
  --mutations <ids>  with --self-test: only these mutations (comma-separated ids of mutations.mjs)`;

function parseArgs(argv) {
  const options = {stacks: [], record: false, fresh: false, timeout: 300, devTimeout: 60, selfTest: false, mutations: undefined};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--record') options.record = true;
    else if (arg === '--fresh') options.fresh = true;
    else if (arg === '--timeout') options.timeout = Number(argv[++i]);
    else if (arg === '--dev-timeout') options.devTimeout = Number(argv[++i]);
    else if (arg === '--self-test') options.selfTest = true;
    else if (arg === '--mutations') options.mutations = String(argv[++i] ?? '').split(',').filter(Boolean);
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
  const unknown = (options.mutations ?? []).filter((id) => !MUTATIONS.some((mutation) => mutation.id === id));
  if (unknown.length > 0) {
    console.error(`Unknown mutation: ${unknown.join(', ')} (known: ${MUTATIONS.map((mutation) => mutation.id).join(', ')})`);
    process.exit(2);
  }
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
 * is left out of this install and run as its own step (runPatchStep, runPostinstall), so that it is checked on
 * every run, cached or not, and a self-test mutation of it reuses node_modules.
 * @param {{ms: number, cached: boolean, hash?: string}} record where the install's time and hash go
 * @returns {Promise<string[] | undefined>} problems
 */
async function install(stack, projectDir, pkg, options, record, logFile, env) {
  const installPkg = {...pkg, scripts: {...pkg.scripts}};
  delete installPkg.scripts.postinstall;
  await writeFile(path.join(projectDir, 'package.json'), `${JSON.stringify(installPkg, null, 2)}\n`);
  const hash = sha256([pkg.devDependencies, pkg.dependencies, pkg.overrides]);
  const hashFile = path.join(projectDir, '.install-hash');
  const cached =
    !options.fresh && existsSync(path.join(projectDir, 'node_modules')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash;
  record.hash = hash;
  if (cached) {
    record.cached = true;
    log(`${stack.id}: dependencies cached (${path.relative(root, projectDir)}/node_modules)`);
    return undefined;
  }
  if (options.fresh && !options.freshDone?.has(stack.id)) {
    // --fresh: one clean install per stack and run; the phases after it share it.
    options.freshDone?.add(stack.id);
    await rm(path.join(projectDir, 'node_modules'), {recursive: true, force: true});
    await rm(path.join(projectDir, 'package-lock.json'), {force: true});
  }
  await rm(hashFile, {force: true});
  log(`${stack.id}: npm install ${Object.entries(pkg.devDependencies).map(([n, v]) => `${n}@${v}`).join(' ')}`);
  const step = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: projectDir,
    timeoutMs: options.timeout * 2000,
    logFile: logFile('install'),
    env: {NO_UPDATE_NOTIFIER: '1', ...env},
  });
  record.ms = Math.round(step.ms);
  if (step.timedOut) return [`npm install timed out after ${options.timeout * 2} s`];
  if (step.code !== 0) return firstLines(step.output);
  await writeFile(hashFile, hash);
  return undefined;
}

/**
 * The pins check (reader-steps.mjs checkPins), or its stored outcome when neither node_modules nor the
 * page's install lines changed since it last ran: the lockfile-free resolve is skipped on cached runs.
 */
async function pins(stack, projectDir, pkg, commands, options, result, logFile, env) {
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
    env,
    timeoutMs: options.timeout * 2000,
    packageJson: readerPkg,
    commands,
    tailwind: stack.tailwind,
    line: lineOf(stack),
    installed: (name) => installedVersion(projectDir, name),
    splitSpec,
  });
  await writeFile(store, `${JSON.stringify({hash, date: new Date().toISOString(), outcome}, null, 2)}\n`);
  result.pins = {...outcome, cached: false};
  return outcome;
}

/** The skeleton, the setup commands, then the guide's blocks on top of it. */
async function writeProject(stack, projectDir, pkg, blocks, options, result, logFile, env) {
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
      env: {NO_UPDATE_NOTIFIER: '1', ...env, PATH: `${path.join(projectDir, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? process.env.PATH}`},
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

/** The weapp-tailwindcss line a stack verifies (4 unless it says 5). */
const lineOf = (stack) => stack.line ?? 4;

/**
 * What every reader step of the stack runs with: for a 5.x stack, Node.js 22 first on PATH and the run's
 * registry (line5.mjs); nothing extra for 4.x.
 * @returns {Record<string, string>}
 */
function stackEnv(stack, options) {
  if (lineOf(stack) !== 5) return {};
  if (!options.line5?.nodeBin) throw new Error(`${stack.id} needs Node.js ${LINE5_NODE_RANGE}: run \`source scripts/ensure-node.sh\` first`);
  return line5Env(options.line5);
}

/**
 * Builds one stack and checks it, following the page's reading order (extract.mjs readingPlan): a build or
 * dev step the page marks runs first with only the blocks above it when the page shows install commands or
 * files after it (an early phase); then every block is applied and the build, its checks and the dev command
 * run (the final phase). A self-test `variant` builds a mutated copy of the page's blocks; what the page
 * promises (rem2rpx on, a postinstall) is still read from the page as written.
 * @param {import('./stacks.mjs').Stack} stack
 * @param {{blocks?: import('./extract.mjs').MarkedBlock[], id?: string}} [variant]
 */
async function verifyStack(stack, options, variant = {}) {
  const line = lineOf(stack);
  const result = {
    stack: stack.id,
    title: stack.title,
    page: stack.page,
    line,
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
    early: [],
    result: 'fail',
    failedCheck: undefined,
    blocks: [],
    problems: [],
    checks: [],
  };
  const pageBlocks = stackBlocks(stack, root);
  const blocks = variant.blocks ?? pageBlocks;
  const logFile = (step) => path.join(logDir, `${stack.id}${variant.id ? `.${variant.id}` : ''}.${step}.log`);
  // Every failure names the page and the marked blocks it points at (blame.mjs); `phase` is set while an
  // early phase runs, and a failure of its step then points at the step.
  let phase;
  const fail = (check, problems, output, suspects) => {
    result.failedCheck ??= check;
    const found = suspects ?? suspectBlocks({check, problems, output, blocks, pageBlocks});
    result.blocks = found.map(blockLabel);
    const note = phase ? [`${phase.steps.join(' + ')} ran where the page shows it, before ${phase.later.map(blockLabel).join(', ')}`] : [];
    result.problems = [blameLine(stack.page, found), ...note, ...problems].slice(0, 20);
    return result;
  };

  const skeleton = skeletonProblem(stack);
  if (skeleton) return fail('js-probe', [skeleton]);
  if (stack.from && !variant.blocks) {
    // A migrated stack (migrate.mjs): every edit the migration page marks must apply to the 4.x guide's project.
    const {problems} = migration(stack, root);
    if (problems.length > 0) return fail('migration-edits', problems.map(({block, problem}) => `${blockLabel(block)} ${problem}`), undefined, problems.map(({block}) => block));
  }
  // The page as written must show the files the stack needs (a self-test copy may rename one, as readers do).
  const titles = new Set(pageBlocks.map((block) => block.title).filter(Boolean));
  const missing = stack.requiredFiles.filter((file) => !titles.has(file));
  if (missing.length > 0) return fail('guide-blocks', [`${stack.page} marks no block for: ${missing.join(', ')}`]);
  const plan = readingPlan(stack, blocks);
  if (plan.problems.length > 0) return fail('guide-blocks', plan.problems.map(({block, problem}) => `${blockLabel(block)} ${problem}`), undefined, plan.problems.map(({block}) => block));
  if (line === 5 && !stack.from) {
    // 5.3 has no `weapp-tw` command; a 5.x page that mentions the patch sends readers to a step that breaks.
    // (The migration page of a migrated stack names it to have it removed.)
    const mentions = patchMentions(stack, root);
    if (mentions.length > 0) return fail('weapp-tw-patch', [`a 5.x page must not mention weapp-tw patch:`, ...mentions], undefined, []);
  }
  const env = stackEnv(stack, options);

  const projectDir = path.join(workRoot, stack.id);
  await mkdir(projectDir, {recursive: true});

  /**
   * Installs and writes the project as the reader has it after `phaseBlocks`: clean project folder (node_modules
   * and the install caches kept), npm install, (final phase) the pins, the skeleton and the blocks, the
   * second-generator check (5.x), the postinstall / patch step.
   * @returns {Promise<[string, string[], string?] | undefined>} a failure
   */
  const prepare = async (phaseBlocks, final) => {
    const phaseLog = final ? logFile : (name) => logFile(`early-${name}`);
    for (const name of await readdir(projectDir)) {
      if (!KEEP.has(name)) await rm(path.join(projectDir, name), {recursive: true, force: true});
    }
    const {pkg, commands} = readerPackage(stack, phaseBlocks);
    const record = final ? result.install : phase.summary.install;
    const installProblems = await install(stack, projectDir, pkg, options, record, phaseLog, env);
    if (installProblems) return ['install', installProblems];
    if (final) {
      for (const name of Object.keys(pkg.devDependencies)) result.packages[name] = installedVersion(projectDir, name);
      result.frameworkVersion = installedVersion(projectDir, stack.framework);
      result.weappTailwindcss = installedVersion(projectDir, 'weapp-tailwindcss');
      result.tailwindcss = installedVersion(projectDir, 'tailwindcss');
      log(`${stack.id}: installed ${Object.entries(result.packages).map(([n, v]) => `${n}@${v ?? '?'}`).join(' ')}`);
      const pinned = await pins(stack, projectDir, pkg, commands, options, result, logFile, env);
      if (pinned.check) return [pinned.check, pinned.problems];
    }

    const written = await writeProject(stack, projectDir, pkg, phaseBlocks, options, result, phaseLog, env);
    if (written) return written;

    if (line === 5) {
      // 5.x generates Tailwind CSS itself: a second generator in the project's config is a reader trap
      // (5.3.4 removes some of them without a word and keeps a postcss.config.* one running).
      const generators = secondGenerators(projectDir, [stack.outDir.split('/')[0]]);
      if (generators.length > 0) return ['second-generator', generators.map(({problem}) => problem)];
    }
    const projectPkg = JSON.parse(await readFile(path.join(projectDir, 'package.json'), 'utf8'));
    const postinstall = projectPkg.scripts?.postinstall;
    const ctx = {projectDir, workRoot, logFile: phaseLog, env, timeoutMs: options.timeout * 1000, postinstall};
    if (line === 5) {
      if (postinstall) log(`${stack.id}: postinstall (${postinstall})`);
      const post = await runPostinstall(ctx);
      if (final) result.patch = {ms: post.ms};
      if (post.check) return [post.check, post.problems, post.output];
      return undefined;
    }
    // The reader's patch step, checked before the build can re-apply the patch itself. The page must show
    // the postinstall somewhere; an early phase runs with what the reader has written by then.
    log(`${stack.id}: postinstall (${postinstall ?? 'none'}), weapp-tw status`);
    const patch = await runPatchStep({...ctx, required: final && stack.postinstall !== false});
    if (final) result.patch = {ms: patch.ms, entries: patch.status?.entries?.map((entry) => `${entry.name}: ${entry.status}`)};
    if (patch.check) return [patch.check, patch.problems, patch.output];
    return undefined;
  };

  let buildMs = 0;
  /** The build and its checks. @returns {Promise<[string, string[], string?] | undefined>} */
  const build = async (record) => {
    log(`${stack.id}: build (${stack.build.join(' ')})${phase ? ' [early: where the page shows it]' : ''}`);
    const [bin, ...args] = stack.build;
    const step = await run(path.join(projectDir, 'node_modules', '.bin', bin), args, {
      cwd: projectDir,
      timeoutMs: options.timeout * 1000,
      logFile: logFile(phase ? 'early-build' : 'build'),
      env: {NO_UPDATE_NOTIFIER: '1', BROWSERSLIST_IGNORE_OLD_DATA: '1', CI: '1', ...env, ...stack.buildEnv?.(projectDir)},
    });
    record.ms = Math.round(step.ms);
    buildMs = step.ms;
    if (step.timedOut) return ['build', [`build timed out after ${options.timeout} s`]];
    const outDir = path.join(projectDir, stack.outDir);
    const outFiles = await listFiles(outDir);
    const wxssFiles = outFiles.filter((file) => file.endsWith('.wxss'));
    if (step.code !== 0 || wxssFiles.length === 0) {
      return ['build', [`exit code ${step.code}${wxssFiles.length === 0 ? ', no .wxss in the output' : ''}`, ...firstLines(step.output)], step.output];
    }
    const warnings = loggerWarnings(step.output);
    if (warnings.length > 0) return ['weapp-tw-warning', warnings.map((warning) => `build: ${warning}`), step.output];

    const wxss = (await readOutput(wxssFiles, outDir)).map(({file, text}) => ({file, css: text}));
    const templates = await readOutput(outFiles.filter((file) => stack.templates.test(path.relative(outDir, file))), outDir);
    const scripts = stack.jsProbe === false ? undefined : await readOutput(outFiles.filter((file) => file.endsWith('.js')), outDir);
    const escape = await loadEscape(projectDir);
    // rem2rpx as the page has it turned on by this step (the page as written, up to the step in an early phase).
    const promised = phase ? pageBlocks.filter((b) => phase.blocks.some((x) => x.page === b.page && x.line === b.line)) : pageBlocks;
    const checks = runChecks({wxss, templates, scripts, escape, rem2rpx: turnsRem2rpxOn(promised)}).map((check) => ({
      ...check,
      problems: check.problems.slice(0, 20),
      count: check.problems.length,
    }));
    if (!phase) result.checks = checks;
    const failed = checks.find((check) => check.problems.length > 0);
    if (failed) return [failed.id, [`${failed.label}: ${failed.count} problem(s)`, ...failed.problems]];
    return undefined;
  };

  /** The dev command, stopped once it has written WXSS. @returns {Promise<[string, string[], string?] | undefined>} */
  const dev = async (record) => {
    log(`${stack.id}: dev (${stack.dev.join(' ')}), stopped once it writes .wxss${phase ? ' [early: where the page shows it]' : ''}`);
    const devOut = path.join(projectDir, stack.devOutDir ?? stack.outDir);
    const hasWxss = async () => (await listFiles(devOut)).some((file) => file.endsWith('.wxss'));
    // A loaded machine slows the dev build as much as the production one: allow twice the build's time (three
    // times the dev limit when the page has the reader start dev before any build).
    const timeoutMs = Math.max(options.devTimeout * 1000, buildMs ? 2 * buildMs : 3 * options.devTimeout * 1000);
    const step = await runDev({projectDir, workRoot, logFile: (name) => logFile(phase ? `early-${name}` : name), env, timeoutMs, command: stack.dev, outDir: devOut, hasWxss});
    record.ms = step.ms;
    if (step.check) return [step.check, step.problems, step.output];
    return undefined;
  };

  // Early phases: each step the page shows before more install commands or files, with only what comes before it.
  for (const early of plan.early) {
    const summary = {markers: early.markers.map(blockLabel), steps: early.steps, later: early.later.map(blockLabel), install: {ms: 0, cached: false}, build: {ms: 0}, dev: {ms: 0}};
    result.early.push(summary);
    phase = {...early, summary};
    log(`${stack.id}: early phase: ${early.steps.join(' + ')} where the page shows it (${summary.markers.join(', ')}), before ${early.later.length} later block(s)`);
    // Whatever fails on the way to the step (the install, a postinstall, the step itself) fails it: the reader
    // has only the blocks above it.
    // The step fails without the blocks the page shows after it (the page shows them too late), or because of a
    // block above it: the failure names the step and the blocks above it that the check points at.
    const earlySuspects = (step, [check, problems, output]) => {
      const above = suspectBlocks({check, problems, output, blocks: early.blocks, pageBlocks}).filter((suspect) =>
        early.blocks.some((b) => b.page === suspect.page && b.line === suspect.line),
      );
      return [step, ...above];
    };
    const prepared = await prepare(early.blocks, false);
    if (prepared) return fail(prepared[0], prepared[1], prepared[2], earlySuspects(early.stepBlocks[0], prepared));
    for (const [index, step] of early.steps.entries()) {
      if (step === 'dev' && !stack.dev) continue;
      const failure = step === 'build' ? await build(summary.build) : await dev(summary.dev);
      if (failure) return fail(failure[0], failure[1], failure[2], earlySuspects(early.stepBlocks[index], failure));
    }
  }
  phase = undefined;

  // The final phase: every block applied, then the build and its checks, then the dev command.
  const prepared = await prepare(blocks, true);
  if (prepared) return fail(...prepared);
  const built = await build(result.build);
  if (built) return fail(...built);
  if (stack.dev) {
    const developed = await dev(result.dev);
    if (developed) return fail(...developed);
  }
  result.result = 'pass';
  return result;
}

function seconds(ms, cached) {
  return cached ? 'cached' : `${(ms / 1000).toFixed(1)} s`;
}

/** Time of a step that ran, `-` for one that did not. */
const took = (step) => (step?.ms ? `${(step.ms / 1000).toFixed(1)} s` : '-');

/** The install's time; when an early phase installed first, its time (the final phase then finds it cached). */
function installTime(r) {
  const early = (r.early ?? []).find((phase) => !phase.install.cached && phase.install.ms > 0);
  if (r.install.cached && early) return `${(early.install.ms / 1000).toFixed(1)} s (early)`;
  return seconds(r.install.ms, r.install.cached);
}

/** The early phases of a run: which steps ran where the page shows them, and their time. */
function earlySteps(early = []) {
  if (early.length === 0) return '-';
  return early.map((phase) => `${phase.steps.join('+')} ${((phase.install.ms + phase.build.ms + phase.dev.ms) / 1000).toFixed(1)} s`).join(', ');
}

function table(results) {
  const rows = [
    ['stack', 'framework', 'weapp-tailwindcss', 'tailwindcss', 'early steps', 'install', 'pins', 'postinstall', 'build', 'dev', 'result', 'first failing check'],
    ...results.map((r) => [
      r.stack,
      r.frameworkVersion ? `${r.frameworkName} ${r.frameworkVersion}` : (r.frameworkName ?? '-'),
      r.weappTailwindcss ?? '-',
      r.tailwindcss ?? '-',
      earlySteps(r.early),
      installTime(r),
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

/**
 * Node.js 22 and, with VERIFY_GUIDES_TARBALLS, the local registry for the 5.x stacks of this run (line5.mjs).
 * @returns {Promise<(() => Promise<void>) | undefined>} closes the registry
 */
async function setUpLine5(options) {
  if (!options.stacks.some((id) => lineOf(findStack(id)) === 5)) return undefined;
  options.line5 = {nodeBin: line5NodeBin(root)};
  if (!options.line5.nodeBin) throw new Error(`the 5.x stacks need Node.js ${LINE5_NODE_RANGE}: run \`source scripts/ensure-node.sh\` first`);
  log(`5.x stacks run with Node.js from ${options.line5.nodeBin}`);
  const tarballs = process.env.VERIFY_GUIDES_TARBALLS;
  if (!tarballs) {
    log('5.x stacks install from the configured npm registry (VERIFY_GUIDES_TARBALLS is not set)');
    return undefined;
  }
  const registry = await startLocalRegistry({vendorDir: path.resolve(tarballs)});
  options.line5.registryUrl = registry.url;
  log(`5.x stacks install through ${registry.url}: the configured registry plus the tarballs in ${tarballs}`);
  return () => registry.close();
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  options.freshDone = new Set();
  await mkdir(logDir, {recursive: true});
  const closeRegistry = await setUpLine5(options);
  try {
    await runStacks(options);
  } finally {
    await closeRegistry?.();
  }
}

async function runStacks(options) {
  if (options.selfTest) {
    if (options.record) throw new Error('--record records real runs only: run it without --self-test');
    process.exitCode = await runSelfTest({
      stacks: options.stacks.map(findStack),
      mutations: options.mutations,
      root,
      log,
      verify: (stack, variant) => verifySafely(stack.id, options, variant),
    });
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
