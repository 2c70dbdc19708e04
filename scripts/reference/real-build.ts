// `record-transforms.ts --real-build`: builds every 5.x fence as a real mini-program (weapp-vite with
// weapp-tailwindcss 5.x's Vite plugin, the fence's flags as its options, `@import "tailwindcss";` as the CSS entry)
// and records the built WXML and WXSS in src/data/reference/transforms-5x-real-build.json, which
// tests/build/transformExamples5x.test.ts compares with what the pages show.
//
// The project is installed once in a temporary folder with the reader's command (`npm install -D -E weapp-vite@…
// weapp-tailwindcss@… tailwindcss@…`): from the configured registry, or from WEAPP_TW_5X_REGISTRY, or, with
// WEAPP_TW_5X_TARBALLS=<folder of .tgz files>, from scripts/lib/local-registry.mjs serving that folder on top of
// the configured registry (the registry here has no 5.x; the public one does). Nothing is built from source.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startLocalRegistry} from '../lib/local-registry.mjs';
import {checkMode, recordingsDir, writeOrCheck} from './lib.mjs';
import {optionsFor, recordingEnv5x, type TransformFence} from './transformFences';

/** What the project installs: the versions the recorded pipeline outputs name, and a weapp-vite that builds them. */
function installSpec(): Record<string, string> {
  const recorded = JSON.parse(readFileSync(path.join(recordingsDir, 'transforms-5x.json'), 'utf8')) as {recordedWith: Record<string, string>};
  return {
    // weapp-vite 2.1.2 builds a 5.x project and installs from the registry as it is; 6.x needs packages it lacks.
    'weapp-vite': '2.1.2',
    'weapp-tailwindcss': recorded.recordedWith['weapp-tailwindcss'],
    tailwindcss: recorded.recordedWith.tailwindcss,
    // weapp-vite loads vite.config.ts with it.
    typescript: '5.9.3',
  };
}

const projectDir = process.env.WEAPP_TW_5X_BUILD_DIR ?? path.join(os.tmpdir(), 'weapp-tw-5x-real-build');

/** Runs a command in the project, without blocking this process: the local registry of `install` answers from it. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const child = spawn(command, args, {cwd: projectDir, env: {...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1', ...env}});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${status}):\n${output.slice(-3000)}`);
  return output;
}

const installedVersion = (name: string): string | undefined => {
  const file = path.join(projectDir, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version : undefined;
};

async function install(spec: Record<string, string>): Promise<void> {
  if (Object.entries(spec).every(([name, version]) => installedVersion(name) === version)) return;
  rmSync(projectDir, {recursive: true, force: true});
  mkdirSync(projectDir, {recursive: true});
  writeFileSync(path.join(projectDir, 'package.json'), `${JSON.stringify({name: 'weapp-tw-5x-real-build', private: true, type: 'module'}, null, 2)}\n`);
  const tarballs = process.env.WEAPP_TW_5X_TARBALLS;
  const registry = tarballs ? await startLocalRegistry({vendorDir: tarballs}) : undefined;
  try {
    const url = registry?.url ?? process.env.WEAPP_TW_5X_REGISTRY;
    const args = ['install', '-D', '-E', ...Object.entries(spec).map(([name, version]) => `${name}@${version}`)];
    console.log(`npm ${args.join(' ')}${url ? ` (registry ${url})` : ''}`);
    await run('npm', args, url ? {npm_config_registry: url} : {});
  } finally {
    await registry?.close();
  }
}

function writeProject(fence: TransformFence): void {
  for (const entry of readdirSync(projectDir)) {
    if (!['node_modules', 'package.json', 'package-lock.json'].includes(entry)) rmSync(path.join(projectDir, entry), {recursive: true, force: true});
  }
  const files: Record<string, string> = {
    // Tailwind CSS scans the project for class names: not the output, not the packages.
    '.gitignore': 'node_modules\ndist\n',
    'project.config.json': JSON.stringify({appid: 'touristappid', compileType: 'miniprogram', miniprogramRoot: 'dist/'}),
    // Vite's own minifiers off, so the record keeps the CSS and the WXML as the plugin wrote them.
    'vite.config.ts': `import path from 'node:path'
import { defineConfig } from 'weapp-vite/config'
import { WeappTailwindcss } from 'weapp-tailwindcss/vite'

export default defineConfig({
  weapp: { srcRoot: 'src' },
  build: { minify: false, cssMinify: false },
  plugins: [
    WeappTailwindcss({
      ...${JSON.stringify({appType: 'weapp-vite', ...optionsFor(fence.flags)})},
      cssEntries: [path.resolve(import.meta.dirname, './src/app.css')],
    }),
  ],
})
`,
    'src/app.json': JSON.stringify({pages: ['pages/index/index']}),
    'src/app.ts': 'App({})\n',
    'src/app.css': '@import "tailwindcss";\n',
    'src/pages/index/index.json': '{}\n',
    'src/pages/index/index.ts': 'Page({})\n',
    'src/pages/index/index.wxml': fence.template,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(projectDir, file)), {recursive: true});
    writeFileSync(path.join(projectDir, file), content);
  }
}

/** Every built .wxss, by path under dist/, in path order. */
function builtWxss(): Record<string, string> {
  const dist = path.join(projectDir, 'dist');
  const files = readdirSync(dist, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.wxss')).sort();
  return Object.fromEntries(files.map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(dist, file), 'utf8')]));
}

export async function recordRealBuilds(fences: TransformFence[], {check}: {check: boolean} = {check: checkMode}): Promise<boolean> {
  const spec = installSpec();
  await install(spec);
  const cases: Record<string, {pages: string[]; wxml: string; wxss: Record<string, string>; warnings: string[]}> = {};
  for (const fence of fences) {
    const started = performance.now();
    writeProject(fence);
    // The project has no browserslist; the variable keeps one of the caller's environment out.
    const output = await run(path.join(projectDir, 'node_modules/.bin/weapp-vite'), ['build'], recordingEnv5x);
    cases[fence.key] = {
      pages: fence.pages,
      wxml: readFileSync(path.join(projectDir, 'dist/pages/index/index.wxml'), 'utf8'),
      wxss: builtWxss(),
      // weapp-tailwindcss's own warnings, if the build printed any.
      warnings: output.split('\n').filter((line) => /weapp-tailwindcss|\[warn\]/i.test(line) && /warn|警告/i.test(line)),
    };
    console.log(`${fence.key}: built in ${((performance.now() - started) / 1000).toFixed(1)} s (${fence.pages.join(', ')})`);
  }
  const recording = {
    $comment:
      'Recorded by scripts/reference/record-transforms.ts --real-build; do not edit. Each 5.x weapp-transform fence (same keys as transforms-5x.json) built as a ' +
      'weapp-vite mini-program with the Vite plugin (appType weapp-vite, the fence flags as cssOptions, cssEntries: src/app.css = @import "tailwindcss";, ' +
      'Vite minifiers off, BROWSERSLIST=defaults): the built page WXML and every built WXSS file.',
    builtWith: Object.fromEntries(Object.keys(spec).map((name) => [name, installedVersion(name) ?? ''])),
    cases,
  };
  return writeOrCheck('transforms-5x-real-build.json', recording, {check});
}
