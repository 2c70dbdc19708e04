// Migrated stacks (migrate.mjs): the project a 4.x Tailwind CSS v4 guide sets up, upgraded with exactly the
// edits the migration page shows for its framework, then installed and built on 5.x (line 5: Node.js 22,
// VERIFY_GUIDES_TARBALLS, the 5.x checks). Each takes the 4.x stack's skeleton and framework pins; `edits` are
// the files the migration page must edit for it.
import {mpxStacks} from './mpx.mjs';
import {taroStacks} from './taro.mjs';
import {uniAppStacks} from './uni-app.mjs';
import {weappViteStacks} from './weapp-vite.mjs';

export const MIGRATION_PAGE = 'docs/migrations/v4-and-v5.mdx';

/**
 * @param {import('./shared.mjs').Stack} from the 4.x stack
 * @param {string[]} edits
 * @returns {import('./shared.mjs').Stack}
 */
function migrated(from, edits) {
  // What a real build measured harmless on the 4.x line says nothing about 5.x; the 4.x stacks here have one page.
  return {
    ...from,
    harmless: undefined,
    id: `${from.id}-to-5x`,
    label: `${from.label}：从 4.x 升级到 5.x`,
    title: `${from.title}, upgraded from weapp-tailwindcss 4.x to 5.x`,
    page: MIGRATION_PAGE,
    line: 5,
    from,
    edits,
    requiredFiles: edits,
  };
}

const find = (stacks, id) => {
  const stack = stacks.find((s) => s.id === id);
  if (!stack) throw new Error(`no stack ${id}`);
  return stack;
};

/** @type {import('./shared.mjs').Stack[]} */
export const migratedStacks = [
  migrated(find(weappViteStacks, 'weapp-vite-v4'), ['package.json', 'vite.config.ts', 'postcss.config.mjs', 'src/app.css']),
  {
    ...migrated(find(uniAppStacks, 'uni-app-vite-v4'), ['package.json', 'vite.config.ts', 'src/app.css']),
    // Measured 2026-11-29 (self-test, weapp-tailwindcss 5.3.4, uni-app 3.0.0-5010420260703001): the 4.x guide's
    // entry `@import 'weapp-tailwindcss/index.css'` (imported from App.vue's <style>) kept as it is passes every
    // check (probes escaped in the template and in WXSS, rem2rpx, JS string); the page calls the edit recommended.
    harmless: {
      'migrate-entry-left-out': "@import 'weapp-tailwindcss/index.css' left in src/app.css: the build passes every check (uni build -p mp-weixin)",
    },
  },
  migrated(find(taroStacks, 'taro-webpack-v4'), ['package.json', 'config/index.ts', 'postcss.config.mjs', 'src/app.css']),
  migrated(find(mpxStacks, 'mpx-v4'), ['package.json', 'mpx.config.js', 'src/app.css']),
];
