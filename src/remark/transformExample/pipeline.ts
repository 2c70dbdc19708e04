// The real weapp-tailwindcss 4.12.0 pipeline in Node, which produces the 4.x examples: Tailwind v4 generates CSS for
// the classes found in the template, then weapp-tailwindcss/core rewrites the CSS to WXSS and escapes the template.
// scripts/reference/record-transforms.ts --line 4 runs it on every 4.x fence and records the outputs, which the build
// reads (./recorded); the build runs it only for a fence the recording lacks (5.x examples are always recorded).
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {UserDefinedOptions} from 'weapp-tailwindcss';
import {exampleUserOptions, pluginDefaultOptions, type PlaygroundOptions} from '../../playground/model';
// The playground's extractor, so docs examples and the playground find the same candidates
// (`:class` bindings and `virtualHostClass` included).
import {extractCandidates} from '../../playground/template';
import {exampleEntryCss, type ExampleFlag} from './fences';

const require = createRequire(import.meta.url);

export {exampleEntryCss, exampleFlags, parseFlags, type ExampleFlag} from './fences';

export interface TransformResult {
  readonly candidates: string[];
  readonly tailwindCss: string;
  readonly wxss: string;
  readonly wxml: string;
}

/** The packages the pipeline runs, loaded when first used. */
export const loadPipeline = async () => ({core: await import('weapp-tailwindcss/core'), tailwind: await import('tailwindcss')});

async function generateTailwindCss(candidates: string[], entryCss: string): Promise<string> {
  const {compile} = (await loadPipeline()).tailwind;
  const compiler = await compile(entryCss, {
    base: process.cwd(),
    async loadStylesheet(id: string, base: string) {
      const request = id === 'weapp-tailwindcss' ? 'weapp-tailwindcss/index.css' : id;
      const file = require.resolve(request, {paths: [base]});
      return {path: file, base: path.dirname(file), content: await readFile(file, 'utf8')};
    },
  });
  return compiler.build(candidates);
}

/** An example's switches: the plugin's defaults with its flags applied, so the playground can show all four. */
export function exampleOptions(flags: Partial<Record<ExampleFlag, boolean>>): PlaygroundOptions {
  return {...pluginDefaultOptions, ...flags};
}

export async function transformExample(
  template: string,
  flags: Partial<Record<ExampleFlag, boolean>> = {},
  entryCss = exampleEntryCss,
): Promise<TransformResult> {
  const {createContext} = (await loadPipeline()).core;
  const candidates = extractCandidates(template);
  const tailwindCss = await generateTailwindCss(candidates, entryCss);
  // The same option object the playground's switches produce, and the playground's browsers, so an example and its
  // playground link agree whatever browserslist the process would find.
  const userOptions: UserDefinedOptions = {...exampleUserOptions(exampleOptions(flags)), logLevel: 'silent'};
  const context = createContext(userOptions);
  const wxss = (await context.transformWxss(tailwindCss)).css;
  const wxml = await context.transformWxml(template, {runtimeSet: new Set(candidates)});
  return {candidates, tailwindCss, wxss, wxml};
}
