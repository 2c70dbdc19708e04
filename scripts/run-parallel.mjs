#!/usr/bin/env node
// `node scripts/run-parallel.mjs typecheck lint test:unit`: runs those npm scripts at the same time (`npm test` runs
// the checks that do not depend on each other side by side on its two cores). The last script's output is printed
// as it comes, so a long run (the e2e tests) shows its progress; the others' output is held back and printed whole
// when each ends, so that the logs do not interleave. The exit code is the first failure's, after every script has ended.
import {spawn} from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}
const live = names.at(-1);

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '--silent', name], {stdio: ['ignore', name === live ? 'inherit' : 'pipe', name === live ? 'inherit' : 'pipe']});
      const output = [];
      child.stdout?.on('data', (chunk) => output.push(chunk));
      child.stderr?.on('data', (chunk) => output.push(chunk));
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
