// Page side of the worker protocol: sends the latest input to the playground worker and reports its
// answer. A worker that crashes or stays silent for too long is replaced and the input sent again once.
import type {PlaygroundInput, PlaygroundResult} from './model';
import type {TransformRequest, TransformResponse} from './protocol';

export type TransformOutcome = {
  /** The object passed to `transform()` that this outcome answers. */
  readonly input: PlaygroundInput;
} & ({readonly kind: 'result'; readonly result: PlaygroundResult; readonly elapsedMs: number} | {readonly kind: 'error'; readonly message: string});

/** Longer than any sane transform; the first one also waits for the worker script to load. */
export const transformTimeoutMs = 10_000;

export class TransformClient {
  private worker: Worker | undefined;
  private latest: TransformRequest | undefined;
  private latestInput: PlaygroundInput | undefined;
  private nextId = 1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Id of the request already sent again after a failure; a second failure is reported instead. */
  private retriedId: number | undefined;
  private answered = false;

  constructor(
    private readonly workerUrl: string,
    private readonly onOutcome: (outcome: TransformOutcome) => void,
  ) {}

  transform(input: PlaygroundInput): void {
    this.latest = {...input, id: this.nextId++};
    this.latestInput = input;
    this.send(this.latest);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.worker?.terminate();
    this.worker = undefined;
    this.latest = undefined;
    this.latestInput = undefined;
  }

  private send(request: TransformRequest): void {
    const worker = this.worker ?? this.startWorker();
    worker.postMessage(request);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.recover('timeout'), transformTimeoutMs);
  }

  private startWorker(): Worker {
    const worker = new Worker(this.workerUrl, {name: 'weapp-tailwindcss-playground'});
    worker.addEventListener('message', (event: MessageEvent<TransformResponse>) => this.receive(event.data));
    worker.addEventListener('error', (event) => {
      // Handled here: the worker is replaced, so the browser need not report it as uncaught.
      event.preventDefault();
      this.recover('crash');
    });
    worker.addEventListener('messageerror', () => this.recover('crash'));
    this.worker = worker;
    return worker;
  }

  private receive(response: TransformResponse): void {
    const input = this.latestInput;
    if (response.id !== this.latest?.id || !input) return;
    clearTimeout(this.timer);
    this.answered = true;
    this.retriedId = undefined;
    if ('error' in response) this.onOutcome({input, kind: 'error', message: response.error});
    else this.onOutcome({input, kind: 'result', result: response.result, elapsedMs: response.elapsedMs});
  }

  private recover(reason: 'timeout' | 'crash'): void {
    clearTimeout(this.timer);
    this.worker?.terminate();
    this.worker = undefined;
    const request = this.latest;
    const input = this.latestInput;
    if (!request || !input) return;
    if (this.retriedId !== request.id) {
      this.retriedId = request.id;
      this.send(request);
      return;
    }
    let message: string;
    if (!this.answered) message = '转换引擎加载失败，请检查网络后刷新页面重试。';
    else if (reason === 'timeout') message = `转换超过 ${transformTimeoutMs / 1000} 秒仍未完成，转换引擎已重启。请缩减输入后再试。`;
    else message = '转换引擎意外退出，已自动重启。请修改输入后再试。';
    this.onOutcome({input, kind: 'error', message});
  }
}
