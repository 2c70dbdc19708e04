// Writes tests/fixtures/upstream-history.json: when each option, export, CLI command and Vite plugin name of
// weapp-tailwindcss first appears in a release tag (and the last tag that has it, when it is gone), and the
// date of every release tag, for tests/unit/historyClaims.test.ts, which checks the pages' "since X" /
// "removed in X" claims and release dates against it.
// Usage: node scripts/upstream-history.mjs <clone of sonofmagic/weapp-tailwindcss> <clone of sonofmagic/tailwindcss-mangle>
//        (or set UPSTREAM_REPO and TAILWINDCSS_MANGLE_REPO). Bare clones work; they need the release tags. Reads
//        source files only (git cat-file), never website/.
//
// What "has it" means at a tag (release tags only, no alpha/beta/next/rc; v1.x–v3.5.0 are tagged `vX.Y.Z`,
// later releases `weapp-tailwindcss@X.Y.Z`):
// - option `name`: a property of the `UserDefinedOptions` interface (with the interfaces it extends) parsed from
//   the package's `src` type files; `a.b`: a property of the object type of option `a` (two levels deep);
//   `a='x'`: a string literal the type of `a` accepts (directly or through a named union such as `AppType`);
//   `Preset.x`: a property of a preset's options interface (`UniAppXOptions`, `BasePresetOptions`);
//   `a=[]`: the type of `a` accepts an array. `optionValuesInCode` has `a='x'` where the source outside the type
//   files also has the string `'x'` (the code handles the value, not only the type).
// - export `entry:name`: a value exported by `src/<entry>.ts` (following `export … from` inside `src`), the file
//   behind `weapp-tailwindcss/<entry>` (`index` is the package root).
// - CLI command: registered by the `weapp-tw` CLI source (`src/cli.ts`, `src/cli/`, and from 5.3.0 the
//   `@weapp-tailwindcss/cli` package released with it), or, from 4.8.4 to 5.0.x where that CLI is
//   tailwindcss-patch's, listed by the tailwindcss-patch version the tag's pnpm-lock.yaml resolves for the
//   package (published releases depend on a range, so a later install may list more); flag: declared in the
//   weapp-tailwindcss CLI source (`--record-target`).
// - Vite plugin name: the value of the `vitePluginName` constant.
// Dates: the tag's own date (tagger date of an annotated tag, commit date of a lightweight one) in Beijing
// time (UTC+8), the time zone the site states on /docs/releases.
import {execFileSync, spawnSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import process from 'node:process';
import {UPSTREAM_HISTORY_FIXTURE} from './lib/history-claims.mjs';
import {tagDates} from './lib/tag-dates.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const repo = process.argv[2] ?? process.env.UPSTREAM_REPO;
// From 4.8.4 `weapp-tw` is tailwindcss-patch's CLI with weapp-tailwindcss's handlers mounted: the commands it
// lists come from the tailwindcss-patch version in the tag's pnpm-lock.yaml, read from a clone of
// sonofmagic/tailwindcss-mangle (the repository of tailwindcss-patch).
const mangleRepo = process.argv[3] ?? process.env.TAILWINDCSS_MANGLE_REPO;
if (!repo || !mangleRepo) {
  console.error(
    'usage: node scripts/upstream-history.mjs <clone of sonofmagic/weapp-tailwindcss> <clone of sonofmagic/tailwindcss-mangle>\n' +
      '       (or set UPSTREAM_REPO and TAILWINDCSS_MANGLE_REPO)',
  );
  process.exit(1);
}
const git = (...args) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 512 * 1024 * 1024});
const mangleGit = (...args) => execFileSync('git', ['-C', mangleRepo, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});

// ---- release tags in version order --------------------------------------------------------------------------
const parseVersion = (version) => version.split('.').map(Number);
const compareVersions = (a, b) => {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
};
/** version → {tag, date, time} */
const releases = new Map();
for (const [name, {date, time}] of tagDates(git)) {
  const match = /^(?:v|weapp-tailwindcss@)(\d+\.\d+\.\d+)$/.exec(name);
  if (!match) continue;
  const version = match[1];
  // Both spellings exist for a few versions (v3.5.x); keep the `weapp-tailwindcss@` one, the package's own.
  if (releases.get(version)?.tag.startsWith('weapp-tailwindcss@')) continue;
  releases.set(version, {tag: name, date, time});
}
const versions = [...releases.keys()].sort(compareVersions);

// ---- reading a tag's files (blobs cached by id across tags) --------------------------------------------------
const blobCache = new Map();
function readBlobs(ids) {
  const missing = ids.filter((id) => !blobCache.has(id));
  if (missing.length) {
    const out = spawnSync('git', ['-C', repo, 'cat-file', '--batch'], {input: `${missing.join('\n')}\n`, maxBuffer: 1024 * 1024 * 1024});
    const buffer = out.stdout;
    let offset = 0;
    for (const id of missing) {
      const headerEnd = buffer.indexOf(10, offset);
      const [, , size] = buffer.subarray(offset, headerEnd).toString().split(' ');
      const start = headerEnd + 1;
      blobCache.set(id, buffer.subarray(start, start + Number(size)).toString('utf8'));
      offset = start + Number(size) + 1;
    }
  }
  return ids.map((id) => blobCache.get(id));
}
/** path → blob id of every file under the given folders at the tag. */
function listFiles(tag, folders) {
  const files = new Map();
  const out = git('ls-tree', '-r', '-z', tag, '--', ...folders);
  for (const entry of out.split('\0').filter(Boolean)) {
    const [meta, name] = entry.split('\t');
    const [, type, id] = meta.split(' ');
    if (type === 'blob') files.set(name, id);
  }
  return files;
}
const isTest = (file) => /(^|\/)(test|tests|__tests__|e2e|fixtures?)\//.test(file) || /\.(test|spec)\.[cm]?ts$/.test(file);

// ---- parsing ------------------------------------------------------------------------------------------------
const parseCache = new Map();
function parse(id, text) {
  if (!parseCache.has(id)) parseCache.set(id, ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS));
  return parseCache.get(id);
}
/** Names a file imports from other packages: a reference to one of them is not a local type of the same name. */
const externalImports = new WeakMap();
function importedFromPackages(source) {
  if (!externalImports.has(source)) {
    const names = new Set();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const from = statement.moduleSpecifier.text;
      // The monorepo's own packages (@weapp-tailwindcss/postcss) are parsed too.
      if (from.startsWith('.') || from.startsWith('@/') || from.startsWith('@weapp-tailwindcss/')) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
      if (statement.importClause?.name) names.add(statement.importClause.name.text);
    }
    externalImports.set(source, names);
  }
  return externalImports.get(source);
}
const nameOf = (node) => (node && (ts.isIdentifier(node) || ts.isStringLiteral(node)) ? node.text : undefined);

/** Interfaces and type aliases by name, from the given files (declarations of one name are merged). */
function collectTypes(sources) {
  const types = new Map();
  const visit = (statements) => {
    for (const statement of statements) {
      if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
        const list = types.get(statement.name.text) ?? [];
        list.push(statement);
        types.set(statement.name.text, list);
      } else if (ts.isModuleDeclaration(statement) && statement.body && ts.isModuleBlock(statement.body)) {
        // `declare module '../typedoc.export' { interface UserDefinedOptions { … } }` (4.9.3–4.9.4)
        visit(statement.body.statements);
      }
    }
  };
  for (const source of sources) visit(source.statements);
  return types;
}

const WRAPPERS = new Set(['Partial', 'Required', 'Readonly', 'NonNullable']);

/**
 * The properties and string literals a type node stands for: {props: Map<name, typeNode|undefined>, literals: Set}.
 * Follows named interfaces/aliases of `types`, unions, intersections, `Partial<…>`, `Omit<T, 'a' | 'b'>`.
 */
function shape(node, types, seen = new Set()) {
  const props = new Map();
  const literals = new Set();
  const add = (other) => {
    for (const [key, value] of other.props) if (!props.has(key)) props.set(key, value);
    for (const value of other.literals) literals.add(value);
  };
  const visit = (n) => {
    if (!n) return;
    if (ts.isParenthesizedTypeNode(n) || ts.isTypeOperatorNode(n)) return visit(n.type);
    if (ts.isUnionTypeNode(n) || ts.isIntersectionTypeNode(n)) return n.types.forEach(visit);
    if (ts.isLiteralTypeNode(n) && ts.isStringLiteral(n.literal)) return void literals.add(n.literal.text);
    // An array form (`cssCalc: string[]`) is recorded as the pseudo-literal `[]`.
    if (ts.isArrayTypeNode(n) || (ts.isTypeReferenceNode(n) && ts.isIdentifier(n.typeName) && /^(Readonly)?Array$/.test(n.typeName.text))) return void literals.add('[]');
    if (ts.isTypeLiteralNode(n)) {
      for (const member of n.members) {
        const key = nameOf(member.name);
        if (key && (ts.isPropertySignature(member) || ts.isMethodSignature(member))) props.set(key, member.type);
      }
      return;
    }
    if (ts.isTypeReferenceNode(n) || ts.isExpressionWithTypeArguments(n)) {
      const expression = ts.isTypeReferenceNode(n) ? n.typeName : n.expression;
      const name = ts.isIdentifier(expression) ? expression.text : ts.isQualifiedName(expression) ? expression.right.text : undefined;
      const args = n.typeArguments ?? [];
      if (!name) return;
      if (WRAPPERS.has(name)) return visit(args[0]);
      if (name === 'Omit' && args.length === 2) {
        const inner = shape(args[0], types, seen);
        const omitted = shape(args[1], types, seen).literals;
        for (const [key, value] of inner.props) if (!omitted.has(key)) props.set(key, value);
        return;
      }
      if (seen.has(name) || !types.has(name)) return;
      // `rem2rpx?: boolean | UserDefinedOptions` with `UserDefinedOptions` imported from postcss-rem-to-responsive-pixel
      const source = n.pos >= 0 ? n.getSourceFile() : undefined;
      if (source && importedFromPackages(source).has(name)) return;
      const next = new Set(seen).add(name);
      for (const declaration of types.get(name)) {
        if (ts.isTypeAliasDeclaration(declaration)) {
          add(shape(declaration.type, types, next));
          continue;
        }
        for (const member of declaration.members) {
          const key = nameOf(member.name);
          if (key && (ts.isPropertySignature(member) || ts.isMethodSignature(member)) && !props.has(key)) props.set(key, member.type);
        }
        for (const clause of declaration.heritageClauses ?? []) for (const type of clause.types) add(shape(type, types, next));
      }
    }
  };
  visit(node);
  return {props, literals};
}

const ref = (name) => ts.factory.createTypeReferenceNode(name);

/** Option keys of UserDefinedOptions at a tag: `name`, `a.b`, `a.b.c`, `a='x'`, `a.b='x'`. */
function optionKeys(types) {
  const keys = new Set();
  // A nested type that is UserDefinedOptions again (`rem2rpx?: boolean | UserDefinedOptions` in 4.0.0–4.2.9,
  // a slip in the upstream types) is not followed.
  const walk = (prefix, node, depth) => {
    const {props, literals} = shape(node, types, new Set(['UserDefinedOptions']));
    for (const value of literals) keys.add(value === '[]' ? `${prefix}=[]` : `${prefix}='${value}'`);
    if (depth === 0) return;
    for (const [key, type] of props) {
      keys.add(`${prefix}.${key}`);
      walk(`${prefix}.${key}`, type, depth - 1);
    }
  };
  const top = shape(ref('UserDefinedOptions'), types);
  for (const [key, type] of top.props) {
    keys.add(key);
    walk(key, type, 2);
  }
  return top.props.size ? keys : undefined;
}

const PRESET_INTERFACES = ['UniAppXOptions', 'BasePresetOptions'];
function presetKeys(types) {
  const keys = new Set();
  for (const name of PRESET_INTERFACES) {
    for (const declaration of types.get(name) ?? []) {
      if (!ts.isInterfaceDeclaration(declaration)) continue;
      for (const member of declaration.members) {
        const key = nameOf(member.name);
        if (key) keys.add(`${name}.${key}`);
      }
    }
  }
  return keys;
}

// ---- exports of an entry file --------------------------------------------------------------------------------
const VALUE_DECLARATIONS = [ts.SyntaxKind.FunctionDeclaration, ts.SyntaxKind.ClassDeclaration, ts.SyntaxKind.VariableStatement, ts.SyntaxKind.EnumDeclaration];
function resolveModule(files, srcDir, fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = `${srcDir}/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  else return undefined;
  base = base.replace(/\.(m?js|ts)$/, '');
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate));
}
function exportsOf(files, srcDir, file, seen = new Set()) {
  const names = new Set();
  if (!file || seen.has(file)) return names;
  seen.add(file);
  const [text] = readBlobs([files.get(file)]);
  const source = parse(files.get(file), text);
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    const exported = modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && VALUE_DECLARATIONS.includes(statement.kind)) {
      if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) names.add('default');
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      } else if (statement.name) names.add(statement.name.text);
    } else if (ts.isExportAssignment(statement)) {
      names.add('default');
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const target = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      if (!statement.exportClause) {
        for (const name of exportsOf(files, srcDir, target && resolveModule(files, srcDir, file, target), seen)) if (name !== 'default') names.add(name);
      } else if (ts.isNamespaceExport(statement.exportClause)) {
        names.add(statement.exportClause.name.text);
      } else {
        for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.add(element.name.text);
      }
    }
  }
  return names;
}

// ---- per tag ---------------------------------------------------------------------------------------------------
const ENTRIES = ['index', 'vite', 'webpack', 'webpack4', 'gulp', 'core', 'presets', 'escape', 'defaults'];
const TYPE_FILE = /(^|\/)(types?|typedoc\.export|options)(\.d)?\.ts$|\/(types|typedoc)\//;
// Files that only declare types; everything else under src is code.
const DECLARATION_FILE = /(^|\/)(types?|typedoc\.export)(\.d)?\.ts$|\/(types|typedoc)\//;
// The presets' option interfaces are read separately: `UniAppXOptions` of the presets is not the type of the
// `uniAppX` option, which has its own interface of the same name.
const PRESET_FILE = /\/presets(\.ts$|\/)/;
const CLI_FILE = /\/cli(\.ts$|\/)|^packages\/cli\/src\//;
const CLI_PATTERNS = [
  /\.command\(\s*['"`]([a-z][\w-]*)/g,
  /\b(?:command|cmd|args\[0\]|rawArgv\[0\])\s*===\s*['"]([a-z][\w-]*)['"]/g,
  /\bcase\s+['"]([a-z][\w-]*)['"]\s*:/g,
  /^\s*name:\s*['"]([a-z][\w-]*)['"]/gm,
];
const CLI_NOT_COMMANDS = new Set(['weapp-tailwindcss', 'help', 'version', 'json', 'lines', 'text', 'jsonl', 'grouped-json', 'native', 'weapp', 'web', 'true', 'false']);
// From 4.8.4 the CLI is tailwindcss-patch's, mounted with weapp-tailwindcss's handlers: a command is a key of
// `commandHandlers`, and `install` is published under the name `patch` (`install` stays an alias of `patch`
// in every version that has it, so it is not listed as a command of its own).
const HANDLER_PATTERN = /^\s+([a-z][\w-]*):\s*withCommandErrorHandling/gm;
const CLI_ALIASES = new Set(['install']);
const FLAG_PATTERN = /(?:flags:\s*|\.option\(\s*)['"](--[a-z][\w-]*)/g;

const lockVersionPattern = /^ {2}packages\/weapp-tailwindcss:\n(?: {4}.*\n|\n)*? {6}tailwindcss-patch:\n {8}specifier: .*\n {8}version: (\d+\.\d+\.\d+)/m;
const patchCommandsCache = new Map();
/** The commands tailwindcss-patch's CLI registers, for the version locked at the tag (`install` is published as `patch`). */
function patchCliCommands(tag) {
  const lockId = git('rev-parse', `${tag}:pnpm-lock.yaml`).trim();
  const version = lockVersionPattern.exec(readBlobs([lockId])[0])?.[1];
  if (!version) throw new Error(`${tag}: no tailwindcss-patch version for packages/weapp-tailwindcss in pnpm-lock.yaml`);
  if (!patchCommandsCache.has(version)) {
    const found = mangleGit('grep', '-h', '-E', String.raw`tailwindcssPatchCommands[^=]*= ?\[`, `tailwindcss-patch@${version}`, '--', 'packages/tailwindcss-patch/src');
    const list = /= ?\[([^\]]*)\]/.exec(found)?.[1];
    if (!list) throw new Error(`tailwindcss-patch@${version}: no tailwindcssPatchCommands list`);
    patchCommandsCache.set(version, [...list.matchAll(/'([a-z-]+)'/g)].map(([, name]) => (name === 'install' ? 'patch' : name)));
  }
  return patchCommandsCache.get(version);
}

/** @type {Map<string, Record<string, Set<string>>>} version → {options, exports, cli, cliFlags, vitePluginName} */
const present = new Map();
const unparsed = [];
for (const version of versions) {
  const {tag} = releases.get(version);
  const packageDir = git('ls-tree', '--name-only', tag, 'packages/weapp-tailwindcss/package.json').trim() ? 'packages/weapp-tailwindcss' : '';
  const srcDir = packageDir ? `${packageDir}/src` : 'src';
  const folders = [srcDir, ...(packageDir ? ['packages/postcss/src', 'packages/cli/src'] : [])];
  const files = new Map([...listFiles(tag, folders)].filter(([file]) => !isTest(file) && /\.tsx?$/.test(file)));
  // The CLI package is released with weapp-tailwindcss only from 5.3.0 (one commit, one version line).
  if (compareVersions(version, '5.3.0') < 0) for (const file of [...files.keys()]) if (file.startsWith('packages/cli/')) files.delete(file);

  const own = [...files].filter(([file]) => file.startsWith(`${srcDir}/`) && TYPE_FILE.test(file.slice(srcDir.length)) && !PRESET_FILE.test(file));
  const other = [...files].filter(([file]) => !file.startsWith(`${srcDir}/`) && TYPE_FILE.test(file));
  const parseAll = (list) => {
    const texts = readBlobs(list.map(([, id]) => id));
    return list.map(([, id], i) => parse(id, texts[i]));
  };
  // The package's own declarations win over same-named ones of @weapp-tailwindcss/postcss.
  const types = collectTypes(parseAll(own));
  for (const [name, declarations] of collectTypes(parseAll(other))) if (!types.has(name)) types.set(name, declarations);
  const options = optionKeys(types);
  if (!options) {
    unparsed.push(tag);
    continue;
  }
  for (const key of presetKeys(collectTypes(parseAll([...files].filter(([file]) => file.startsWith(`${srcDir}/`) && PRESET_FILE.test(file)))))) options.add(key);

  const exported = new Set();
  for (const entry of ENTRIES) {
    const file = resolveModule(files, srcDir, `${srcDir}/x.ts`, `@/${entry}`);
    for (const name of exportsOf(files, srcDir, file)) exported.add(`${entry}:${name}`);
  }

  const cli = new Set();
  const cliFlags = new Set();
  const cliFiles = [...files].filter(([file]) => CLI_FILE.test(file));
  const cliTexts = readBlobs(cliFiles.map(([, id]) => id));
  for (const text of cliTexts) {
    for (const pattern of CLI_PATTERNS) for (const [, name] of text.matchAll(pattern)) if (!CLI_NOT_COMMANDS.has(name)) cli.add(name);
    for (const [, flag] of text.matchAll(FLAG_PATTERN)) cliFlags.add(flag);
  }
  // `name:` fields are command names only inside the mounted CLI's `commandOptions` (the `install` → `patch` rename).
  for (const name of [...cli]) if (!cliTexts.some((text) => new RegExp(String.raw`(\.command\(|===|case)\s*['"\`]${name}['"\`]|install:\s*\{\s*name:\s*['"]${name}['"]`).test(text))) cli.delete(name);
  for (const text of cliTexts) for (const [, name] of text.matchAll(HANDLER_PATTERN)) cli.add(name);
  if (cliTexts.some((text) => text.includes('createTailwindcssPatchCli('))) for (const name of patchCliCommands(tag)) cli.add(name);
  for (const name of CLI_ALIASES) cli.delete(name);

  const vitePluginName = new Set();
  const constants = [...files].filter(([file]) => file.startsWith(`${srcDir}/constants`));
  for (const text of readBlobs(constants.map(([, id]) => id))) {
    for (const [, value] of text.matchAll(/\bvitePluginName\s*=\s*['"]([^'"]+)['"]/g)) vitePluginName.add(value);
  }
  // A string value of an option is "handled in code" when a source file other than the type files has it as a
  // string literal (`if (opts.jsAstTool === 'ast-grep')`): the type can outlive the code, as `'ast-grep'` did
  // (code gone in 4.0.4, type in 4.7.2).
  const codeFiles = [...files].filter(([file]) => file.startsWith(`${srcDir}/`) && !DECLARATION_FILE.test(file.slice(srcDir.length)));
  const code = readBlobs(codeFiles.map(([, id]) => id)).join('\n');
  const optionValuesInCode = new Set(
    [...options].filter((key) => /^[\w.]+='[^']+'$/.test(key)).filter((key) => {
      const value = key.slice(key.indexOf("='") + 2, -1);
      return code.includes(`'${value}'`) || code.includes(`"${value}"`);
    }),
  );
  present.set(version, {options, optionValuesInCode, exports: exported, cli, cliFlags, vitePluginName});
}

// ---- first / last -------------------------------------------------------------------------------------------------
const parsedVersions = versions.filter((version) => present.has(version));
const newest = parsedVersions.at(-1);
function history(kind) {
  const all = new Set(parsedVersions.flatMap((version) => [...present.get(version)[kind]]));
  const result = {};
  for (const key of [...all].sort()) {
    const has = parsedVersions.map((version) => present.get(version)[kind].has(key));
    // Runs of consecutive release tags that have it: [first, last], last null while the newest tag has it,
    // and the release that removed it (the tag after a run's last).
    const ranges = [];
    const removedIn = [];
    for (let i = 0; i < has.length; i++) {
      if (!has[i] || has[i - 1]) continue;
      let j = i;
      while (has[j + 1]) j++;
      ranges.push([parsedVersions[i], j === has.length - 1 ? null : parsedVersions[j]]);
      if (j < has.length - 1) removedIn.push(parsedVersions[j + 1]);
    }
    result[key] = {first: ranges[0][0], ...(removedIn.length ? {removedIn} : {}), ...(ranges.length > 1 || ranges[0][1] ? {ranges} : {})};
  }
  return result;
}

const minors = {};
for (const version of versions) {
  const [major, minor] = parseVersion(version);
  if (major < 4) continue;
  minors[`${major}.${minor}`] ??= version;
}

const fixture = {
  regenerate: 'node scripts/upstream-history.mjs <weapp-tailwindcss clone> <tailwindcss-mangle clone>',
  timeZone: 'Asia/Shanghai (UTC+8): a tag is dated by its tagger date (annotated) or commit date (lightweight), in Beijing time',
  newest,
  releases: Object.fromEntries(versions.map((version) => [version, releases.get(version)])),
  minors,
  unparsed,
  options: history('options'),
  optionValuesInCode: history('optionValuesInCode'),
  exports: history('exports'),
  cli: history('cli'),
  cliFlags: history('cliFlags'),
  vitePluginName: history('vitePluginName'),
};
writeFileSync(UPSTREAM_HISTORY_FIXTURE, `${JSON.stringify(fixture, null, 2)}\n`);
console.log(
  `${path.relative(process.cwd(), UPSTREAM_HISTORY_FIXTURE)}: ${versions.length} release tags (${parsedVersions.length} with UserDefinedOptions, newest ${newest}), ` +
    `${Object.keys(fixture.options).length} option keys, ${Object.keys(fixture.exports).length} exports, ${Object.keys(fixture.cli).length} CLI commands`,
);
