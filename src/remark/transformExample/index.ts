// Remark plugin: a fence marked `weapp-transform` becomes <TransformExample> with the exact output of
// the real pipeline, so readers see what the plugin produces: for a 4.x example the output the installed 4.12.0
// gave when it was recorded (./recorded), or, for a fence the recording lacks, the installed 4.12.0 run while the page
// is compiled (./pipeline); for a 5.x example the output recorded with 5.3.4 (which line a fence runs: ./fences).
// A fence marked `playground` stays a code block and gets an <OpenInPlayground> link after it. Both
// links carry the playground's share state, encoded here at build time, so no page but /playground
// loads the codec.
import {logger} from '@docusaurus/logger';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {encodeShareState} from '../../playground/shareState';
import path from 'node:path';
import {isMainThread} from 'node:worker_threads';
import {documentedMajorOf} from '../../../scripts/lib/markdown-files.mjs';
import {exampleLineOf, parseFenceMeta, parseFlags, type ExampleFlags} from './fences';
import {exampleEntryCss, exampleOptions, transformExample, type TransformResult} from './pipeline';
import {installedVersions, recorded4xTransform, recordedTransform, recordedVersion} from './recorded';

const transformMeta = /(?:^|\s)weapp-transform(?:="([^"]*)")?(?:\s|$)/;
const playgroundMeta = /(?:^|\s)playground(?:="([^"]*)")?(?:\s|$)/;
/** Fence languages whose text is a template the playground can take as is. */
const templateLanguages = new Set(['html', 'wxml']);

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute' as const, name, value};
}

/** `/playground#z=…`: the playground with this template, the examples' CSS entry and these switches. */
export async function playgroundUrl(template: string, flags: ExampleFlags): Promise<string> {
  const hash = await encodeShareState({template, css: exampleEntryCss, options: exampleOptions(flags)});
  return `/playground#${hash}`;
}

/** The installed 4.x package's version, for the examples' captions. */
const installedVersion = (): string => installedVersions()['weapp-tailwindcss'];

const warnedFences = new Set<string>();

/**
 * A 4.x example's output: the recorded one, else the installed pipeline's (loaded only then), with a warning that
 * says how to record it. Only the main thread warns: page-markdown's rendering thread renders the pages it compiled.
 */
async function example4x(template: string, flags: ExampleFlags, file: string): Promise<Pick<TransformResult, 'wxml' | 'wxss' | 'tailwindCss'>> {
  const recorded = recorded4xTransform(template, flags);
  if (recorded) return recorded;
  const fence = JSON.stringify([file, template, flags]);
  if (isMainThread && !warnedFences.has(fence)) {
    warnedFences.add(fence);
    const versions = Object.entries(installedVersions()).map(([name, version]) => `${name} ${version}`).join(' and ');
    logger.warn(
      `${file}: this 4.x weapp-transform fence has no output recorded with the installed ${versions} (it is new or was changed, ` +
        'or the packages were upgraded), so the build runs the pipeline for it. Record the 4.x outputs with ' +
        'node scripts/reference/run-ts.mjs scripts/reference/record-transforms.ts --line 4 (README: 5.x 参考的记录).',
    );
  }
  return transformExample(template, flags);
}

/** The site file a page compiles from, relative to the site (the line its examples run depends on it). */
const siteFile = (file: {path?: string; cwd?: string}): string => path.relative(file.cwd ?? process.cwd(), file.path ?? '').split(path.sep).join('/');

export default function remarkTransformExample() {
  return async (tree: Root, file: {path?: string; cwd?: string}): Promise<void> => {
    const jobs: Promise<void>[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const transform = node.meta?.match(transformMeta);
      const template = node.value;
      if (transform) {
        const {line: written, flags} = parseFenceMeta(transform[1] ?? '');
        const line = exampleLineOf(siteFile(file), written);
        const output =
          line === '5'
            ? Promise.resolve({...recordedTransform(template, flags, siteFile(file)), version: recordedVersion()})
            : example4x(template, flags, siteFile(file)).then((result) => ({...result, version: installedVersion()}));
        const shownOptions = Object.entries(flags)
          .map(([name, on]) => (on ? name : `!${name}`))
          .join(' ');
        jobs.push(
          // The playground runs 4.12.0: only a 4.x example links to it with its own output.
          Promise.all([output, line === '4' ? playgroundUrl(template, flags) : undefined]).then(([result, url]) => {
            const element: MdxJsxFlowElement = {
              type: 'mdxJsxFlowElement',
              name: 'TransformExample',
              attributes: [
                attribute('template', template),
                attribute('wxml', result.wxml),
                attribute('wxss', result.wxss),
                attribute('tailwindCss', result.tailwindCss),
                attribute('options', shownOptions),
                attribute('version', result.version),
                ...(url ? [attribute('playgroundUrl', url)] : []),
              ],
              children: [],
            };
            parent.children[index] = element;
          }),
        );
        return;
      }
      const playground = node.meta?.match(playgroundMeta);
      if (!playground) return;
      if (!templateLanguages.has(node.lang ?? '')) {
        throw new Error(`${file.path ?? ''}: the playground meta needs an html or wxml fence, not "${node.lang ?? ''}"`);
      }
      const flags = parseFlags(playground[1] ?? '');
      const urlAttribute = attribute('url', '');
      // The playground runs the 4.x line; a page about 5.x says so next to the link.
      const note = documentedMajorOf(siteFile(file)) === '5' ? [attribute('note', `（在线转换运行的是 weapp-tailwindcss ${installedVersion()}）`)] : [];
      const link: MdxJsxFlowElement = {type: 'mdxJsxFlowElement', name: 'OpenInPlayground', attributes: [urlAttribute, ...note], children: []};
      parent.children.splice(index + 1, 0, link);
      jobs.push(
        playgroundUrl(template, flags).then((url) => {
          urlAttribute.value = url;
        }),
      );
      // Past the link just inserted.
      return index + 2;
    });
    await Promise.all(jobs);
  };
}
