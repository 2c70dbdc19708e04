#!/usr/bin/env node
// `node scripts/run-parallel.mjs typecheck lint`: runs those npm scripts at the same time (`npm test` runs
// the checks that do not depend on each other side by side on its two cores). Each script's output is held
// back and printed whole when it ends, so that the logs do not interleave; the exit code is the first
// failure's, after every script has ended.
import {spawn} from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '--silent', name], {stdio: ['ignore', 'pipe', 'pipe']});
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        const status = code === 0 ? 'ok' : `failed (${signal ?? `exit code ${code}`})`;
        process.stdout.write(`\n> npm run ${name}: ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code ?? 1);
      });
    }),
);

const codes = await Promise.all(runs);
process.exit(codes.find((code) => code !== 0) ?? 0);
