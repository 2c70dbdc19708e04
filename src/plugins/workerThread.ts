// Node side of the local plugins: run a module in a worker thread that posts one result and ends (the page-markdown
// rendering, the TypeDoc generation, the playground worker's bundle), so that the work and its heap stay off the
// build's main thread.
import {Worker, type Transferable} from 'node:worker_threads';

/**
 * Resolves with the one message `worker` posts once it has exited with code 0. An error thrown in the thread rejects
 * with that error; an exit without a message or with another code rejects naming `label` and the code.
 */
function oneResult<Result>(worker: Worker, label: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    let result: {readonly value: Result} | undefined;
    worker.once('message', (value: Result) => (result = {value}));
    worker.once('error', reject);
    worker.once('exit', (code) => (result && code === 0 ? resolve(result.value) : reject(new Error(`${label} exited with code ${code}`))));
  });
}

/** Starts `file` with `workerData`; resolves or rejects as `oneResult` says. */
export function runWorkerOnce<Result>(file: string, workerData: unknown, label: string): Promise<Result> {
  return oneResult(new Worker(file, {workerData}), label);
}

/**
 * Starts `file` with `workerData` now, so that it loads its modules while the build does other work, and returns the
 * function that sends it its one job (a message it waits for) and gives its result, as `oneResult` says. Until the
 * job is sent the thread does not keep the process alive: a build that stops earlier does not wait for it.
 * `transferList` names what `workerData` hands over rather than copies (a MessagePort).
 */
export function startWorkerForJob<Job, Result>(file: string, workerData: unknown, label: string, transferList: Transferable[] = []): (job: Job) => Promise<Result> {
  const worker = new Worker(file, {workerData, transferList});
  const result = oneResult<Result>(worker, label);
  // After oneResult: a 'message' listener refs the worker's port again.
  worker.unref();
  // Failures while loading are reported to whoever sends the job and awaits the result.
  result.catch(() => undefined);
  return (job) => {
    worker.ref();
    worker.postMessage(job);
    return result;
  };
}

/**
 * A thread for one job that a production build starts early (`startEarly`, from a plugin's loadContent), so that it
 * loads its modules while the site loads. `run` gives the job to that thread, or to a new one when none was started
 * early; a thread started early serves one job.
 */
export function oneJobThread<Job, Result>(start: () => (job: Job) => Promise<Result>): {startEarly: () => void; run: (job: Job) => Promise<Result>} {
  let early: ((job: Job) => Promise<Result>) | undefined;
  return {
    startEarly: () => {
      early = start();
    },
    run: (job) => {
      const send = early ?? start();
      early = undefined;
      return send(job);
    },
  };
}
