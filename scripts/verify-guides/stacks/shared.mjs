// What the stack families share: the JSON writer, the WeChat project file and the Stack type.
import {JS_PROBE_CLASS_STRING, PROBE_CLASS_STRING} from '../checks.mjs';

// PROBE_CLASS_STRING goes into the probe page's template; JS_PROBE_CLASS_STRING into a string of the
// probe page's script (`const cls = '…'`), bound to an element of the template (`class="{{cls}}"`,
// `:class="cls"`, `className={cls}`). Every stack's skeleton needs both (unless `jsProbe: false`).
export {JS_PROBE_CLASS_STRING, PROBE_CLASS_STRING};

export const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The Vue 3 uni-app compiler packages at one version, with the exact vue and vite versions they name as peers:
 * the uni-app CLI stacks and, standing in for the compiler HBuilderX ships with the IDE, the HBuilderX stacks.
 * @param {string} version
 */
export const uniVue3 = (version) => ({
  '@dcloudio/uni-app': version,
  '@dcloudio/uni-mp-weixin': version,
  '@dcloudio/vite-plugin-uni': version,
  '@dcloudio/uni-cli-shared': version,
  vue: '3.4.21',
  vite: '5.2.8',
});

export const wechatProjectConfig = (miniprogramRoot) =>
  json({
    appid: 'touristappid',
    compileType: 'miniprogram',
    projectname: 'verify-guides',
    miniprogramRoot,
    setting: {es6: true, postcss: false, minified: false},
  });

/**
 * `pages`: every page of a guide spread over several pages, in reading order (`page` is the one that
 * shows the verified note). `setup`: commands the guide has the reader run after creating the project and
 * before writing the files it shows, in the project directory with node_modules/.bin on the PATH.
 * `buildEnv`: variables the build runs with besides the runner's own (e.g. what an IDE sets for its compiler).
 * `dev`: the dev command the page tells the reader to run (the scaffold's `npm run dev…` script), as argv with
 * the binary from node_modules/.bin, e.g. ['weapp-vite', 'dev']. When set, it runs after the build checks
 * pass, in an emptied `devOutDir` (default `outDir`), and is stopped once it has written a .wxss file (limit
 * --dev-timeout, 60 s, or twice the build time); a crash, error lines or a weapp-tailwindcss warning fail the stack.
 * `label` and `bundler`: the guide and its build tool as the compatibility matrix shows them (in Chinese).
 * `postinstall`: false only for a guide that has no `"postinstall": "weapp-tw patch"` step, with a comment
 * saying why. Otherwise the page must mark a package.json block with it; it runs as `npm run postinstall`
 * on a freshly restored Tailwind CSS package and `weapp-tw status` must then report the patches applied.
 * `jsProbe`: false only for a stack whose probe page cannot bind a script string to its template (say why);
 * otherwise a skeleton file must contain JS_PROBE_CLASS_STRING and the built JS must carry it escaped.
 * `line`: the weapp-tailwindcss line the guide documents, 4 (default; pages under versioned_docs/version-4.x/)
 * or 5 (pages under docs/). A 5.x stack runs every reader step with Node.js 22 first on PATH and, when
 * VERIFY_GUIDES_TARBALLS is set, npm pointed at the run's local registry; it has no patch step (a postinstall
 * in the project must just succeed; `weapp-tw patch` must not appear on its pages); the reinstall without the
 * lockfile must keep weapp-tailwindcss at 5.x; and no config file may register Tailwind CSS's own generator.
 * 5.x stacks are named `<framework>-5x`.
 * `steps`: the build and dev commands exactly as the page shows them in a shell block (e.g.
 * `{dev: 'npm run dev', build: 'npm run build'}`). A block with one of them marked `verify="<stack>"` places
 * that step in the page's reading order: when the page shows install commands or files after it, the step
 * first runs with only the blocks above it and must pass there (extract.mjs readingPlan). Any other command
 * in a marked shell block is refused. The step still runs the stack's `build` / `dev` argv.
 * `harmless`: self-test mutations a real build shows to do no harm on this stack, each with the measured
 * evidence (the page may then call the setting recommended, not required): they must pass.
 * `from` (migrated stacks, stacks/migrated.mjs and migrate.mjs): the 4.x stack whose guide set the project up; the
 * stack's blocks are that guide's, with the edits its `page` (the migration page) marks for it applied. `edits`: the
 * files the migration page must edit for it.
 * @typedef {{
 *   id: string,
 *   title: string,
 *   label: string,
 *   bundler: string,
 *   page: string,
 *   pages?: string[],
 *   tailwind: 2 | 3 | 4,
 *   line?: 4 | 5,
 *   steps?: {build?: string, dev?: string},
 *   harmless?: Record<string, string>,
 *   from?: Stack,
 *   edits?: string[],
 *   framework: string,
 *   frameworkName: string,
 *   dependencies: Record<string, string>,
 *   overrides?: Record<string, string>,
 *   requiredFiles: string[],
 *   files: Record<string, string | Buffer>,
 *   packageJson?: Record<string, unknown>,
 *   setup?: string[][],
 *   build: string[],
 *   buildEnv?: (projectDir: string) => Record<string, string>,
 *   outDir: string,
 *   dev?: string[],
 *   devOutDir?: string,
 *   postinstall?: false,
 *   jsProbe?: false,
 *   templates: RegExp,
 *   wxss?: RegExp,
 * }} Stack
 */

/** A Vue page (options API) with PROBE_CLASS_STRING in the template and JS_PROBE_CLASS_STRING only in a string of the script. */
export const vueProbePage = `<template>
  <view>
    <view class="${PROBE_CLASS_STRING}">
      <view>a</view>
      <view>b</view>
    </view>
    <view :class="jsProbe">js</view>
  </view>
</template>

<script>
export default {
  data() {
    return { jsProbe: '${JS_PROBE_CLASS_STRING}' }
  },
}
</script>
`;
