// The recorded outputs of the `weapp-transform` fences (./fences says which line a fence runs), written by
// scripts/reference/record-transforms.ts into src/data/reference/:
// - transforms-5x.json: weapp-tailwindcss 5.x is not installed with the site (not on the registry it installs from), so
//   the 5.x outputs were recorded with the real 5.3.4 pipeline elsewhere. A 5.x fence without a recording fails the
//   build: it was added or changed after the last recording.
// - transforms-4x.json (`--line 4`): the installed 4.12.0 pipeline (./pipeline) run on every 4.x fence, so that a build
//   does not load Tailwind CSS and weapp-tailwindcss (about a CPU-second) to compute them again. It is used only when
//   made with the installed versions; tests/unit/transformExamples4x.test.ts fails when it lacks a fence of the site or
//   differs from what the installed pipeline gives.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {recordingKey, type ExampleFlags, type ExampleLine} from './fences';

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
  /** 5.x: the plugin options each flag became (`rem2rpx` → `{"cssOptions": {"rem2rpx": true}}`). */
  readonly flagOptions?: Readonly<Record<string, unknown>>;
  /** 5.x: the browserslist query the CSS was made for (exampleBrowsers when recorded). */
  readonly browsers?: string;
  /** 4.x: the CSS entry every example was given (part of each key). */
  readonly entryCss?: string;
  readonly transforms: readonly RecordedTransform[];
}

export const recordedTransformsFiles: Readonly<Record<ExampleLine, URL>> = {
  '4': new URL('../../data/reference/transforms-4x.json', import.meta.url),
  '5': new URL('../../data/reference/transforms-5x.json', import.meta.url),
};

interface LoadedRecording {
  readonly byKey: Map<string, RecordedTransform>;
  readonly recording: RecordedTransforms;
}
const loaded = new Map<ExampleLine, LoadedRecording>();

export function loadRecordedTransforms(line: ExampleLine): LoadedRecording {
  let found = loaded.get(line);
  if (!found) {
    const recording = JSON.parse(readFileSync(recordedTransformsFiles[line], 'utf8')) as RecordedTransforms;
    found = {recording, byKey: new Map(recording.transforms.map((transform) => [transform.key, transform]))};
    loaded.set(line, found);
  }
  return found;
}

/** The recorded 5.x output of a fence, or an error that says how to record it. */
export function recordedTransform(template: string, flags: ExampleFlags, file: string): RecordedTransform {
  const found = loadRecordedTransforms('5').byKey.get(recordingKey('5', template, flags));
  if (!found) {
    throw new Error(
      `${file}: this 5.x weapp-transform fence has no recorded output (it is new or was changed). Record the 5.x outputs with ` +
        'WEAPP_TW_5X=<folder of an installed weapp-tailwindcss 5.3.4> npx jiti scripts/reference/record-transforms.ts (README: 5.x 参考的记录).',
    );
  }
  return found;
}

/** The weapp-tailwindcss version the 5.x examples were recorded with. */
export const recordedVersion = (): string => loadRecordedTransforms('5').recording.recordedWith['weapp-tailwindcss'];

const require = createRequire(import.meta.url);

/** The installed versions of the packages the 4.x pipeline runs (read from their package.json, not loaded). */
export const installedVersions = (): Readonly<Record<string, string>> => ({
  'weapp-tailwindcss': (require('weapp-tailwindcss/package.json') as {version: string}).version,
  tailwindcss: (require('tailwindcss/package.json') as {version: string}).version,
});

/**
 * The recorded 4.x output of a fence; undefined when the recording lacks it (the fence is new or was changed) or was
 * made with other versions than the installed ones.
 */
export function recorded4xTransform(template: string, flags: ExampleFlags, installed = installedVersions()): RecordedTransform | undefined {
  const {byKey, recording} = loadRecordedTransforms('4');
  const sameVersions = Object.entries(installed).every(([name, version]) => recording.recordedWith[name] === version);
  return sameVersions ? byKey.get(recordingKey('4', template, flags)) : undefined;
}
