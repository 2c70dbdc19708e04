// Steps a reader runs besides the build, checked the way the reader meets them:
// - the patch step (4.x): the page's `postinstall` (weapp-tw patch), then `weapp-tw status` before any build;
//   5.x has no patch step: a postinstall the project has must simply succeed (runPostinstall);
// - pins that survive: the reader's package.json resolved again without package-lock.json;
// - the dev command: started once, stopped when it has written WXSS.
import {existsSync, readFileSync} from 'node:fs';
import {cp, mkdir, readdir, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {TAILWIND_V4_PIN, loggerWarnings} from './checks.mjs';
import {run} from './process.mjs';

/**
 * @typedef {{problems: string[], check?: string, output?: string}} StepOutcome
 * @typedef {{projectDir: string, workRoot: string, logFile: (name: string) => string, timeoutMs: number, env?: Record<string, string>}} StepContext
 *   `env`: what the stack's steps run with besides QUIET (a 5.x stack: Node.js 22 on PATH, the run's registry)
 */

const QUIET = {NO_UPDATE_NOTIFIER: '1', BROWSERSLIST_IGNORE_OLD_DATA: '1'};

/** `weapp-tw status --json` of the project: which package it patches and which patches are in place. */
async function patchStatus(ctx, name) {
  const bin = path.join(ctx.projectDir, 'node_modules', '.bin', 'weapp-tw');
  const status = await run(bin, ['status', '--json'], {cwd: ctx.projectDir, timeoutMs: 60_000, logFile: ctx.logFile(name), env: {...QUIET, ...ctx.env}});
  // The command also logs a line of its own before the JSON report; the report is the {…} on stdout.
  const json = status.stdout.slice(status.stdout.indexOf('{'), status.stdout.lastIndexOf('}') + 1);
  try {
    return {report: JSON.parse(json)};
  } catch {
    return {error: `weapp-tw status --json: exit code ${status.code}, no JSON report (${status.output.trim().split('\n').slice(-3).join(' / ').slice(0, 300)})`};
  }
}

/**
 * Puts the patched package back as the registry ships it, so that what `status` reports after the
 * postinstall is the postinstall's doing, not a previous run's or a previous build's (the bundler plugins
 * re-apply the patch while building). The pristine copy comes from `npm pack`, which reads npm's cache.
 */
async function restorePristine(ctx, pkg) {
  // An alias (`tailwindcss@npm:@tailwindcss/postcss7-compat`) is installed under pkg.name but its own
  // package.json names the package the registry serves.
  const name = JSON.parse(readFileSync(path.join(pkg.root, 'package.json'), 'utf8')).name ?? pkg.name;
  const dir = path.join(ctx.workRoot, '.pristine', `${name.replace('/', '+')}@${pkg.version}`);
  if (!existsSync(dir)) {
    const error = await unpack(ctx, `${name}@${pkg.version}`, dir);
    if (error) return error;
  }
  await cp(path.join(dir, 'package'), pkg.root, {recursive: true, force: true});
  return undefined;
}

/**
 * `npm pack <spec>` unpacked into `dir`. Unpacked beside it first and renamed into place, as several
 * stacks (and several runs) share the copy.
 */
async function unpack(ctx, spec, dir) {
  const tmp = `${dir}.tmp-${process.pid}`;
  await rm(tmp, {recursive: true, force: true});
  await mkdir(tmp, {recursive: true});
  const pack = await run('npm', ['pack', spec, '--silent'], {cwd: tmp, timeoutMs: 120_000, logFile: ctx.logFile('pristine'), env: {...QUIET, ...ctx.env}});
  const tarball = (await readdir(tmp)).find((file) => file.endsWith('.tgz'));
  if (pack.code !== 0 || !tarball) return `npm pack ${spec} failed: ${pack.output.trim().slice(0, 300)}`;
  const untar = await run('tar', ['xzf', tarball], {cwd: tmp, timeoutMs: 60_000, logFile: ctx.logFile('pristine')});
  if (untar.code !== 0) return `tar xzf ${tarball} failed`;
  try {
    await rename(tmp, dir);
  } catch {
    // Another run put it in place first: use that one.
    await rm(tmp, {recursive: true, force: true});
  }
  return undefined;
}

/**
 * The patch step: restore the patched package, run the page's postinstall as `npm run postinstall`
 * (what `npm install` runs at its end), then `weapp-tw status` must report every applicable patch applied.
 * `weapp-tw` exits 0 on an unknown command (`weapp-tw patchh`), so only the status shows a broken entry.
 * @param {StepContext & {postinstall: string | undefined, required: boolean}} ctx
 * @returns {Promise<StepOutcome & {ms: number, status?: unknown}>}
 */
export async function runPatchStep(ctx) {
  const begin = performance.now();
  const outcome = (check, problems, extra = {}) => ({check, problems, ms: Math.round(performance.now() - begin), ...extra});
  if (!ctx.postinstall) {
    return ctx.required ? outcome('postinstall', ['the page marks no package.json block with a "postinstall" script (weapp-tw patch)']) : outcome(undefined, []);
  }
  const before = await patchStatus(ctx, 'status-before');
  if (before.error) return outcome('patch-status', [before.error]);
  const restoreError = await restorePristine(ctx, before.report.package);
  if (restoreError) return outcome('patch-status', [restoreError]);

  const post = await run('npm', ['run', 'postinstall'], {cwd: ctx.projectDir, timeoutMs: ctx.timeoutMs, logFile: ctx.logFile('postinstall'), env: {...QUIET, ...ctx.env}});
  if (post.timedOut || post.code !== 0) {
    return outcome('postinstall', [`npm run postinstall (${ctx.postinstall}): ${post.timedOut ? 'timed out' : `exit code ${post.code}`}`, ...lastLines(post.output)], {output: post.output});
  }
  const warnings = loggerWarnings(post.output);
  if (warnings.length > 0) return outcome('weapp-tw-warning', warnings.map((w) => `postinstall: ${w}`), {output: post.output});

  const after = await patchStatus(ctx, 'status');
  if (after.error) return outcome('patch-status', [after.error]);
  const pending = after.report.entries.filter((entry) => entry.status === 'not-applied');
  const applied = after.report.entries.filter((entry) => entry.status === 'applied');
  if (pending.length > 0 || applied.length === 0) {
    const {name, version} = after.report.package;
    return outcome('patch-status', [
      `after \`${ctx.postinstall}\`, weapp-tw status for ${name}@${version}: ${pending.map((e) => `${e.name} not applied (${e.reason ?? ''})`).join('; ') || 'no patch applied'}`,
    ], {status: after.report});
  }
  return outcome(undefined, [], {status: after.report});
}

/**
 * A 5.x project's postinstall: there is nothing to patch, so a postinstall the project has (one left over from
 * a 4.x guide, or the framework's own) must succeed as `npm install` would run it, without weapp-tailwindcss
 * warnings. 5.3 has no `weapp-tw` command: a leftover `weapp-tw patch` fails here with exit code 127.
 * @param {StepContext & {postinstall: string | undefined}} ctx
 * @returns {Promise<StepOutcome & {ms: number}>}
 */
export async function runPostinstall(ctx) {
  const begin = performance.now();
  if (!ctx.postinstall) return {problems: [], ms: 0};
  const post = await run('npm', ['run', 'postinstall'], {cwd: ctx.projectDir, timeoutMs: ctx.timeoutMs, logFile: ctx.logFile('postinstall'), env: {...QUIET, ...ctx.env}});
  const ms = Math.round(performance.now() - begin);
  if (post.timedOut || post.code !== 0) {
    return {check: 'postinstall', problems: [`npm run postinstall (${ctx.postinstall}), which npm install runs: ${post.timedOut ? 'timed out' : `exit code ${post.code}`}`, ...lastLines(post.output)], ms, output: post.output};
  }
  const warnings = loggerWarnings(post.output);
  if (warnings.length > 0) return {check: 'weapp-tw-warning', problems: warnings.map((w) => `postinstall: ${w}`), ms, output: post.output};
  return {problems: [], ms};
}

/** @param {string} output */
function lastLines(output, count = 6) {
  return output.trim().split('\n').slice(-count).map((line) => line.slice(0, 300));
}

/** `4.3.3` → true; ranges, tags and majors → false. */
const isExactVersion = (range) => /^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(range);

/**
 * The devDependencies as the reader's package.json has them after the page's `npm install` lines:
 * npm saves the resolved version with `-E`, `^<resolved>` without it.
 * @param {{spec: string, exact: boolean}[]} commands
 * @param {Record<string, string>} devDependencies what the stack installed (spec ranges, stack pins)
 * @param {(name: string) => string | undefined} installedVersion
 * @param {(spec: string) => [string, string]} splitSpec
 */
export function readerRanges(commands, devDependencies, installedVersion, splitSpec) {
  const saved = {...devDependencies};
  for (const {spec, exact} of commands) {
    const [name, range] = splitSpec(spec);
    // A bare name the stack pins (the newest here does not install) keeps the stack's pin.
    if (devDependencies[name] !== range) continue;
    const version = installedVersion(name);
    if (!version) continue;
    const savedRange = exact ? version : `^${version}`;
    // An alias (`tailwindcss@npm:@tailwindcss/postcss7-compat`) is saved as `npm:<target>@^<version>`.
    const alias = /^npm:(@?[^@]+)/.exec(range);
    saved[name] = alias ? `npm:${alias[1]}@${savedRange}` : savedRange;
  }
  return saved;
}

/**
 * What must hold after a reinstall without the lockfile: weapp-tailwindcss stays on the stack's line.
 * @param {{spec: string}[]} commands
 * @param {2 | 3 | 4} tailwind
 * @param {(spec: string) => [string, string]} splitSpec
 * @param {4 | 5} line
 * @returns {{name: string, want: (version: string) => boolean, what: string}[]}
 */
function pinExpectations(commands, tailwind, splitSpec, line) {
  // 4.x with Tailwind CSS v4 needs exactly 4.3.3 (4.3.4+ output trips 4.12.0); 5.x pages install tailwindcss@4
  // (5.x compiles with the Tailwind CSS its @tailwindcss/node dependency brings), so any 4.x stands.
  const exactTailwind = tailwind === 4 && line === 4;
  const expectations = [
    {name: 'weapp-tailwindcss', want: (v) => v.startsWith(`${line}.`), what: `${line}.x`},
    exactTailwind
      ? {name: 'tailwindcss', want: (v) => v === TAILWIND_V4_PIN, what: TAILWIND_V4_PIN}
      : {name: 'tailwindcss', want: (v) => v.startsWith(`${tailwind}.`), what: `${tailwind}.x`},
  ];
  for (const {spec} of commands) {
    const [name, range] = splitSpec(spec);
    if (isExactVersion(range)) expectations.push({name, want: (v) => v === range, what: range});
  }
  return expectations;
}

/**
 * Pins that survive: the reader's package.json, in an empty directory, resolved by npm without a
 * lockfile (`npm install --package-lock-only`, the tree a fresh clone would install). A reinstall over
 * the existing node_modules would not show a drifting caret: npm keeps installed versions that satisfy it.
 * @param {StepContext & {stackId: string, packageJson: object, commands: {spec: string}[], tailwind: 2 | 3 | 4, line: 4 | 5,
 *   installed: (name: string) => string | undefined, splitSpec: (spec: string) => [string, string]}} ctx
 * @returns {Promise<StepOutcome & {ms: number, resolved: Record<string, string | undefined>}>}
 */
export async function checkPins(ctx) {
  const begin = performance.now();
  const dir = path.join(ctx.workRoot, '.pins', ctx.stackId);
  await rm(dir, {recursive: true, force: true});
  await mkdir(dir, {recursive: true});
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(ctx.packageJson, null, 2)}\n`);
  const resolve = await run('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    timeoutMs: ctx.timeoutMs,
    logFile: ctx.logFile('pins'),
    env: {...QUIET, ...ctx.env},
  });
  const ms = Math.round(performance.now() - begin);
  if (resolve.timedOut || resolve.code !== 0) {
    return {check: 'pins', problems: ['npm install without package-lock.json failed', ...lastLines(resolve.output)], ms, resolved: {}};
  }
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  const expectations = pinExpectations(ctx.commands, ctx.tailwind, ctx.splitSpec, ctx.line);
  const resolved = Object.fromEntries(expectations.map(({name}) => [name, lock.packages?.[`node_modules/${name}`]?.version]));
  const problems = [];
  for (const {name, want, what} of expectations) {
    const version = resolved[name];
    const range = ctx.packageJson.devDependencies?.[name] ?? ctx.packageJson.dependencies?.[name];
    if (!version || !want(version)) problems.push(`${name}: package.json has "${range}", a reinstall without the lockfile gets ${version ?? 'nothing'} (want ${what})`);
    else if (ctx.installed(name) && version !== ctx.installed(name)) problems.push(`${name}: installed ${ctx.installed(name)}, a reinstall without the lockfile gets ${version}`);
  }
  return {check: problems.length > 0 ? 'pins' : undefined, problems: [...new Set(problems)], ms, resolved};
}

/** Output lines of a dev command that report an error or a crash ("errors" in "0 errors" is not one). */
const DEV_ERROR = /\b(?:Error|ERROR|error)\b|\bERR!|Unhandled|Cannot find module|failed to (?:load|compile|build)/;

/**
 * The dev command the page tells the reader to run (the scaffold's `npm run dev…` script), started in a
 * clean output directory and stopped once it has written WXSS (plus a few seconds for late errors).
 * It fails on a crash, on no WXSS within the time limit, on error lines and on weapp-tailwindcss warnings.
 * @param {StepContext & {command: string[], outDir: string, hasWxss: () => Promise<boolean>}} ctx
 * @returns {Promise<StepOutcome & {ms: number}>}
 */
export async function runDev(ctx) {
  await rm(ctx.outDir, {recursive: true, force: true});
  const [bin, ...args] = ctx.command;
  const dev = await run(path.join(ctx.projectDir, 'node_modules', '.bin', bin), args, {
    cwd: ctx.projectDir,
    timeoutMs: ctx.timeoutMs,
    logFile: ctx.logFile('dev'),
    env: {...QUIET, ...ctx.env},
    until: ctx.hasWxss,
    settleMs: 3000,
  });
  const ms = Math.round(dev.ms);
  const fail = (problems) => ({check: 'dev', problems, ms, output: dev.output});
  const name = ctx.command.join(' ');
  if (!dev.stopped) {
    const why = dev.timedOut ? `no .wxss in ${path.relative(ctx.projectDir, ctx.outDir)} after ${Math.round(ctx.timeoutMs / 1000)} s` : `exited (code ${dev.code}) before writing .wxss`;
    return fail([`${name}: ${why}`, ...lastLines(dev.output)]);
  }
  const errors = stripVTControlCharacters(dev.output).split('\n').filter((line) => DEV_ERROR.test(line));
  if (errors.length > 0) return fail([`${name}: error output`, ...errors.slice(0, 8).map((line) => line.slice(0, 300))]);
  const warnings = loggerWarnings(dev.output);
  if (warnings.length > 0) return {check: 'weapp-tw-warning', problems: warnings.map((w) => `dev: ${w}`), ms, output: dev.output};
  return {problems: [], ms};
}
