// `npm run verify:guides -- --self-test [stack…]`: does the command catch what readers get wrong?
// For each stack: build the page as written (it must pass), then, one at a time, a copy of its marked
// blocks broken the way readers break them (mutations.mjs). Each break must fail the stack with a message
// naming the block that was broken. The page itself is never edited; node_modules is reused (no mutation
// touches the install lines, so the install hash does not change).
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {blockLabel} from './blame.mjs';
import {stackBlocks} from './extract.mjs';
import {MUTATIONS} from './mutations.mjs';

/**
 * @typedef {{status: 'caught' | 'missed' | 'unnamed' | 'n/a' | 'not run', target?: string, failedCheck?: string, problems?: string[], ms?: number}} Outcome
 */

/** How one mutation came out: caught only when the stack failed and the message names the broken block. */
async function tryMutation(stack, mutation, pageBlocks, verify, log) {
  const mutated = mutation.apply(pageBlocks);
  if (!mutated) return {status: 'n/a'};
  const target = blockLabel(mutated.target);
  log(`${stack.id}: self-test ${mutation.id} (${target})`);
  const result = await verify(stack, {blocks: mutated.blocks, id: `self-test.${mutation.id}`});
  const ms = (result.install?.ms ?? 0) + (result.patch?.ms ?? 0) + (result.build?.ms ?? 0) + (result.dev?.ms ?? 0);
  const status = result.result === 'pass' ? 'missed' : result.blocks?.includes(target) ? 'caught' : 'unnamed';
  log(`${stack.id}: ${mutation.id} → ${status}${result.failedCheck ? ` (${result.failedCheck})` : ''}`);
  return {status, target, failedCheck: result.failedCheck, problems: result.problems.slice(0, 4), ms};
}

/** @param {Record<string, Record<string, Outcome>>} outcomes by stack, then by mutation */
function table(outcomes) {
  const cell = (o) => (o.status === 'caught' ? `caught (${o.failedCheck})` : o.status === 'missed' ? 'MISSED' : o.status === 'unnamed' ? `UNNAMED (${o.failedCheck})` : o.status);
  const rows = [['stack', ...MUTATIONS.map((m) => m.id)], ...Object.entries(outcomes).map(([stack, byMutation]) => [stack, ...MUTATIONS.map((m) => cell(byMutation[m.id]))])];
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows
    .map((row, i) => {
      const line = `| ${row.map((text, col) => text.padEnd(widths[col])).join(' | ')} |`;
      return i === 0 ? `${line}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|` : line;
    })
    .join('\n');
}

/**
 * @param {{stacks: import('./stacks.mjs').Stack[], root: string, log: (line: string) => void,
 *   verify: (stack: import('./stacks.mjs').Stack, variant?: {blocks: unknown[], id: string}) => Promise<any>}} options
 * @returns {Promise<number>} exit code: 1 when a baseline fails or a mutation is missed or not named
 */
export async function runSelfTest({stacks, root, log, verify}) {
  const started = performance.now();
  const outcomes = {};
  const baselines = {};
  for (const stack of stacks) {
    log(`${stack.id}: self-test baseline (the page as written)`);
    const baseline = await verify(stack);
    baselines[stack.id] = {result: baseline.result, failedCheck: baseline.failedCheck, problems: baseline.problems.slice(0, 4)};
    const pageBlocks = stackBlocks(stack, root);
    outcomes[stack.id] = {};
    for (const mutation of MUTATIONS) {
      // A mutation can only be judged against a page that passes as written.
      const runnable = baseline.result === 'pass' || !mutation.apply(pageBlocks);
      outcomes[stack.id][mutation.id] = runnable ? await tryMutation(stack, mutation, pageBlocks, verify, log) : {status: 'not run'};
    }
    if (baseline.result !== 'pass') log(`${stack.id}: the page as written fails (${baseline.failedCheck}); mutations not run`);
  }
  const totalMs = Math.round(performance.now() - started);
  console.log(`\n${table(outcomes)}\n\nTotal ${(totalMs / 1000).toFixed(1)} s.`);
  for (const m of MUTATIONS) console.log(`  ${m.id}: ${m.label}`);

  const file = path.join(root, 'bench-results', 'verify-guides-self-test.json');
  await mkdir(path.dirname(file), {recursive: true});
  const mutations = MUTATIONS.map(({id, label}) => ({id, label}));
  await writeFile(file, `${JSON.stringify({date: new Date().toISOString(), node: process.version, totalMs, mutations, baselines, outcomes}, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, file)}`);

  const bad = Object.values(outcomes).flatMap((byMutation) => Object.values(byMutation)).filter((o) => !['caught', 'n/a'].includes(o.status));
  return bad.length > 0 ? 1 : 0;
}
