// Records the output of every 5.x `weapp-transform` fence (src/remark/transformExample/fences.ts says which fences
// run 5.x) with an installed weapp-tailwindcss 5.x, into src/data/reference/transforms-5x.json. The site's build
// reads that file (src/remark/transformExample/recorded.ts) and fails on a 5.x fence it does not hold.
// With `--line 4`, records every 4.x fence with the installed 4.12.0 pipeline the build would otherwise run
// (src/remark/transformExample/pipeline.ts) into transforms-4x.json; the build runs the pipeline only for a 4.x fence
// that file lacks, and tests/unit/transformExamples4x.test.ts fails when the file is not what this writes.
//
//   WEAPP_TW_5X=/path/to/node_modules/weapp-tailwindcss node scripts/reference/run-ts.mjs scripts/reference/record-transforms.ts [--check]
//   WEAPP_TW_5X_TARBALLS=/folder/of/5.x/tarballs node scripts/reference/run-ts.mjs scripts/reference/record-transforms.ts --real-build [--check]
//   node scripts/reference/run-ts.mjs scripts/reference/record-transforms.ts --line 4 [--check]                    # 4.x
//
// The pipeline is the one the plugin runs in a build: weapp-tailwindcss/generator generates the mini-program CSS
// (target `weapp`) for the template's class candidates, Tailwind CSS's own output is the generator's raw CSS, and
// weapp-tailwindcss/core escapes the template with those candidates. `--real-build` instead builds each fence as a
// weapp-vite mini-program with the Vite plugin (see ./real-build.ts) and records the built WXML and WXSS into
// transforms-5x-real-build.json; tests/build/transformExamples5x.test.ts compares the pages with that build.
// Both 5.x records make their CSS for browserslist `defaults` (recordingEnv5x), as the 4.x ones do.
import path from 'node:path';
import {exampleEntryCss, type ExampleFlag} from '../../src/remark/transformExample/fences';
import {transformExample} from '../../src/remark/transformExample/pipeline';
import {installedVersions, type RecordedTransforms} from '../../src/remark/transformExample/recorded';
import {extractCandidates} from '../../src/playground/template';
import {checkMode, importFile, packageDirOf, packageEntries, readPackage, writeOrCheck} from './lib.mjs';
import {recordRealBuilds} from './real-build';
import {flagOptions5x, optionsFor, projectDirOf, recordingEnv5x, transformFences} from './transformFences';

async function recordPipeline(): Promise<boolean> {
  Object.assign(process.env, recordingEnv5x);
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
  for (const fence of transformFences('5')) {
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
      'weapp-tailwindcss/core transformWxml for the template. The CSS is for the browserslist query of `browsers`.',
    recordedWith: {
      'weapp-tailwindcss': readPackage(packageDir).version,
      // The Tailwind CSS that generated the CSS (its banner), and the one the project installs.
      'tailwindcss (generator)': tailwindBanner,
      tailwindcss: readPackage(path.join(projectDir, 'node_modules/tailwindcss')).version,
    },
    // The browserslist query the CSS is for; tests/unit/reference5x.test.ts holds it to the one the captions name.
    browsers: recordingEnv5x.BROWSERSLIST,
    flagOptions: Object.fromEntries((Object.keys(flagOptions5x) as ExampleFlag[]).map((flag) => [flag, flagOptions5x[flag](true)])),
    transforms,
  };
  return writeOrCheck('transforms-5x.json', recording, {check: checkMode});
}

/** What transforms-4x.json holds: the installed pipeline's output for every 4.x fence of the site. */
async function recording4x(): Promise<RecordedTransforms> {
  // The pipeline names its browsers (exampleBrowsers), so no browserslist environment of the caller changes the CSS.
  const transforms = [];
  for (const fence of transformFences('4')) transforms.push({...fence, ...(await transformExample(fence.template, fence.flags, exampleEntryCss))});
  return {
    $comment:
      'Recorded by scripts/reference/record-transforms.ts --line 4; do not edit. The output of each 4.x weapp-transform fence (template + flags + entryCss, ' +
      'keyed by recordingKey in src/remark/transformExample/fences.ts) from the installed pipeline of src/remark/transformExample/pipeline.ts; the build uses ' +
      'it only when the installed versions are these.',
    recordedWith: installedVersions(),
    entryCss: exampleEntryCss,
    transforms,
  };
}

async function main(): Promise<void> {
  if (process.argv.includes('--real-build')) {
    if (!(await recordRealBuilds(transformFences('5'), {check: checkMode}))) process.exitCode = 1;
    return;
  }
  const recorded = process.argv.includes('--line') && process.argv[process.argv.indexOf('--line') + 1] === '4'
    ? writeOrCheck('transforms-4x.json', await recording4x(), {check: checkMode})
    : await recordPipeline();
  if (!recorded) process.exitCode = 1;
}

// Run as a script (jiti), not when a test imports the helpers above.
if (process.argv[1] && /record-transforms\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
