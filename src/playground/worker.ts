// Web Worker entry of the playground, bundled by the playground-worker plugin (src/plugins/playground-worker). Transforms run one at a
// time; while one runs, newer requests replace older waiting ones, since only the latest is shown.
import weappTailwindcssStylesheet from 'weapp-tailwindcss/index.css';
import {createPlaygroundEngine, PlaygroundInputError} from './engine';
import type {TransformRequest, TransformResponse} from './protocol';

const engine = createPlaygroundEngine(weappTailwindcssStylesheet);
let waiting: TransformRequest | undefined;
let running = false;

function errorMessage(error: unknown): string {
  if (error instanceof PlaygroundInputError) return error.message;
  return `转换时发生意外错误：${error instanceof Error ? error.message : String(error)}`;
}

async function runWaitingRequests(): Promise<void> {
  running = true;
  while (waiting) {
    const {id, template, css, options} = waiting;
    waiting = undefined;
    const startedAt = performance.now();
    let response: TransformResponse;
    try {
      const result = await engine.run({template, css, options});
      response = {id, result, elapsedMs: Math.round(performance.now() - startedAt)};
    } catch (error) {
      response = {id, error: errorMessage(error)};
    }
    postMessage(response);
  }
  running = false;
}

addEventListener('message', (event: MessageEvent<TransformRequest>) => {
  waiting = event.data;
  if (!running) void runWaitingRequests();
});
