// Runs the playground's bundled Web Worker (build/playground/worker-*.js, as /playground loads it) in a
// Node vm context that stands in for a worker's global scope: `addEventListener('message')` and
// `postMessage`, plus the Web APIs a worker has. Send one request at a time and await it: like the page,
// the worker drops a waiting request when a newer one arrives.
import vm from 'node:vm';
import type {PlaygroundInput, PlaygroundResult} from '../../src/playground/model';
import type {TransformResponse} from '../../src/playground/protocol';
import {builtText} from './builtSite';

export type RunBundledWorker = (input: PlaygroundInput) => Promise<PlaygroundResult>;

export function loadBundledWorker(): RunBundledWorker {
  const {worker} = JSON.parse(builtText('/playground/manifest.json')) as {worker: string};
  let onMessage: ((event: {data: unknown}) => void) | undefined;
  const answers = new Map<number, (response: TransformResponse) => void>();
  const scope: Record<string, unknown> = {
    addEventListener(type: string, listener: (event: {data: unknown}) => void) {
      if (type === 'message') onMessage = listener;
    },
    postMessage(response: TransformResponse) {
      answers.get(response.id)?.(response);
    },
    console, performance, TextEncoder, TextDecoder, URL, URLSearchParams, atob, btoa, structuredClone, queueMicrotask,
    setTimeout, clearTimeout, setInterval, clearInterval,
  };
  scope.self = scope;
  vm.runInContext(builtText(worker), vm.createContext(scope), {filename: worker});
  if (!onMessage) throw new Error(`${worker} did not listen for messages`);
  const listener = onMessage;
  let nextId = 0;
  return (input) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      answers.set(id, (response) => {
        answers.delete(id);
        if ('error' in response) reject(new Error(response.error));
        else resolve(response.result);
      });
      listener({data: {...input, id}});
    });
}
