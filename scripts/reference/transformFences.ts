// The `weapp-transform` fences of the site by the line they run, and the plugin options their flags stand for on the
// 5.x line. Shared by record-transforms.ts (the pipeline recordings), real-build.ts (the real weapp-vite builds of the
// 5.x fences) and tests/unit/transformExamples4x.test.ts.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {markdownFences} from '../lib/fences.mjs';
import {docsMarkdownFiles, markdownFiles} from '../lib/markdown-files.mjs';
import {exampleLineOf, parseFenceMeta, recordingKey, type ExampleFlag, type ExampleFlags, type ExampleLine} from '../../src/remark/transformExample/fences';
import {exampleBrowsers} from '../../src/playground/exampleBrowsers';
import {siteDir} from './lib.mjs';

/** The plugin options a fence's flag stands for on the 5.x line: the CSS options live in `cssOptions`. */
export const flagOptions5x: Record<ExampleFlag, (on: boolean) => Record<string, unknown>> = {
  rem2rpx: (on) => ({cssOptions: {rem2rpx: on}}),
  px2rpx: (on) => ({cssOptions: {px2rpx: on}}),
  cssRemoveHoverPseudoClass: (on) => ({cssOptions: {cssRemoveHoverPseudoClass: on}}),
};

/**
 * The environment the 5.x records are made in: the CSS is for exampleBrowsers, what a project without a browserslist
 * gets, whatever folder or browserslist environment the command runs in. Browserslist reads this variable before any
 * configuration file. It is not a `cssPresetEnv` option: in 5.3.4 a `cssPresetEnv` given to the generator replaces
 * the plugin's own postcss-preset-env defaults (its features), so the CSS would no longer be what a reader gets.
 */
export const recordingEnv5x = {BROWSERSLIST: exampleBrowsers};

/** The options object a fence's flags become (nested objects merged). */
export function optionsFor(flags: ExampleFlags): {cssOptions?: Record<string, unknown>} {
  const cssOptions: Record<string, unknown> = {};
  for (const [flag, on] of Object.entries(flags) as [ExampleFlag, boolean][]) Object.assign(cssOptions, flagOptions5x[flag](on).cssOptions);
  return Object.keys(cssOptions).length ? {cssOptions} : {};
}

export interface TransformFence {
  readonly key: string;
  readonly template: string;
  readonly flags: ExampleFlags;
  readonly pages: string[];
}

const transformMeta = /(?:^|\s)weapp-transform(?:="([^"]*)")?(?:\s|$)/;

/** Every fence of the site's docs, blog and pages that runs `line`, one per recording key, with the files that use it. */
export function transformFences(line: ExampleLine): TransformFence[] {
  const files = [...docsMarkdownFiles(siteDir), ...markdownFiles(path.join(siteDir, 'blog')), ...markdownFiles(path.join(siteDir, 'src/pages'))];
  const byKey = new Map<string, TransformFence>();
  for (const absolute of files) {
    const file = path.relative(siteDir, absolute).split(path.sep).join('/');
    const text = readFileSync(absolute, 'utf8');
    for (const {meta: fenceMeta, code: template} of markdownFences(text)) {
      const meta = fenceMeta.match(transformMeta);
      if (!meta) continue;
      const {line: written, flags} = parseFenceMeta(meta[1] ?? '');
      if (exampleLineOf(file, written) !== line) continue;
      const key = recordingKey(line, template, flags);
      const known = byKey.get(key);
      if (known) {
        if (!known.pages.includes(file)) known.pages.push(file);
      } else {
        byKey.set(key, {key, template, flags, pages: [file]});
      }
    }
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key, 'en'));
}

/** The project folder an installed package belongs to (the folder holding its node_modules). */
export function projectDirOf(packageDir: string): string {
  const parts = packageDir.split(path.sep);
  const index = parts.lastIndexOf('node_modules');
  return index > 0 ? parts.slice(0, index).join(path.sep) : path.dirname(packageDir);
}

