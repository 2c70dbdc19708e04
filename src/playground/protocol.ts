// Messages between the playground page and its Web Worker.
import type {PlaygroundInput, PlaygroundResult} from './model';

export interface TransformRequest extends PlaygroundInput {
  /** Increases with every request; the page ignores answers to anything but its latest one. */
  readonly id: number;
}

export type TransformResponse =
  | {readonly id: number; readonly result: PlaygroundResult; readonly elapsedMs: number}
  | {readonly id: number; readonly error: string};
