// A production build computes each 4.x transform example (./pipeline) once, in a thread of its own (./thread.mjs): the
// MDX compilation on the build's main thread and page-markdown's rendering thread both need every example, and each
// thread that loads Tailwind CSS and weapp-tailwindcss for it spends about a CPU-second on that alone. The thread is
// started with the site's plugins (src/plugins/page-markdown), so it loads them while the site loads, and it answers
// each distinct example once, to every thread that asks. Without it (`docusaurus start`, tests), a thread computes its own.
import path from 'node:path';
import {MessageChannel, Worker, type MessagePort} from 'node:worker_threads';
import type {ExampleFlags} from './fences';
import type {TransformResult} from './pipeline';

export type TransformExample = (template: string, flags: ExampleFlags) => Promise<TransformResult>;

/** An example to compute, or (without a template) a question for the thread's counts. */
export type TransformRequest = {readonly id: number; readonly template: string; readonly flags: ExampleFlags} | {readonly id: number};

/** How many examples the thread was asked for, and how many distinct ones it computed. */
export interface TransformThreadCounts {
  readonly requests: number;
  readonly computed: number;
}

export type TransformReply = {readonly id: number; readonly result: TransformResult | TransformThreadCounts} | {readonly id: number; readonly error: unknown};

// Kept on globalThis, one per thread: a thread may load the site's modules more than once (jiti without the require cache).
const CLIENT = Symbol.for('weapp-tailwindcss-docs.transformExample.client');
const THREAD = Symbol.for('weapp-tailwindcss-docs.transformExample.thread');
interface TransformClient {
  readonly transform: TransformExample;
  readonly counts: () => Promise<TransformThreadCounts>;
}
const slots = globalThis as {[CLIENT]?: TransformClient; [THREAD]?: Worker};

/** How this thread has its examples computed by the transform thread; undefined when it computes them itself. */
export const transformClient = (): TransformExample | undefined => slots[CLIENT]?.transform;

/** The transform thread's counts, asked through this thread's channel (tests/unit/transformExampleThread.test.ts). */
export const transformThreadCounts = (): Promise<TransformThreadCounts> | undefined => slots[CLIENT]?.counts();

/**
 * Has this thread's examples computed through `port`, a channel to the transform thread. The port keeps the thread
 * alive only while an answer is awaited; if the transform thread ends, what is awaited fails.
 */
export function transformThroughPort(port: MessagePort): void {
  const pending = new Map<number, {resolve: (result: never) => void; reject: (error: unknown) => void}>();
  let nextId = 0;
  port.on('message', (reply: TransformReply) => {
    const request = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) port.unref();
    if ('error' in reply) request?.reject(reply.error);
    else request?.resolve(reply.result as never);
  });
  port.on('close', () => {
    for (const {reject} of pending.values()) reject(new Error('transform examples: the transform thread ended'));
    pending.clear();
  });
  // After the 'message' listener, which refs the port.
  port.unref();
  const ask = <Answer>(request: Omit<TransformRequest, 'id'>): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {resolve, reject});
      port.ref();
      port.postMessage({id, ...request} satisfies TransformRequest);
    });
  slots[CLIENT] = {transform: (template, flags) => ask({template, flags}), counts: () => ask({})};
}

/** A new channel to the transform thread, to hand to another thread; undefined when this process has not started one. */
export function connectTransformThread(): MessagePort | undefined {
  const thread = slots[THREAD];
  if (!thread) return undefined;
  const {port1, port2} = new MessageChannel();
  thread.postMessage(port2, [port2]);
  return port1;
}

/** Starts the transform thread, once per process, and has this thread's examples computed there. It never keeps the process alive. */
export function startTransformThread(): void {
  if (slots[THREAD]) return;
  const thread = new Worker(path.join(__dirname, 'thread.mjs'));
  thread.unref();
  slots[THREAD] = thread;
  transformThroughPort(connectTransformThread() as MessagePort);
}
