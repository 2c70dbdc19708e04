// The 5.x examples: weapp-tailwindcss 5.x is not installed with the site (not on the registry it installs from), so
// the outputs of the 5.x pages' `weapp-transform` fences were recorded with the real 5.3.4 pipeline by
// `scripts/reference/record-transforms.ts` into src/data/reference/transforms-5x.json. A fence without a
// recording fails the build: it was added or changed after the last recording.
import {readFileSync} from 'node:fs';
import {recordingKey, type ExampleFlags} from './fences';

export interface RecordedTransform {
  readonly key: string;
  readonly template: string;
  readonly flags: ExampleFlags;
  /** The site files whose fences asked for it when it was recorded. */
  readonly pages: readonly string[];
  readonly candidates: readonly string[];
  readonly wxml: string;
  readonly wxss: string;
  readonly tailwindCss: string;
}

export interface RecordedTransforms {
  readonly $comment: string;
  /** The weapp-tailwindcss and tailwindcss versions that produced the outputs. */
  readonly recordedWith: Readonly<Record<string, string>>;
  /** The plugin options each flag became (`rem2rpx` → `{"cssOptions": {"rem2rpx": true}}`). */
  readonly flagOptions: Readonly<Record<string, unknown>>;
  readonly transforms: readonly RecordedTransform[];
}

export const recordedTransformsFile = new URL('../../data/reference/transforms-5x.json', import.meta.url);

let cache: {byKey: Map<string, RecordedTransform>; recording: RecordedTransforms} | undefined;

export function loadRecordedTransforms(): {byKey: Map<string, RecordedTransform>; recording: RecordedTransforms} {
  if (!cache) {
    const recording = JSON.parse(readFileSync(recordedTransformsFile, 'utf8')) as RecordedTransforms;
    cache = {recording, byKey: new Map(recording.transforms.map((transform) => [transform.key, transform]))};
  }
  return cache;
}

/** The recorded 5.x output of a fence, or an error that says how to record it. */
export function recordedTransform(template: string, flags: ExampleFlags, file: string): RecordedTransform {
  const {byKey} = loadRecordedTransforms();
  const found = byKey.get(recordingKey(template, flags));
  if (!found) {
    throw new Error(
      `${file}: this 5.x weapp-transform fence has no recorded output (it is new or was changed). Record the 5.x outputs with ` +
        'WEAPP_TW_5X=<folder of an installed weapp-tailwindcss 5.3.4> npx jiti scripts/reference/record-transforms.ts (README: 5.x 参考的记录).',
    );
  }
  return found;
}

/** The weapp-tailwindcss version the 5.x examples were recorded with. */
export const recordedVersion = (): string => loadRecordedTransforms().recording.recordedWith['weapp-tailwindcss'];
