// Cold build measurement: wall time and peak resident memory of the whole build process tree.
// The tree's RSS is the sum of VmRSS over the root process and all its descendants, polled from /proc
// every 200 ms. When /usr/bin/time exists it wraps the command too, which adds the CPU time and the
// largest single process's peak RSS (the kernel's exact maximum, not a polled one).
import {execFile, spawn} from 'node:child_process';
import {createWriteStream, existsSync, readFileSync, readdirSync} from 'node:fs';
import {copyFile, lstat, mkdir, readFile, readdir, readlink, rm, symlink} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {medianOfRuns} from './report.mjs';

const execFileAsync = promisify(execFile);
const POLL_MS = 200;
const TIME_BINARY = '/usr/bin/time';

/**
 * Parent of every process: pid → ppid, read from /proc/<pid>/stat.
 * @returns {Map<number, number>}
 */
function readParents() {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may contain spaces: the fields after it are "state ppid …".
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  return parents;
}

/** VmRSS of one process in bytes (0 once it has ended). */
function readRss(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Sum of VmRSS over `rootPid` and its descendants.
 * @param {number} rootPid
 */
export function treeRss(rootPid) {
  const children = new Map();
  for (const [pid, ppid] of readParents()) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  let total = 0;
  const queue = [rootPid];
  const seen = new Set();
  while (queue.length) {
    const pid = queue.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += readRss(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Parses the output of `/usr/bin/time -v`. */
export function parseTimeOutput(text) {
  const number = (label) => {
    const match = new RegExp(`${label}:\\s*([\\d.]+)`).exec(text);
    return match ? Number(match[1]) : null;
  };
  const user = number('User time \\(seconds\\)');
  const system = number('System time \\(seconds\\)');
  const maxRssKb = number('Maximum resident set size \\(kbytes\\)');
  return {
    cpuMs: user === null || system === null ? null : Math.round((user + system) * 1000),
    maxSingleRssBytes: maxRssKb === null ? null : maxRssKb * 1024,
  };
}

/**
 * Runs a shell command and measures it.
 * @param {{command: string, cwd: string, logFile: string, env?: NodeJS.ProcessEnv}} options
 * @returns {Promise<{wallMs: number, peakRssBytes: number, maxSingleRssBytes: number | null, cpuMs: number | null}>}
 */
export async function measureCommand({command, cwd, logFile, env = process.env}) {
  await mkdir(path.dirname(logFile), {recursive: true});
  const timeFile = `${logFile}.time`;
  const useTime = existsSync(TIME_BINARY);
  const [file, args] = useTime ? [TIME_BINARY, ['-v', '-o', timeFile, 'sh', '-c', command]] : ['sh', ['-c', command]];
  const log = createWriteStream(logFile);
  log.write(`$ ${command}\n(cwd ${cwd})\n\n`);
  const started = performance.now();
  const child = spawn(file, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout.pipe(log, {end: false});
  child.stderr.pipe(log, {end: false});
  let peakRssBytes = 0;
  const poll = () => {
    if (child.pid) peakRssBytes = Math.max(peakRssBytes, treeRss(child.pid));
  };
  const timer = setInterval(poll, POLL_MS);
  poll();
  const code = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const wallMs = Math.round(performance.now() - started);
  clearInterval(timer);
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0) {
    const tail = (await readFile(logFile, 'utf8')).split('\n').slice(-30).join('\n');
    throw new Error(`"${command}" exited with ${code} in ${cwd}; last lines of ${logFile}:\n${tail}`);
  }
  const timeInfo = useTime ? parseTimeOutput(await readFile(timeFile, 'utf8').catch(() => '')) : {cpuMs: null, maxSingleRssBytes: null};
  return {wallMs, peakRssBytes, ...timeInfo};
}

/**
 * Copies this repository's working tree (tracked files plus untracked, not ignored ones, as git sees it;
 * no build output, no caches) into `workDir`, and gives it a node_modules tree of hard links to the installed
 * packages (`cp -al`, without `.cache`): to the build it is an installed clone. Symbolic links per package were
 * not: esbuild then reached postcss under two paths and bundled the playground worker a second time to fold
 * them (~2 s of a cold build that a clone never pays), and the worker came out different.
 * @param {{root: string, workDir: string}} options
 * @returns {Promise<number>} number of files copied
 */
export async function prepareSiteWorkDir({root, workDir}) {
  await rm(workDir, {recursive: true, force: true});
  await mkdir(workDir, {recursive: true});
  const {stdout} = await execFileAsync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, maxBuffer: 64 * 1024 * 1024});
  const files = [...new Set(stdout.split('\0').filter(Boolean))];
  let copied = 0;
  for (const relative of files) {
    if (relative.startsWith('.bench/') || relative === 'node_modules' || relative.startsWith('node_modules/')) continue;
    const source = path.join(root, relative);
    const info = await lstat(source).catch(() => undefined);
    if (!info) continue; // deleted in the working tree
    const target = path.join(workDir, relative);
    await mkdir(path.dirname(target), {recursive: true});
    if (info.isSymbolicLink()) await symlink(await readlink(source), target);
    else if (info.isFile()) await copyFile(source, target);
    else continue;
    copied += 1;
  }
  const modules = path.join(root, 'node_modules');
  const workModules = path.join(workDir, 'node_modules');
  await mkdir(workModules);
  const entries = (await readdir(modules)).filter((entry) => entry !== '.cache');
  await execFileAsync('cp', ['-al', ...entries.map((entry) => path.join(modules, entry)), workModules]);
  return copied;
}

/**
 * The command and environment of a cold build into `outDir`. Both sites build as `npm run build` does: without
 * Docusaurus's update notice, whose check asks the npm registry from a process of its own.
 * @param {string} outDir
 */
export function coldBuildCommand(outDir) {
  const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;
  return {
    command: `npx --no docusaurus clear && npx --no docusaurus build --out-dir ${quote(outDir)}`,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  };
}

/**
 * @typedef {{wallMs: number, peakRssBytes: number, maxSingleRssBytes: number | null, cpuMs: number | null, measuredAt: string}} ColdBuildMeasure
 */

/**
 * `docusaurus clear && docusaurus build --out-dir <outDir>` in `siteDir`, measured.
 * @param {{siteDir: string, outDir: string, logFile: string}} options
 * @returns {Promise<ColdBuildMeasure>}
 */
export async function coldBuild({siteDir, outDir, logFile}) {
  const measure = await measureCommand({...coldBuildCommand(outDir), cwd: siteDir, logFile});
  return {...measure, measuredAt: new Date().toISOString()};
}

/**
 * Several cold builds of one site as one measure: the median of each quantity, with every run kept.
 * @param {readonly ColdBuildMeasure[]} samples
 */
export function summarizeColdBuilds(samples) {
  if (!samples.length) throw new Error('summarizeColdBuilds needs at least one build');
  const medians = medianOfRuns(samples, ['wallMs', 'cpuMs', 'peakRssBytes', 'maxSingleRssBytes']);
  return {...medians, wallMs: /** @type {number} */ (medians.wallMs), peakRssBytes: /** @type {number} */ (medians.peakRssBytes), measuredAt: samples[0].measuredAt, samples: [...samples]};
}
