// Every API reference in one worker thread. The references share a tsconfig, and most of a run is
// TypeScript parsing declarations they have in common (@types/node, the bundlers' types): so each
// later program reuses the parsed files of the one before, while its own type checker keeps the output
// independent of the other references. TypeDoc only logs conversion errors: they are thrown here, so a
// broken reference fails the build rather than leave stale or missing pages.
import path from 'node:path';
import {workerData} from 'node:worker_threads';
import {Application, TSConfigReader} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import ts from 'typescript';
import {pageDescription} from '../../../typedoc/page-descriptions.mjs';

const parsedFiles = new Map();

function createProgram(app, oldProgram) {
  const options = app.options.getCompilerOptions(app.logger);
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, ...rest) => {
    if (!parsedFiles.has(fileName)) parsedFiles.set(fileName, parse(fileName, ...rest));
    return parsedFiles.get(fileName);
  };
  const rootNames = app.options.getFileNames();
  return ts.createProgram({rootNames, options, projectReferences: app.options.getProjectReferences(), host, oldProgram});
}

function entryPointsIn(program, files) {
  return files.map((file) => {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) throw new Error(`TypeDoc could not convert ${file}: the tsconfig does not include it`);
    return {displayName: path.basename(file, path.extname(file)), sourceFile, program};
  });
}

const {runs, lastUpdated} = workerData;
// The pages are not in git: their front matter gives Docusaurus their date (./index.ts, generatedPagesDate),
// which it would otherwise look up in git and warn about, and names the release they come from (the
// reference's name, "weapp-tailwindcss 4.12.0"), which the doc footer (src/theme/DocItem/Footer) shows
// instead of a date. A JSON string is a YAML string, so any name is written safely.
const lastUpdate = lastUpdated ? `last_update:\n  date: ${lastUpdated}\n` : '';

let previous;
for (const options of runs) {
  const app = await Application.bootstrapWithPlugins(options, [new TSConfigReader()]);
  // Each page also gets its own one-line description (typedoc/page-descriptions.mjs): without it, Docusaurus would
  // describe the page by its first text, a section heading such as 参数 or 属性.
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    const description = pageDescription(path.basename(options.out), page.url);
    page.contents = `---\ngenerated_from: ${JSON.stringify(options.name)}\ndescription: ${JSON.stringify(description)}\n${lastUpdate}---\n\n${page.contents}`;
  });
  const program = createProgram(app, previous);
  const project = app.converter.convert(entryPointsIn(program, options.entryPoints));
  if (!project || app.logger.hasErrors()) throw new Error(`TypeDoc could not convert ${options.entryPoints.join(', ')}`);
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) throw new Error(`TypeDoc could not write ${options.out}`);
  previous = program;
}
