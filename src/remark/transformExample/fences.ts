// What a `weapp-transform` fence asks for, and which weapp-tailwindcss line answers it. Shared by the remark
// plugin (build time) and scripts/reference/record-transforms.ts (which records the outputs of both lines).
//
//   ```html weapp-transform="rem2rpx"        on a 4.x page (versioned_docs/version-4.x): the output recorded with the
//                                            installed 4.12.0 (run at build time when the fence is not recorded)
//                                            on a 5.x page (docs/, not unversioned): the recorded 5.3.4 output
//   ```html weapp-transform="5 rem2rpx"      on a page about both lines (unversioned docs, the home page) the line
//                                            must be written; in the blog it may be, and is 4 when it is not
import {createHash} from 'node:crypto';
import {documentedMajorOf} from '../../../scripts/lib/markdown-files.mjs';

/** The options a doc example may switch on in its meta string (`weapp-transform="rem2rpx px2rpx"`). */
export const exampleFlags = ['rem2rpx', 'px2rpx', 'cssRemoveHoverPseudoClass'] as const;
export type ExampleFlag = (typeof exampleFlags)[number];
export type ExampleFlags = Partial<Record<ExampleFlag, boolean>>;

/** The weapp-tailwindcss lines an example can run. */
export type ExampleLine = '4' | '5';
export const exampleLines: readonly ExampleLine[] = ['4', '5'];

export interface FenceRequest {
  /** The line written in the meta, if any. */
  readonly line?: ExampleLine;
  readonly flags: ExampleFlags;
}

/** Parses the meta value `"5 rem2rpx !cssRemoveHoverPseudoClass"`; unknown words are an error. */
export function parseFenceMeta(value: string): FenceRequest {
  const flags: ExampleFlags = {};
  let line: ExampleLine | undefined;
  for (const word of value.split(/[\s,]+/).filter(Boolean)) {
    if ((exampleLines as readonly string[]).includes(word)) {
      if (line) throw new Error(`weapp-transform: the line is written twice ("${value}")`);
      line = word as ExampleLine;
      continue;
    }
    const negated = word.startsWith('!');
    const name = negated ? word.slice(1) : word;
    if (!(exampleFlags as readonly string[]).includes(name)) {
      throw new Error(`weapp-transform: unknown option "${name}" (known: ${exampleFlags.join(', ')}; a line: ${exampleLines.join(', ')})`);
    }
    flags[name as ExampleFlag] = !negated;
  }
  return {line, flags};
}

/** Parses the option words only (no line), as a playground fence's meta holds them. */
export function parseFlags(value: string): ExampleFlags {
  const {line, flags} = parseFenceMeta(value);
  if (line) throw new Error(`weapp-transform: "${line}" is a line, not an option`);
  return flags;
}

/**
 * The line a fence of this site file runs: the page's own line for docs of one version, the written one
 * (required) for unversioned docs and pages, the written one or 4 in the blog (its posts so far are about 4.x).
 * @param file the site file, relative to the site (`docs/quick-start/rem2rpx.md`)
 */
export function exampleLineOf(file: string, written: ExampleLine | undefined): ExampleLine {
  const pageLine = documentedMajorOf(file) as ExampleLine | undefined;
  if (pageLine) {
    if (written && written !== pageLine) {
      throw new Error(`${file}: a weapp-transform fence on a ${pageLine}.x page cannot run the ${written}.x line`);
    }
    return pageLine;
  }
  if (written) return written;
  if (file.startsWith('blog/')) return '4';
  throw new Error(`${file}: this page is about both lines; write which one the weapp-transform fence runs, e.g. weapp-transform="5 rem2rpx"`);
}

/** Flags in a fixed order with their values, so equal requests have equal keys. */
export function canonicalFlags(flags: ExampleFlags): ExampleFlags {
  return Object.fromEntries(exampleFlags.filter((flag) => flags[flag] !== undefined).map((flag) => [flag, flags[flag]]));
}

/** The CSS entry of every 4.x example, and of the playground state its link opens. */
export const exampleEntryCss = '@import "weapp-tailwindcss";\n';

/**
 * The key of a recorded output: the template and the flags that produced it, and for a 4.x example the CSS entry
 * the pipeline is given (the 5.x recording's entry is fixed in the recorder, and its keys predate this).
 */
export function recordingKey(line: ExampleLine, template: string, flags: ExampleFlags): string {
  const input = line === '4' ? [template, canonicalFlags(flags), exampleEntryCss] : [template, canonicalFlags(flags)];
  return createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 16);
}
