#!/usr/bin/env node
// End-to-end tests drive Debian's Chromium; install it when the machine does not have it yet.
import {existsSync} from 'node:fs';
import {execFileSync} from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  process.exit(0);
}
if (process.platform !== 'linux' || typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.error(`${chromium} is missing. Install Chromium (Debian: apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log('Installing Debian chromium for the end-to-end tests…');
const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {stdio: 'inherit', env});
