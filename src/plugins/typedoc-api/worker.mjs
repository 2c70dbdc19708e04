// Every API reference in one worker thread. The references share a tsconfig, and most of a run is
// TypeScript parsing declarations they have in common (@types/node, the bundlers' types): so each
// later program reuses the parsed files of the one before, while its own type checker keeps the output
// independent of the other references. TypeDoc only logs conversion errors: they are thrown here, so a
// broken reference fails the generation rather than leave stale or missing pages. The thread posts back
// every file the TypeScript programs read, which the stamp of the pages records (./stamp.ts).
import path from 'node:path';
import {parentPort, workerData} from 'node:worker_threads';
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

const {runs} = workerData;
const readFiles = new Set();
let previous;
for (const options of runs) {
  const app = await Application.bootstrapWithPlugins(options, [new TSConfigReader()]);
  // Each page also gets its own one-line description (typedoc/page-descriptions.mjs): without it, Docusaurus would
  // describe the page by its first text, a section heading such as 参数 or 属性. The release the page comes from
  // (the reference's name, "weapp-tailwindcss 4.12.0") is shown by the doc footer (src/theme/DocItem/Footer)
  // instead of a date. A JSON string is a YAML string, so any name is written safely.
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    const description = pageDescription(path.basename(options.out), page.url);
    page.contents = `---\ngenerated_from: ${JSON.stringify(options.name)}\ndescription: ${JSON.stringify(description)}\n---\n\n${page.contents}`;
  });
  const program = createProgram(app, previous);
  const project = app.converter.convert(entryPointsIn(program, options.entryPoints));
  if (!project || app.logger.hasErrors()) throw new Error(`TypeDoc could not convert ${options.entryPoints.join(', ')}`);
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) throw new Error(`TypeDoc could not write ${options.out}`);
  for (const sourceFile of program.getSourceFiles()) readFiles.add(path.resolve(sourceFile.fileName));
  previous = program;
}
parentPort.postMessage([...readFiles]);
