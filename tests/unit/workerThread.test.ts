// startWorkerForJob (src/plugins/workerThread.ts) starts a thread before its job is known (page-markdown starts its
// rendering thread while the docs load): the thread must run its loading at once, get its job later, and not keep a
// build alive that stops before sending the job.
import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {oneJobThread, startWorkerForJob} from '../../src/plugins/workerThread';

const dir = mkdtempSync(path.join(tmpdir(), 'worker-for-job-'));
const loaded = path.join(dir, 'loaded');
const workerFile = path.join(dir, 'worker.mjs');
// Marks that its module has run, then answers its one job with the data it was started with.
writeFileSync(
  workerFile,
  [
    "import {writeFileSync} from 'node:fs';",
    "import {parentPort, workerData} from 'node:worker_threads';",
    'writeFileSync(workerData.loaded, "");',
    "const job = await new Promise((resolve) => parentPort.once('message', resolve));",
    'parentPort.postMessage(`${workerData.greeting} ${job}`);',
    '',
  ].join('\n'),
);

afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('startWorkerForJob', () => {
  it('runs the thread before the job is sent, then answers the job', async () => {
    const send = startWorkerForJob<string, string>(workerFile, {greeting: '你好', loaded}, 'test thread');
    const deadline = Date.now() + 30_000;
    while (!existsSync(loaded) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(existsSync(loaded)).toBe(true);
    await expect(send('世界')).resolves.toBe('你好 世界');
  });

  it('does not keep the process alive when no job is sent', async () => {
    const script = `import(${JSON.stringify(path.resolve(__dirname, '../../src/plugins/workerThread.ts'))}).then((m) => { m.startWorkerForJob(${JSON.stringify(workerFile)}, {greeting: '', loaded: ${JSON.stringify(path.join(dir, 'unused'))}}, 'idle thread'); });`;
    // Type stripping loads the .ts module as it is (Node 22.18 and later).
    const run = promisify(execFile)(process.execPath, ['--no-warnings', '-e', script], {timeout: 30_000});
    await expect(run).resolves.toBeDefined();
  });
});

describe('oneJobThread', () => {
  /** A start function that numbers the threads it starts; each answers its job with its number. */
  const counting = () => {
    let started = 0;
    return {
      start: () => {
        const thread = ++started;
        return async (job: string) => `${thread}:${job}`;
      },
      started: () => started,
    };
  };

  it('gives the job to the thread started early, and starts one for a job when none was', async () => {
    const early = counting();
    const thread = oneJobThread(early.start);
    thread.startEarly();
    expect(early.started()).toBe(1);
    await expect(thread.run('a')).resolves.toBe('1:a');
    expect(early.started()).toBe(1);

    const late = counting();
    await expect(oneJobThread(late.start).run('b')).resolves.toBe('1:b');
    expect(late.started()).toBe(1);
  });

  it('uses a thread started early for one job only', async () => {
    const threads = counting();
    const thread = oneJobThread(threads.start);
    thread.startEarly();
    await thread.run('a');
    await expect(thread.run('b')).resolves.toBe('2:b');
  });
});
