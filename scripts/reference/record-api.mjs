#!/usr/bin/env node
// Records the public API facts of an installed weapp-tailwindcss into src/data/reference/api-<line>x.json:
// the options of `UserDefinedOptions` with their declared types, the members of the option types they nest,
// the runtime defaults of `getDefaultOptions()` (functions are called on a fixed set of inputs, so a changed
// matcher shows), and the names each JS entry exports (values from importing it, types from its declarations).
// Only names, declared type text and values are recorded: the package's JSDoc prose is not.
//
//   WEAPP_TW_5X=/path/to/node_modules/weapp-tailwindcss node scripts/reference/record-api.mjs            # 5.x
//   node scripts/reference/record-api.mjs --line 4                                                     # 4.x (the site's own 4.12.0, or WEAPP_TW_4X)
//   ... --check    fails when the committed recording no longer matches the installed package; for 5.x it also
//                  type-checks the 5.x pages' code samples against the package's real declarations.
import {mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {checkMode, importFile, packageDirOf, packageEntries, readPackage, siteDir, writeOrCheck} from './lib.mjs';

/** The CSS files the package exports: subpath → file. */
const styleEntries = (dir) =>
  Object.fromEntries(
    Object.entries(readPackage(dir).exports ?? {}).flatMap(([subpath, target]) =>
      typeof target === 'string' && target.endsWith('.css') ? [[subpath === '.' ? 'weapp-tailwindcss' : `weapp-tailwindcss/${subpath.slice(2)}`, target]] : [],
    ),
  );
import {typeCheckSamples} from './samples.mjs';

const lineArgument = process.argv.indexOf('--line');
const line = lineArgument > 0 ? Number(process.argv[lineArgument + 1]) : 5;
if (line !== 4 && line !== 5) throw new Error('--line takes 4 or 5');

/** Inputs the function defaults are called with: file names for the matchers, class names for the filters. */
const FILE_PROBES = [
  ...['wxml', 'axml', 'jxml', 'ksml', 'ttml', 'qml', 'tyml', 'xhsml', 'swan', 'html'].map((extension) => `pages/index/index.${extension}`),
  ...['wxss', 'acss', 'jxss', 'ttss', 'qss', 'tyss', 'css', 'scss'].map((extension) => `pages/index/index.${extension}`),
  'app.wxss',
  'app.css',
  'common/main.wxss',
  ...['js', 'mjs', 'cjs', 'ts', 'jsx'].map((extension) => `pages/index/index.${extension}`),
  'app.js',
  'node_modules/some-lib/index.js',
  'pages/index/index.wxs',
  'pages/index/index.sjs',
  'pages/index/index.filter.js',
];
const CLASS_PROBES = ['*', 'w-1', 'text-[#fff]', '-'];
const FUNCTION_PROBES = {
  htmlMatcher: FILE_PROBES,
  cssMatcher: FILE_PROBES,
  jsMatcher: FILE_PROBES,
  wxsMatcher: FILE_PROBES,
  mainCssChunkMatcher: FILE_PROBES,
  jsPreserveClass: CLASS_PROBES,
  filter: CLASS_PROBES,
};

/** Source files whose declarations belong to the plugin (its own packages), not to a dependency or the TS lib. */
const isPluginDeclaration = (fileName) => /\/(?:weapp-tailwindcss|@weapp-tailwindcss\/[\w-]+)\//.test(fileName.replace(/\\/g, '/'));

const collapse = (text) => text.replace(/\s+/g, ' ').replace(/\{ /g, '{ ').replace(/; \}/g, '; }').trim();

/** Builds a TS program over a probe that imports every entry through a node_modules link to the package. */
function createProbeProgram(packageDir, entries) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wt-reference-api-'));
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(packageDir, path.join(dir, 'node_modules/weapp-tailwindcss'), 'dir');
  const probe = path.join(dir, 'probe.ts');
  writeFileSync(
    probe,
    [
      "import type {UserDefinedOptions} from 'weapp-tailwindcss';",
      'export type Probe = UserDefinedOptions;',
      ...entries.map((entry, index) => `import * as entry${index} from '${entry.specifier}';\nexport {entry${index}};`),
      '',
    ].join('\n'),
  );
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    typeRoots: [path.join(siteDir, 'node_modules/@types')],
    types: ['node'],
  };
  const program = ts.createProgram([probe], options);
  return {program, probe, cleanup: () => rmSync(dir, {recursive: true, force: true})};
}

function recordTypes(program, probe, entries) {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe);
  const alias = source.statements.find((statement) => ts.isTypeAliasDeclaration(statement) && statement.name.text === 'Probe');
  const optionsType = checker.getTypeFromTypeNode(alias.type);

  // The type as the declaration writes it, without the comments of nested members.
  const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});
  const declaredText = (symbol) => {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
      return collapse(printer.printNode(ts.EmitHint.Unspecified, declaration.type, declaration.getSourceFile()));
    }
    return collapse(checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, ts.TypeFormatFlags.NoTruncation));
  };
  const isOptional = (symbol) => Boolean(symbol.flags & ts.SymbolFlags.Optional);
  const declarationOf = (symbol) => symbol.valueDeclaration ?? symbol.declarations?.[0];
  /** The JSDoc tags that are facts, not prose: since (its version), deprecated and internal (present or not). */
  const tagsOf = (symbol) => {
    const declaration = declarationOf(symbol);
    if (!declaration) return undefined;
    const tags = {};
    for (const tag of ts.getJSDocTags(declaration)) {
      const name = tag.tagName.text;
      if (name === 'since') tags.since = collapse(ts.getTextOfJSDocComment(tag.comment) ?? '');
      if (name === 'deprecated' || name === 'internal') tags[name] = true;
    }
    return Object.keys(tags).length ? tags : undefined;
  };
  /** The interface that declares a property, as the package splits UserDefinedOptions (…ImportantPart → important). */
  const partOf = (symbol) => {
    const parent = declarationOf(symbol)?.parent;
    const name = parent && ts.isInterfaceDeclaration(parent) ? parent.name.text : '';
    const match = /^UserDefinedOptions(\w+)Part$/.exec(name);
    return match ? match[1].toLowerCase() : name || undefined;
  };

  /** Members of the object types an option's type is made of, declared by the plugin's own packages. */
  const nested = {};
  const visitNested = (keyPath, symbol, depth) => {
    if (depth > 3) return;
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
    const parts = type.isUnion() ? type.types : [type];
    const members = new Map();
    for (const part of parts) {
      if (part.getCallSignatures().length || part.flags & ts.TypeFlags.Primitive || checker.isArrayType(part)) continue;
      for (const member of checker.getPropertiesOfType(part)) {
        const declaration = declarationOf(member);
        if (!declaration || !isPluginDeclaration(declaration.getSourceFile().fileName)) continue;
        if (!members.has(member.name)) members.set(member.name, member);
      }
    }
    if (!members.size) return;
    nested[keyPath] = [...members.values()].map((member) => ({
      name: member.name,
      type: declaredText(member),
      optional: isOptional(member),
      ...(tagsOf(member) ? {tags: tagsOf(member)} : {}),
    }));
    for (const member of members.values()) visitNested(`${keyPath}.${member.name}`, member, depth + 1);
  };

  const resolvedText = (symbol) =>
    collapse(checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbol(symbol)), undefined, ts.TypeFormatFlags.NoTruncation));
  const options = checker.getPropertiesOfType(optionsType).map((symbol) => {
    visitNested(symbol.name, symbol, 1);
    return {
      name: symbol.name,
      type: declaredText(symbol),
      resolved: resolvedText(symbol),
      part: partOf(symbol),
      ...(tagsOf(symbol) ? {tags: tagsOf(symbol)} : {}),
    };
  });

  /** How a value export is declared: a function's or class constructor's signatures, or a variable's type. */
  const signatureOf = (symbol) => {
    const type = checker.getTypeOfSymbol(symbol);
    const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature;
    if (symbol.flags & ts.SymbolFlags.Class) {
      return type.getConstructSignatures().map((signature) => collapse(checker.signatureToString(signature, undefined, flags, ts.SignatureKind.Construct)));
    }
    const calls = type.getCallSignatures();
    if (calls.length) return calls.map((signature) => collapse(checker.signatureToString(signature, undefined, flags)));
    return [collapse(checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation))];
  };
  const moduleExports = {};
  const imports = source.statements.filter(ts.isImportDeclaration).slice(1);
  imports.forEach((declaration, index) => {
    const moduleSymbol = checker.getSymbolAtLocation(declaration.moduleSpecifier);
    const names = {values: [], types: []};
    const signatures = {};
    for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(target.flags & ts.SymbolFlags.Value)) {
        names.types.push(exported.name);
        continue;
      }
      names.values.push(exported.name);
      signatures[exported.name] = signatureOf(target);
    }
    moduleExports[entries[index].specifier] = {
      values: names.values.sort(),
      types: names.types.sort(),
      signatures: Object.fromEntries(Object.entries(signatures).sort(([a], [b]) => a.localeCompare(b, 'en'))),
    };
  });
  return {options: options.sort((a, b) => a.name.localeCompare(b.name, 'en')), nested, moduleExports};
}

/** A default value as JSON: functions become the results of calling them on the probes, or `"<function>"`. */
function serializeDefault(name, value) {
  if (typeof value === 'function') {
    const probes = FUNCTION_PROBES[name];
    if (!probes) return '<function>';
    return {$function: Object.fromEntries(probes.map((input) => [input, Boolean(value(input))]))};
  }
  if (value instanceof RegExp) return {$regexp: String(value)};
  if (Array.isArray(value)) return value.map((item, index) => serializeDefault(String(index), item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, serializeDefault(key, item)]));
  return value === undefined ? {$undefined: true} : value;
}

/** Build environments a probe of the generator's defaults runs under (the variables its target is inferred from). */
const GENERATOR_ENVIRONMENTS = [{}, {UNI_PLATFORM: 'mp-weixin'}, {UNI_PLATFORM: 'h5'}, {UNI_PLATFORM: 'app'}, {TARO_ENV: 'weapp'}, {TARO_ENV: 'h5'}];
const TARGET_VARIABLES = ['UNI_PLATFORM', 'UNI_UTS_PLATFORM', 'TARO_ENV', 'MPX_CLI_MODE', 'MPX_CURRENT_TARGET_MODE', 'WEAPP_TW_TARGET', 'WEAPP_TAILWINDCSS_TARGET'];

/**
 * 5.x: what `generator` becomes when it is not set (normalizeWeappTailwindcssGeneratorOptions(undefined)), under each
 * environment of GENERATOR_ENVIRONMENTS, so the reference can state the inferred target from a run.
 */
async function probeGeneratorDefaults(entries) {
  const entry = entries.find((candidate) => candidate.subpath === './generator');
  if (!entry) return undefined;
  const {normalizeWeappTailwindcssGeneratorOptions: normalize} = await importFile(entry.file);
  if (typeof normalize !== 'function') return undefined;
  const saved = Object.fromEntries(TARGET_VARIABLES.map((name) => [name, process.env[name]]));
  // Only the listed variables are set for a probe (Reflect.deleteProperty: an environment variable is removed, not set to "undefined").
  const setEnvironment = (values) => {
    for (const name of TARGET_VARIABLES) {
      if (values[name] === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = values[name];
    }
  };
  try {
    return GENERATOR_ENVIRONMENTS.map((environment) => {
      setEnvironment(environment);
      const {enabled, target, webCompat, hmr, importFallback} = normalize(undefined);
      return {environment, normalized: {enabled, target, webCompat: webCompat ?? null, hmr, importFallback}};
    });
  } finally {
    setEnvironment(saved);
  }
}

async function main() {
  const packageDir = packageDirOf(line);
  const {version} = readPackage(packageDir);
  const entries = packageEntries(packageDir);
  const {program, probe, cleanup} = createProbeProgram(packageDir, entries);
  let recorded;
  try {
    recorded = recordTypes(program, probe, entries);
  } finally {
    cleanup();
  }
  const runtime = {};
  for (const entry of entries) {
    try {
      runtime[entry.specifier] = Object.keys(await importFile(entry.file)).sort();
    } catch (error) {
      runtime[entry.specifier] = {$error: String(error?.code ?? error?.message ?? error).split('\n')[0]};
    }
  }
  const {getDefaultOptions} = await importFile(entries.find((entry) => entry.subpath === './defaults').file);
  const defaults = Object.fromEntries(Object.entries(getDefaultOptions()).map(([name, value]) => [name, serializeDefault(name, value)]));

  const generatorDefaults = await probeGeneratorDefaults(entries);

  const recording = {
    $comment:
      `Recorded from the installed weapp-tailwindcss ${version} by scripts/reference/record-api.mjs --line ${line}; do not edit. ` +
      'options: UserDefinedOptions members with their declared types; nested: members of the plugin-declared object types an option takes (by option path); ' +
      'defaults: getDefaultOptions(), functions called on fixed inputs ($function) or "<function>"; entries: each JS entry of package.json exports, ' +
      'the names it exports at runtime (runtime) and in its declarations (values, types); styles: the CSS files of package.json exports; generatorDefaults (5.x): normalizeWeappTailwindcssGeneratorOptions(undefined) ' +
      'under each listed environment.',
    package: 'weapp-tailwindcss',
    version,
    options: recorded.options,
    nested: recorded.nested,
    defaults,
    entries: Object.fromEntries(entries.map((entry) => [entry.specifier, {runtime: runtime[entry.specifier], ...recorded.moduleExports[entry.specifier]}])),
    styles: styleEntries(packageDir),
    ...(generatorDefaults ? {generatorDefaults} : {}),
  };
  let ok = writeOrCheck(`api-${line}x.json`, recording, {check: checkMode});
  if (checkMode && line === 5) ok = (await typeCheckSamples(packageDir)) && ok;
  if (!ok) process.exitCode = 1;
}

await main();
