// `npm run record:playground-builds`: builds each input of tests/fixtures/playground-real-build/cases.ts
// as a real mini-program — weapp-vite with weapp-tailwindcss's Vite plugin and @tailwindcss/postcss, the
// weapp-vite stack of `npm run verify:guides` (which installs it in <work folder>/weapp-vite-v4 when
// missing) — and records the built WXML and WXSS in tests/fixtures/playground-real-build/recorded.json.
// tests/build/playgroundRealBuild.test.ts compares the bundled playground worker with that record.
// Run it again after upgrading weapp-tailwindcss or tailwindcss, or after changing a case.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {realBuildCases, type RealBuildCase} from '../tests/fixtures/playground-real-build/cases';
import {caseDigest, type RecordedBuilds} from '../tests/fixtures/playground-real-build/digest';
import {pluginOptionsFor} from '../src/playground/model';
import {workRoot} from './verify-guides/work-root.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stackDir = path.join(workRoot, 'weapp-vite-v4');
// Outside this repository: Tailwind CSS scans the project's folder tree for class names, and inside the
// repository it would find the utilities named in the docs pages.
const projectDir = path.join(os.tmpdir(), 'weapp-tw-playground-real-build');
const recordFile = path.join(root, 'tests', 'fixtures', 'playground-real-build', 'recorded.json');

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', env: {...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1'}});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}):\n${(result.stdout + result.stderr).slice(-3000)}`);
  }
}

function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(stackDir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;
}

function writeProject(buildCase: RealBuildCase): void {
  rmSync(projectDir, {recursive: true, force: true});
  mkdirSync(projectDir, {recursive: true});
  symlinkSync(path.join(stackDir, 'node_modules'), path.join(projectDir, 'node_modules'));
  const files: Record<string, string> = {
    'package.json': readFileSync(path.join(stackDir, 'package.json'), 'utf8'),
    'project.config.json': JSON.stringify({appid: 'touristappid', compileType: 'miniprogram', miniprogramRoot: 'dist/'}),
    'postcss.config.mjs': "export default {\n  plugins: {\n    '@tailwindcss/postcss': {},\n  },\n}\n",
    // Vite's own minifiers off: the record keeps the CSS as @tailwindcss/postcss (already minified by its
    // Lightning CSS step in production) and the plugin wrote it, and the WXML as written.
    'vite.config.ts': `import path from 'node:path'
import { defineConfig } from 'weapp-vite/config'
import { UnifiedViteWeappTailwindcssPlugin } from 'weapp-tailwindcss/vite'

export default defineConfig({
  weapp: { srcRoot: 'src' },
  build: { minify: false, cssMinify: false },
  plugins: [
    UnifiedViteWeappTailwindcssPlugin({
      ...${JSON.stringify({appType: 'weapp-vite', ...pluginOptionsFor(buildCase.options)})},
      cssEntries: [path.resolve(import.meta.dirname, './src/app.css')],
    }),
  ],
})
`,
    'src/app.json': JSON.stringify({pages: ['pages/index/index']}),
    'src/app.ts': 'App({})\n',
    'src/app.css': buildCase.css,
    'src/pages/index/index.json': '{}\n',
    'src/pages/index/index.ts': 'Page({})\n',
    'src/pages/index/index.wxml': buildCase.template,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(projectDir, file)), {recursive: true});
    writeFileSync(path.join(projectDir, file), content);
  }
}

if (!existsSync(path.join(stackDir, 'node_modules'))) {
  console.log('Installing the weapp-vite stack: npm run verify:guides -- weapp-vite-v4');
  run(process.execPath, [path.join(root, 'scripts', 'verify-guides', 'index.mjs'), 'weapp-vite-v4'], root);
}

const record: RecordedBuilds = {
  builtWith: Object.fromEntries(['weapp-vite', 'weapp-tailwindcss', 'tailwindcss', '@tailwindcss/postcss'].map((name) => [name, installedVersion(name)])),
  cases: {},
};
for (const buildCase of realBuildCases) {
  const started = performance.now();
  writeProject(buildCase);
  run(path.join(projectDir, 'node_modules', '.bin', 'weapp-vite'), ['build'], projectDir);
  const read = (file: string) => readFileSync(path.join(projectDir, 'dist', file), 'utf8');
  record.cases[buildCase.id] = {input: caseDigest(buildCase), wxml: read('pages/index/index.wxml'), wxss: read('app.wxss')};
  console.log(`${buildCase.id}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
console.log(`Wrote ${path.relative(root, recordFile)} (${Object.entries(record.builtWith).map(([name, version]) => `${name}@${version}`).join(', ')})`);
