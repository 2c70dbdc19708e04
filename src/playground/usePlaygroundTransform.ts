// React side of the playground worker: finds the worker through /playground/manifest.json (written by
// the playground-worker plugin), starts it on this page only, and transforms every input.
import {useEffect, useState} from 'react';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {PlaygroundInput, PlaygroundResult} from './model';
import {TransformClient, type TransformOutcome} from './transformClient';

export interface PlaygroundTransformState {
  /** `loading` until the worker has answered once. */
  readonly phase: 'loading' | 'ready';
  /** The last successful result; kept while a newer input has an error. */
  readonly result?: PlaygroundResult;
  readonly elapsedMs?: number;
  /** The error of the latest answered input, in Chinese. */
  readonly error?: string;
  /** The current input has not been answered yet. */
  readonly busy: boolean;
}

interface AnsweredState {
  readonly result?: PlaygroundResult;
  readonly elapsedMs?: number;
  readonly error?: string;
  readonly answeredInput?: PlaygroundInput;
}

function isManifest(value: unknown): value is {worker: string} {
  return typeof value === 'object' && value !== null && typeof (value as {worker?: unknown}).worker === 'string';
}

function applyOutcome(state: AnsweredState, outcome: TransformOutcome): AnsweredState {
  if (outcome.kind === 'error') return {...state, error: outcome.message, answeredInput: outcome.input};
  return {result: outcome.result, elapsedMs: outcome.elapsedMs, answeredInput: outcome.input};
}

/** Transforms `input` whenever it changes; `undefined` means there is nothing to transform yet. */
export function usePlaygroundTransform(input: PlaygroundInput | undefined): PlaygroundTransformState {
  const manifestUrl = useBaseUrl('/playground/manifest.json');
  const {withBaseUrl} = useBaseUrlUtils();
  const [client, setClient] = useState<TransformClient>();
  const [answered, setAnswered] = useState<AnsweredState>({});

  useEffect(() => {
    let disposed = false;
    let created: TransformClient | undefined;
    (async () => {
      try {
        // The manifest is not content-hashed, so it is revalidated; the worker file it names is.
        const response = await fetch(manifestUrl, {cache: 'no-cache'});
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const manifest: unknown = await response.json();
        if (!isManifest(manifest)) throw new Error('manifest.json 格式不正确');
        if (disposed) return;
        created = new TransformClient(withBaseUrl(manifest.worker), (outcome) => {
          if (!disposed) setAnswered((current) => applyOutcome(current, outcome));
        });
        setClient(created);
      } catch (error) {
        if (disposed) return;
        const reason = error instanceof Error ? error.message : String(error);
        setAnswered({error: `无法加载转换引擎（${reason}），请刷新页面重试。`});
      }
    })();
    return () => {
      disposed = true;
      created?.dispose();
    };
  }, [manifestUrl, withBaseUrl]);

  useEffect(() => {
    if (input) client?.transform(input);
  }, [client, input]);

  const {answeredInput, ...outcome} = answered;
  return {
    ...outcome,
    phase: answeredInput || outcome.error ? 'ready' : 'loading',
    busy: client !== undefined && input !== undefined && answeredInput !== input,
  };
}
