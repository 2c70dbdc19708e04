// Chromium for the benchmark: Debian's /usr/bin/chromium (or CHROMIUM_PATH), headless, with every
// background network feature off and host name resolution limited to 127.0.0.1, so that neither the
// browser nor a page can reach anything but the local benchmark servers.
import {execFileSync, spawn} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {chromiumArgs, chromiumPath} from '../lib/chromium.mjs';

export const CHROMIUM_PATH = chromiumPath;

/** Flags shared by the Playwright and the Lighthouse browser. */
export const CHROMIUM_FLAGS = [
  ...chromiumArgs,
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-client-side-phishing-detection',
  '--disable-domain-reliability',
  '--disable-dev-shm-usage',
  '--metrics-recording-only',
  '--no-pings',
  '--mute-audio',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions',
  // Any host name other than 127.0.0.1 fails to resolve: nothing leaves the machine even by mistake.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/**
 * Starts a headless Chromium with a DevTools port for Lighthouse.
 * @returns {Promise<{port: number, kill: () => Promise<void>}>}
 */
export async function launchDebuggableChromium() {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    ['--headless=new', '--remote-debugging-port=0', '--remote-debugging-address=127.0.0.1', `--user-data-dir=${userDataDir}`, ...CHROMIUM_FLAGS, 'about:blank'],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools address in 30 s:\n${output}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code} before it was ready:\n${output}`));
    });
  });
  child.stderr.resume();
  return {
    port,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      // Chromium's helper processes can still be writing its cache for a moment after the browser exits.
      await rm(userDataDir, {recursive: true, force: true, maxRetries: 10, retryDelay: 200});
    },
  };
}

/**
 * The font family Chromium finds for Chinese text. Readers' devices all have one; a machine without any
 * makes Chromium search its fallback fonts for every Chinese character at layout, a cost that falls on the
 * Chinese site and hardly on the stock site with its English interface. Debian's fonts-noto-cjk is
 * installed when it is missing and the bench runs as root on Linux; otherwise the bench warns.
 * @param {(line: string) => void} log
 * @returns {string | null}
 */
export function ensureChineseFont(log) {
  // fc-list tells whether any font covers Chinese; fc-match names the one the system's fallback picks.
  const chineseFont = () =>
    execFileSync('fc-list', [':lang=zh', 'family'], {encoding: 'utf8'}).trim()
      ? execFileSync('fc-match', [':lang=zh-cn', 'family'], {encoding: 'utf8'}).trim()
      : null;
  let family = null;
  try {
    family = chineseFont();
    if (!family && process.platform === 'linux' && process.getuid?.() === 0) {
      log('no font for Chinese text: installing Debian fonts-noto-cjk');
      const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
      execFileSync('apt-get', ['update', '-qq'], {stdio: 'ignore', env});
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'fonts-noto-cjk'], {stdio: 'ignore', env});
      family = chineseFont();
    }
  } catch (error) {
    log(`! could not check or install a font for Chinese text: ${error instanceof Error ? error.message : error}`);
  }
  if (!family) log('! no font for Chinese text: layout times include font fallback searches that readers\' devices do not make');
  return family;
}
