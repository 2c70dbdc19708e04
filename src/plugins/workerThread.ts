// Node side of the local plugins: run a module in a worker thread that posts one result and ends (the page-markdown
// rendering, the TypeDoc generation), so that the work and its heap stay off the build's main thread.
import {Worker} from 'node:worker_threads';

/**
 * Starts `file` with `workerData` and resolves with the one message it posts once it has exited with code 0. An error
 * thrown in the thread rejects with that error; an exit without a message or with another code rejects naming
 * `label` and the code.
 */
export function runWorkerOnce<Result>(file: string, workerData: unknown, label: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, {workerData});
    let result: {readonly value: Result} | undefined;
    worker.once('message', (value: Result) => (result = {value}));
    worker.once('error', reject);
    worker.once('exit', (code) => (result && code === 0 ? resolve(result.value) : reject(new Error(`${label} exited with code ${code}`))));
  });
}
