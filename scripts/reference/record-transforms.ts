// Records the output of every 5.x `weapp-transform` fence (src/remark/transformExample/fences.ts says which fences
// run 5.x) with an installed weapp-tailwindcss 5.x, into src/data/reference/transforms-5x.json. The site's build
// reads that file (src/remark/transformExample/recorded.ts) and fails on a 5.x fence it does not hold.
//
//   WEAPP_TW_5X=/path/to/node_modules/weapp-tailwindcss npx jiti scripts/reference/record-transforms.ts            # record
//   WEAPP_TW_5X=… npx jiti scripts/reference/record-transforms.ts --check                                          # compare
//   WEAPP_TW_5X_TARBALLS=/folder/of/5.x/tarballs npx jiti scripts/reference/record-transforms.ts --real-build [--check]
//
// The pipeline is the one the plugin runs in a build: weapp-tailwindcss/generator generates the mini-program CSS
// (target `weapp`) for the template's class candidates, Tailwind CSS's own output is the generator's raw CSS, and
// weapp-tailwindcss/core escapes the template with those candidates. `--real-build` instead builds each fence as a
// weapp-vite mini-program with the Vite plugin (see ./real-build.ts) and records the built WXML and WXSS into
// transforms-5x-real-build.json; tests/build/transformExamples5x.test.ts compares the pages with that build.
import path from 'node:path';
import type {ExampleFlag} from '../../src/remark/transformExample/fences';
import {extractCandidates} from '../../src/playground/template';
import {fences5x, flagOptions5x, optionsFor, projectDirOf} from './fences5x';
import {checkMode, importFile, packageDirOf, packageEntries, readPackage, writeOrCheck} from './lib.mjs';
import {recordRealBuilds} from './real-build';

async function recordPipeline(): Promise<boolean> {
  const packageDir = packageDirOf(5);
  const projectDir = projectDirOf(packageDir);
  const entry = (subpath: string) => {
    const found = packageEntries(packageDir).find((candidate) => candidate.subpath === subpath);
    if (!found) throw new Error(`weapp-tailwindcss has no ${subpath} entry`);
    return importFile(found.file);
  };
  const generatorModule = await entry('./generator');
  const {createContext} = await entry('./core');
  const source = await generatorModule.resolveTailwindV4Source({base: projectDir, css: '@import "tailwindcss";\n'});
  const generator = generatorModule.createWeappTailwindcssGenerator(source);
  const transforms = [];
  let tailwindBanner = '';
  for (const fence of fences5x()) {
    const candidates = extractCandidates(fence.template);
    const options = optionsFor(fence.flags);
    const generated = await generator.generate({candidates, target: 'weapp', styleOptions: options, scanSources: false, incrementalCache: false});
    const context = createContext({...options, logLevel: 'silent'});
    const wxml = await context.transformWxml(fence.template, {runtimeSet: new Set(candidates)});
    tailwindBanner ||= /tailwindcss v([\d.]+)/.exec(generated.rawCss)?.[1] ?? '';
    transforms.push({...fence, candidates, wxml, wxss: generated.css, tailwindCss: generated.rawCss});
    console.log(`${fence.key} ${fence.pages.join(', ')}`);
  }
  const recording = {
    $comment:
      'Recorded by scripts/reference/record-transforms.ts; do not edit. The output of each 5.x weapp-transform fence (template + flags, keyed by ' +
      'recordingKey in src/remark/transformExample/fences.ts): weapp-tailwindcss/generator (target weapp) for the CSS, its raw CSS as Tailwind CSS wrote it, ' +
      'weapp-tailwindcss/core transformWxml for the template.',
    recordedWith: {
      'weapp-tailwindcss': readPackage(packageDir).version,
      // The Tailwind CSS that generated the CSS (its banner), and the one the project installs.
      'tailwindcss (generator)': tailwindBanner,
      tailwindcss: readPackage(path.join(projectDir, 'node_modules/tailwindcss')).version,
    },
    flagOptions: Object.fromEntries((Object.keys(flagOptions5x) as ExampleFlag[]).map((flag) => [flag, flagOptions5x[flag](true)])),
    transforms,
  };
  return writeOrCheck('transforms-5x.json', recording, {check: checkMode});
}

async function main(): Promise<void> {
  if (process.argv.includes('--real-build')) {
    if (!(await recordRealBuilds(fences5x(), {check: checkMode}))) process.exitCode = 1;
    return;
  }
  if (!(await recordPipeline())) process.exitCode = 1;
}

// Run as a script (jiti), not when a test imports the helpers above.
if (process.argv[1] && /record-transforms\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
