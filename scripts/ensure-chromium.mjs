#!/usr/bin/env node
// Installs the Debian browser a script drives when the machine does not have it yet: the headless shell of
// the end-to-end tests (`node scripts/ensure-chromium.mjs`) or the Chromium of the benchmarks
// (`node scripts/ensure-chromium.mjs chromium`). Which is which, and why: scripts/lib/chromium.mjs.
import {existsSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {chromiumPath, headlessShellPath} from './lib/chromium.mjs';

const {path, debianPackage} = process.argv[2] === 'chromium' ? {path: chromiumPath, debianPackage: 'chromium'} : {path: headlessShellPath, debianPackage: 'chromium-headless-shell'};
if (existsSync(path)) {
  process.exit(0);
}
if (process.platform !== 'linux' || typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.error(`${path} is missing. Install it (Debian: apt-get install ${debianPackage}) or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log(`Installing Debian ${debianPackage}…`);
const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {stdio: 'inherit', env});
