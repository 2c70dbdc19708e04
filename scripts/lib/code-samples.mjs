// Finds the code samples in the docs and the blog that use weapp-tailwindcss, and checks them
// (tests/unit/codeSamples.test.ts): samples of the 4.x line are compiled against the installed 4.12.0; samples
// of the 5.x line, whose package the site does not install, are checked against the recorded 5.x API
// (src/data/reference/api-5x.json: the names each entry exports, the option names), and
// `scripts/reference/record-api.mjs --check` compiles them against a real 5.x install.
import {mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {markdownFences} from './fences.mjs';
import {documentedMajorOf} from './markdown-files.mjs';

const extensions = {ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js', jsx: 'jsx'};
const usesPackage = /(?:from\s+|require\(\s*|import\(\s*)['"]weapp-tailwindcss(?:\/[\w./-]+)?['"]/;
const lineMeta = /(?:^|\s)line=(?<line>[45])(?:\s|$)/;

/**
 * The weapp-tailwindcss line a sample is written for: `line=4` / `line=5` in its meta, else the line of the page
 * (4.x docs: 4, current docs: 5), else 4 (the blog's posts and the pages about both lines are about 4.x unless
 * a sample says otherwise).
 * @param {string} file
 * @param {string} meta
 * @returns {'4' | '5'}
 */
export function sampleLineOf(file, meta) {
  const written = lineMeta.exec(meta)?.groups?.line;
  return /** @type {'4' | '5'} */ (written ?? documentedMajorOf(file.split(path.sep).join('/')) ?? '4');
}

/**
 * @param {string} file path of a Markdown/MDX file, relative to the site
 * @param {string} text its content
 * @returns {{file: string, line: number, extension: string, code: string, partial: boolean, weappLine: '4' | '5'}[]}
 */
export function extractSamples(file, text) {
  const samples = [];
  for (const {lang, meta, code, line} of markdownFences(text)) {
    const extension = extensions[lang.toLowerCase()];
    if (!extension) continue;
    if (!usesPackage.test(code)) continue;
    samples.push({
      file,
      line,
      extension,
      code,
      partial: /(?:^|\s)partial(?:\s|$)/.test(meta),
      weappLine: sampleLineOf(file, meta),
    });
  }
  return samples;
}

/** @param {string[]} files */
export function extractSamplesFromFiles(files) {
  return files.flatMap((file) => extractSamples(path.relative(process.cwd(), file), readFileSync(file, 'utf8')));
}

/**
 * Declaration files (TypeScript's libs, @types/node, the packages' types) parsed by earlier compilations in this
 * process, by path, language version and compiler options: most of a compilation is parsing them. Assumes a file
 * outside the compilation's workDir does not change while the process runs; a file that is missing is not kept,
 * so one that appears later is read then.
 * @type {Map<string, import('typescript').SourceFile>}
 */
const parsedDeclarations = new Map();

/**
 * Compiles samples with TypeScript and returns the errors, as `file:line: message`. Only weapp-tailwindcss and
 * Node's own modules are resolved; any other module a sample imports (vite, @tarojs/cli …) is an `any` stub.
 * @param {ReturnType<typeof extractSamples>} samples
 * @param {{workDir: string, packageDir?: string, typeRoots?: string[]}} options `packageDir`: the
 *   weapp-tailwindcss to compile against (linked as workDir/node_modules/weapp-tailwindcss); without it the
 *   package resolves from workDir upwards.
 * @returns {string[]}
 */
export function compileSamples(samples, {workDir, packageDir, typeRoots}) {
  rmSync(workDir, {recursive: true, force: true});
  mkdirSync(workDir, {recursive: true});
  if (packageDir) {
    mkdirSync(path.join(workDir, 'node_modules'));
    symlinkSync(packageDir, path.join(workDir, 'node_modules/weapp-tailwindcss'), 'dir');
  }
  // A shorthand ambient module: every name, default or named, imported from it is `any`.
  const anyModules = path.join(workDir, 'any-modules.d.ts');
  writeFileSync(anyModules, "declare module '*';\n");
  const names = samples.map((sample, index) => {
    const name = path.join(workDir, `sample-${index}.${sample.extension}`);
    // `export {}` keeps each sample its own module so top-level names do not collide.
    writeFileSync(name, `${sample.code}\nexport {};\n`);
    return name;
  });
  /** @type {import('typescript').CompilerOptions} */
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.Preserve,
    allowJs: true,
    checkJs: true,
    strict: false,
    noEmit: true,
    skipLibCheck: true,
    esModuleInterop: true,
    types: ['node'],
    ...(typeRoots ? {typeRoots} : {}),
  };
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  const optionsKey = JSON.stringify(options);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (path.resolve(fileName).startsWith(path.resolve(workDir) + path.sep)) return parse(fileName, languageVersion, ...rest);
    const key = `${path.resolve(fileName)}\0${JSON.stringify(languageVersion)}\0${optionsKey}`;
    const parsed = parsedDeclarations.get(key) ?? parse(fileName, languageVersion, ...rest);
    if (parsed) parsedDeclarations.set(key, parsed);
    return parsed;
  };
  const isSample = (file) => names.includes(path.resolve(file));
  const isChecked = (name) => /^(?:weapp-tailwindcss(?:\/|$)|node:)/.test(name) || builtinModules.includes(name);
  host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, compilerOptions) =>
    literals.map(({text}) =>
      isSample(containingFile) && !isChecked(text)
        ? {resolvedModule: undefined}
        : ts.resolveModuleName(text, containingFile, compilerOptions, host, undefined, redirectedReference),
    );
  const program = ts.createProgram([...names, anyModules], options, host);
  return ts.getPreEmitDiagnostics(program).flatMap((diagnostic) => {
    if (!diagnostic.file || !names.includes(path.resolve(diagnostic.file.fileName))) return [];
    const sample = samples[names.indexOf(path.resolve(diagnostic.file.fileName))];
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    return [`${sample.file}:${sample.line + line + 1}: ${message}`];
  });
}

/**
 * @typedef {{name: string, type: string}} RecordedMember
 * @typedef {{
 *   options: {name: string}[],
 *   nested: Record<string, RecordedMember[]>,
 *   entries: Record<string, {runtime: string[] | {$error: string}, values: string[], types: string[]}>,
 * }} ApiRecording
 */

/** Calls whose first argument is the plugin's options: the entries' plugin factories and the Node API. */
const OPTION_TAKERS = new Set(['WeappTailwindcss', 'weappTailwindcss', 'createPlugins', 'createContext']);

/**
 * Checks samples of the 5.x line against the recorded 5.x API, without the package: every import names an entry
 * the package has and a name that entry exports; every key of an options object given to the plugin (its call,
 * its `new`, Taro's `chain.merge({plugin: {…: {plugin, args: [options]}}})` and `.use(Plugin, [options])`) is a
 * recorded option, and the keys of nested option objects (`cssOptions`, `generator` …) are recorded members.
 * @param {ReturnType<typeof extractSamples>} samples
 * @param {ApiRecording} recording
 * @returns {string[]} errors as `file:line: message`
 */
export function checkSamplesAgainstRecording(samples, recording) {
  const optionNames = new Set(recording.options.map((option) => option.name));
  const errors = [];
  for (const sample of samples) {
    const kind = {ts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX, js: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX}[sample.extension];
    const source = ts.createSourceFile(`sample.${sample.extension}`, sample.code, ts.ScriptTarget.Latest, true, kind);
    const report = (node, message) => errors.push(`${sample.file}:${sample.line + source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${message}`);
    /** Local names bound to something the package exports, to the exported name. */
    const bindings = new Map();

    const checkImport = (node, specifier, imported) => {
      if (!/^weapp-tailwindcss(?:\/|$)/.test(specifier)) return;
      const entry = recording.entries[specifier];
      if (!entry) {
        report(node, `weapp-tailwindcss 5.x has no entry "${specifier}" (entries: ${Object.keys(recording.entries).join(', ')})`);
        return;
      }
      const runtime = Array.isArray(entry.runtime) ? entry.runtime : [];
      for (const {name, local, typeOnly} of imported) {
        const known = typeOnly ? [...entry.types, ...entry.values] : [...runtime, ...entry.types];
        if (name !== '*' && !known.includes(name)) report(node, `"${specifier}" of weapp-tailwindcss 5.x does not export ${name === 'default' ? 'a default' : name}`);
        if (local) bindings.set(local, name);
      }
    };

    const checkOptions = (object, keyPath) => {
      if (!ts.isObjectLiteralExpression(object)) return;
      const known = keyPath ? recording.nested[keyPath]?.map((member) => member.name) : [...optionNames];
      if (!known) return;
      for (const property of object.properties) {
        if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property) || ts.isMethodDeclaration(property))) continue;
        const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (!name) continue;
        if (!known.includes(name)) {
          report(property, keyPath ? `${keyPath} of weapp-tailwindcss 5.x has no member ${name}` : `weapp-tailwindcss 5.x has no option ${name}`);
          continue;
        }
        if (ts.isPropertyAssignment(property)) checkOptions(property.initializer, keyPath ? `${keyPath}.${name}` : name);
      }
    };
    const isPlugin = (expression) => ts.isIdentifier(expression) && OPTION_TAKERS.has(bindings.get(expression.text) ?? '');

    const visit = (node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const imported = [];
        if (clause?.name) imported.push({name: 'default', local: clause.name.text, typeOnly: clause.isTypeOnly});
        if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          for (const element of clause.namedBindings.elements) {
            imported.push({name: (element.propertyName ?? element.name).text, local: element.name.text, typeOnly: clause.isTypeOnly || element.isTypeOnly});
          }
        }
        if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) imported.push({name: '*', typeOnly: clause.isTypeOnly});
        checkImport(node, node.moduleSpecifier.text, imported);
      }
      // const {WeappTailwindcss: Plugin} = require('weapp-tailwindcss/webpack'), and the same with await import(…)
      if (ts.isVariableDeclaration(node) && node.initializer) {
        let init = node.initializer;
        if (ts.isAwaitExpression(init)) init = init.expression;
        const isRequire = ts.isCallExpression(init) && init.arguments.length === 1 && ts.isStringLiteral(init.arguments[0]) &&
          ((ts.isIdentifier(init.expression) && init.expression.text === 'require') || init.expression.kind === ts.SyntaxKind.ImportKeyword);
        if (isRequire) {
          const specifier = init.arguments[0].text;
          const imported = ts.isObjectBindingPattern(node.name)
            ? node.name.elements.map((element) => ({
                name: (element.propertyName && ts.isIdentifier(element.propertyName) ? element.propertyName : element.name).getText(source),
                local: ts.isIdentifier(element.name) ? element.name.text : undefined,
                typeOnly: false,
              }))
            : [{name: '*', typeOnly: false}];
          checkImport(node, specifier, imported);
        }
      }
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && isPlugin(node.expression) && node.arguments?.length) {
        checkOptions(node.arguments[0], '');
      }
      // chain.plugin('weapp-tailwindcss').use(WeappTailwindcss, [options])
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'use' && node.arguments.length >= 2 && isPlugin(node.arguments[0]) && ts.isArrayLiteralExpression(node.arguments[1])) {
        checkOptions(node.arguments[1].elements[0], '');
      }
      // {plugin: WeappTailwindcss, args: [options]}
      if (ts.isObjectLiteralExpression(node)) {
        const property = (name) => node.properties.find((candidate) => ts.isPropertyAssignment(candidate) && candidate.name.getText(source) === name);
        const plugin = property('plugin');
        const args = property('args');
        if (plugin && args && isPlugin(plugin.initializer) && ts.isArrayLiteralExpression(args.initializer)) checkOptions(args.initializer.elements[0], '');
      }
      ts.forEachChild(node, visit);
    };
    // Imports first, so that every call below them knows its bindings.
    source.statements.filter((statement) => ts.isImportDeclaration(statement)).forEach(visit);
    source.statements.filter((statement) => !ts.isImportDeclaration(statement)).forEach(visit);
  }
  return errors;
}
