// Running the commands a stack needs (npm, the framework CLI, weapp-tw) in their own process group, so a
// time limit or a dev server that never exits can be stopped together with everything it started.
import {spawn} from 'node:child_process';
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * PATH without the `node_modules/.bin` folders (and npm's node-gyp-bin) that npm run-script added for a
 * package outside `cwd`.
 * @param {string} value
 * @param {string} cwd
 */
export function sitePathless(value, cwd) {
  const inside = (dir) => path.resolve(dir).startsWith(`${path.resolve(cwd)}${path.sep}`);
  return value
    .split(path.delimiter)
    .filter((dir) => !(/node_modules[\\/]\.bin[\\/]?$/.test(dir) || /[\\/]node-gyp-bin[\\/]?$/.test(dir)) || inside(dir))
    .join(path.delimiter);
}

/** Kills a process group; the group may already be gone. */
function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Runs a command in its own process group and writes its output to `logFile`.
 * The group is killed when `timeoutMs` passes, or, with `until`, once `until()` has returned true and
 * `settleMs` more have passed (a dev command that keeps watching: `stopped` is then true).
 * @param {string} command
 * @param {string[]} args
 * @param {{cwd: string, timeoutMs: number, logFile: string, env?: Record<string, string>,
 *   until?: () => boolean | Promise<boolean>, settleMs?: number, pollMs?: number}} options
 * @returns {Promise<{code: number | null, timedOut: boolean, stopped: boolean, ms: number, output: string, stdout: string}>}
 */
export function run(command, args, {cwd, timeoutMs, logFile, env, until, settleMs = 0, pollMs = 500}) {
  return new Promise((resolve) => {
    const begin = performance.now();
    // As if started in the project itself: under `npm run verify:guides`, npm_package_json, INIT_CWD and PWD
    // name this site, and weapp-tailwindcss would take its Tailwind CSS from the site's node_modules.
    const childEnv = {...process.env, INIT_CWD: cwd, PWD: cwd, ...env};
    delete childEnv.npm_package_json;
    delete childEnv.npm_config_local_prefix;
    // `npm run verify:guides` put the site's node_modules/.bin (and its parents') on PATH: a command the project
    // lacks (a 5.x project's leftover `weapp-tw patch`) would run the site's 4.x binary. Only the project's own stay.
    childEnv.PATH = sitePathless(childEnv.PATH ?? '', cwd);
    const child = spawn(command, args, {cwd, env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    let timedOut = false;
    let stopped = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, timeoutMs);
    const poller = until && setInterval(async () => {
      if (stopped || !(await until())) return;
      stopped = true;
      clearInterval(poller);
      setTimeout(() => killGroup(child.pid), settleMs);
    }, pollMs);
    child.on('error', (error) => {
      output += `\n${error.message}\n`;
    });
    child.on('close', async (code) => {
      clearTimeout(timer);
      if (poller) clearInterval(poller);
      // The dev command leaves children (watchers, esbuild) in its group: stop them with it.
      if (until) killGroup(child.pid);
      await writeFile(logFile, `$ ${command} ${args.join(' ')}\n${output}`);
      resolve({code, timedOut: timedOut && !stopped, stopped, ms: performance.now() - begin, output, stdout});
    });
  });
}

/** Whether a process id is still running. */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs `fn` holding `file` as a lock (it holds our pid). Two runs of one stack share its project folder:
 * without the lock, one run's install or pristine restore lands between the other's postinstall and its
 * `weapp-tw status`. A lock left by a process that is gone is taken over.
 * @template T
 * @param {string} file
 * @param {(ownerPid: number) => void} onWait called once when another run holds the lock
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withLock(file, onWait, fn) {
  let waited = false;
  for (;;) {
    try {
      await writeFile(file, String(process.pid), {flag: 'wx'});
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = Number(await readFile(file, 'utf8').catch(() => '0'));
      if (!owner || !isAlive(owner)) {
        await rm(file, {force: true});
        continue;
      }
      if (!waited) onWait(owner);
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
  try {
    return await fn();
  } finally {
    await rm(file, {force: true});
  }
}
