// `npm run verify:guides -- --self-test [stack…]`: does the command catch what readers get wrong?
// For each stack: build the page as written (it must pass), then, one at a time, a copy of its marked
// blocks broken the way readers break them (mutations.mjs). Each break must fail the stack with a message
// naming the block that was broken. The page itself is never edited; node_modules is reused (only
// pin-not-exact and fix-below-step change what is installed).
// A mistake that a real build of the stack's line shows to be harmless (the stack's `harmless`, with the
// measured evidence) must pass: it is reported as `harmless`, and as STALE when it fails after all.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {blockLabel} from './blame.mjs';
import {stackBlocks} from './extract.mjs';
import {MUTATIONS} from './mutations.mjs';

/**
 * @typedef {{status: 'caught' | 'missed' | 'unnamed' | 'harmless' | 'stale' | 'n/a' | 'not run', target?: string, failedCheck?: string,
 *   problems?: string[], ms?: number, evidence?: string}} Outcome
 */

/** Whether a mutation applies to a stack: its line, and a page that has what it changes. */
export function applies(mutation, stack, pageBlocks) {
  if (mutation.lines && !mutation.lines.includes(stack.line ?? 4)) return undefined;
  return mutation.apply(pageBlocks, stack);
}

/** How one mutation came out: caught only when the stack failed and the message names the broken block. */
async function tryMutation(stack, mutation, pageBlocks, verify, log) {
  const mutated = applies(mutation, stack, pageBlocks);
  if (!mutated) return {status: 'n/a'};
  const target = blockLabel(mutated.target);
  const accepted = new Set([target, ...(mutated.also ?? []).map(blockLabel)]);
  log(`${stack.id}: self-test ${mutation.id} (${target})`);
  const result = await verify(stack, {blocks: mutated.blocks, id: `self-test.${mutation.id}`});
  const early = (result.early ?? []).reduce((sum, phase) => sum + (phase.install?.ms ?? 0) + (phase.build?.ms ?? 0) + (phase.dev?.ms ?? 0), 0);
  const ms = early + (result.install?.ms ?? 0) + (result.patch?.ms ?? 0) + (result.build?.ms ?? 0) + (result.dev?.ms ?? 0);
  const evidence = stack.harmless?.[mutation.id];
  const named = result.blocks?.some((label) => accepted.has(label));
  let status;
  if (result.result === 'pass') status = evidence ? 'harmless' : 'missed';
  else status = evidence ? 'stale' : named ? 'caught' : 'unnamed';
  log(`${stack.id}: ${mutation.id} → ${status}${result.failedCheck ? ` (${result.failedCheck})` : ''}`);
  return {status, target, failedCheck: result.failedCheck, problems: result.problems.slice(0, 4), ms, ...(evidence && {evidence})};
}

/** @param {Record<string, Record<string, Outcome>>} outcomes by stack, then by mutation */
function table(outcomes, mutations) {
  const cell = (o) => {
    if (o.status === 'caught') return `caught (${o.failedCheck})`;
    if (o.status === 'stale') return `STALE: declared harmless, failed (${o.failedCheck})`;
    return {missed: 'MISSED', unnamed: `UNNAMED (${o.failedCheck})`}[o.status] ?? o.status;
  };
  const rows = [['stack', ...mutations.map((m) => m.id)], ...Object.entries(outcomes).map(([stack, byMutation]) => [stack, ...mutations.map((m) => cell(byMutation[m.id]))])];
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows
    .map((row, i) => {
      const line = `| ${row.map((text, col) => text.padEnd(widths[col])).join(' | ')} |`;
      return i === 0 ? `${line}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|` : line;
    })
    .join('\n');
}

/**
 * @param {{stacks: import('./stacks.mjs').Stack[], mutations?: string[], root: string, log: (line: string) => void,
 *   verify: (stack: import('./stacks.mjs').Stack, variant?: {blocks: unknown[], id: string}) => Promise<any>}} options
 * @returns {Promise<number>} exit code: 1 when a baseline fails or a mutation is missed, not named or stale
 */
export async function runSelfTest({stacks, mutations: only, root, log, verify}) {
  const started = performance.now();
  const mutations = only ? MUTATIONS.filter((m) => only.includes(m.id)) : MUTATIONS;
  const outcomes = {};
  const baselines = {};
  for (const stack of stacks) {
    log(`${stack.id}: self-test baseline (the page as written)`);
    const baseline = await verify(stack);
    baselines[stack.id] = {result: baseline.result, failedCheck: baseline.failedCheck, problems: baseline.problems.slice(0, 4)};
    const pageBlocks = stackBlocks(stack, root);
    outcomes[stack.id] = {};
    for (const mutation of mutations) {
      // A mutation can only be judged against a page that passes as written.
      const runnable = baseline.result === 'pass' || !applies(mutation, stack, pageBlocks);
      outcomes[stack.id][mutation.id] = runnable ? await tryMutation(stack, mutation, pageBlocks, verify, log) : {status: 'not run'};
    }
    if (baseline.result !== 'pass') log(`${stack.id}: the page as written fails (${baseline.failedCheck}); mutations not run`);
  }
  const totalMs = Math.round(performance.now() - started);
  console.log(`\n${table(outcomes, mutations)}\n\nTotal ${(totalMs / 1000).toFixed(1)} s.`);
  for (const m of mutations) console.log(`  ${m.id}: ${m.label}${m.lines ? ` (${m.lines.map((l) => `${l}.x`).join(', ')} stacks)` : ''}`);
  for (const stack of stacks) {
    for (const [id, evidence] of Object.entries(stack.harmless ?? {})) console.log(`  ${stack.id} ${id}: harmless in a real build: ${evidence}`);
  }

  const file = path.join(root, 'bench-results', 'verify-guides-self-test.json');
  await mkdir(path.dirname(file), {recursive: true});
  const listed = mutations.map(({id, label, lines}) => ({id, label, lines}));
  await writeFile(file, `${JSON.stringify({date: new Date().toISOString(), node: process.version, totalMs, mutations: listed, baselines, outcomes}, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, file)}`);

  const bad = Object.values(outcomes).flatMap((byMutation) => Object.values(byMutation)).filter((o) => !['caught', 'harmless', 'n/a'].includes(o.status));
  return bad.length > 0 ? 1 : 0;
}
