import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {extractSamples, extractSamplesFromFiles} from '../../scripts/lib/code-samples.mjs';
import {docsMarkdownFiles, markdownFiles} from '../../scripts/lib/markdown-files.mjs';

// Every complete TS/JS sample that imports weapp-tailwindcss is compiled against the installed
// package. Any other module a sample imports (vite, @tarojs/cli, tailwindcss v3 …) resolves to an
// `any` stub, because the site's own node_modules hold other versions or none at all.
const workDir = path.resolve('node_modules/.cache/code-samples');

const markdownSources = (dir: string): string[] => markdownFiles(dir, {skipDirs: ['api', 'api-v2']});

type Sample = ReturnType<typeof extractSamples>[number];

function compile(samples: Sample[]): string[] {
  rmSync(workDir, {recursive: true, force: true});
  mkdirSync(workDir, {recursive: true});
  // A shorthand ambient module: every name, default or named, imported from it is `any`.
  const anyModules = path.join(workDir, 'any-modules.d.ts');
  writeFileSync(anyModules, "declare module '*';\n");
  const names = samples.map((sample, index) => {
    const name = path.join(workDir, `sample-${index}.${sample.extension}`);
    // `export {}` keeps each sample its own module so top-level names do not collide.
    writeFileSync(name, `${sample.code}\nexport {};\n`);
    return name;
  });
  const options: ts.CompilerOptions = {
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
  };
  const host = ts.createCompilerHost(options);
  const isSample = (file: string) => names.includes(path.resolve(file));
  const isChecked = (name: string) => /^(?:weapp-tailwindcss(?:\/|$)|node:)/.test(name) || builtinModules.includes(name);
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

describe('code samples', () => {
  const samples = extractSamplesFromFiles([...docsMarkdownFiles(process.cwd()).map((file) => path.relative(process.cwd(), file)), ...markdownSources('blog')]);
  const complete = samples.filter((sample) => !sample.partial);

  it('finds the samples that use the package', () => {
    expect(complete.length).toBeGreaterThan(10);
  });

  it('type-check against the installed weapp-tailwindcss', () => {
    expect(compile(complete)).toEqual([]);
  });

  it('the check catches a wrong option name and a wrong value type', () => {
    const broken = extractSamples(
      'fixture.md',
      [
        '```ts title="vite.config.ts"',
        "import {UnifiedViteWeappTailwindcssPlugin} from 'weapp-tailwindcss/vite'",
        'UnifiedViteWeappTailwindcssPlugin({rem2rpxx: true})',
        '```',
        '',
        '```js',
        "const {UnifiedWebpackPluginV5} = require('weapp-tailwindcss/webpack')",
        "new UnifiedWebpackPluginV5({rem2rpx: 'yes'})",
        '```',
      ].join('\n'),
    );
    expect(broken).toHaveLength(2);
    const errors = compile(broken);
    expect(errors.some((error) => error.includes('rem2rpxx'))).toBe(true);
    expect(errors.some((error) => error.includes("'string'"))).toBe(true);
  });

  it('skips samples marked partial', () => {
    const [sample] = extractSamples('x.md', "```ts partial\nimport {x} from 'weapp-tailwindcss'\n```");
    expect(sample.partial).toBe(true);
  });
});
