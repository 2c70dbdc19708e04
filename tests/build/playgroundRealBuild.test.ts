// The playground as readers get it — the bundled worker under build/playground — against real builds:
// every case of tests/fixtures/playground-real-build/cases.ts must give the WXML and the WXSS that
// weapp-vite with weapp-tailwindcss's Vite plugin wrote for the same input (recorded.json, regenerated
// by `npm run record:playground-builds`).
import {readFileSync} from 'node:fs';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {realBuildCases} from '../fixtures/playground-real-build/cases';
import {caseDigest} from '../fixtures/playground-real-build/digest';
import type {RecordedBuilds} from '../fixtures/playground-real-build/digest';
import {loadBundledWorker} from './bundledWorker';
import {installedVersion} from './builtSite';

const recorded = JSON.parse(readFileSync(new URL('../fixtures/playground-real-build/recorded.json', import.meta.url), 'utf8')) as RecordedBuilds;
const runWorker = loadBundledWorker();

/**
 * Spellings that mean the same in CSS and that the two pipelines write differently: white space, the
 * quotes around strings, and `:before` for `::before`. In a production build @tailwindcss/postcss passes
 * its output through Lightning CSS (its `optimize` option), which minifies it; the playground runs
 * Tailwind's compile() without that step.
 */
const canonical = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*([,:()])\s*/g, '$1')
    .replace(/'([^'"]*)'/g, '"$1"')
    .replace(/::(before|after)\b/g, ':$1');

/** A stylesheet as the list of its rules, each with its at-rule context, selector and declarations. */
function cssRules(css: string): string[] {
  const rules: string[] = [];
  postcss.parse(css).walk((node) => {
    if (node.type === 'rule') {
      const context = node.parent?.type === 'atrule' ? `@${node.parent.name} ${node.parent.params} ` : '';
      const declarations = node.nodes.flatMap((child) => (child.type === 'decl' ? [`${child.prop}:${child.value}${child.important ? '!important' : ''}`] : []));
      rules.push(canonical(`${context}${node.selector} { ${declarations.join('; ')} }`));
    } else if (node.type === 'atrule' && !node.nodes?.some((child) => child.type === 'rule')) {
      rules.push(canonical(`@${node.name} ${node.params}`));
    }
  });
  return rules;
}

const sameLines = (text: string) => text.trim().split('\n').map((line) => line.trimEnd());

/**
 * What Lightning CSS changes beyond spelling, case by case: a theme colour with an opacity modifier
 * becomes one computed rgba() (a slightly different blue, and no display-p3 rule), and numbers lose
 * their unit or leading zero. With `'@tailwindcss/postcss': {optimize: false}` the same build writes
 * exactly the playground's rules. Any other difference, or one of these disappearing, fails the test.
 */
const lightningCssChanges: Record<string, {playground: string[]; realBuild: string[]}> = {
  'default-example': {
    playground: [
      '.m-0 { margin:0px }',
      '.min-w-0 { min-width:0px }',
      '.text-sky-500_f80 { color:rgba(0,165,234,0.8)}',
      '@media(color-gamut:p3).text-sky-500_f80 { color:color(display-p3 0.21911 0.63903 0.93148 / 0.8)}',
    ],
    realBuild: ['.m-0 { margin:0 }', '.min-w-0 { min-width:0 }', '.text-sky-500_f80 { color:rgba(0,165,239,0.8)}'],
  },
  variants: {
    playground: [
      '.text-sky-500_f80 { color:rgba(0,165,234,0.8)}',
      '@media(color-gamut:p3).text-sky-500_f80 { color:color(display-p3 0.21911 0.63903 0.93148 / 0.8)}',
      '.first_cmt-0:first-child { margin-top:0px }',
      '.active_copacity-50:active { opacity:0.5 }',
    ],
    realBuild: ['.text-sky-500_f80 { color:rgba(0,165,239,0.8)}', '.first_cmt-0:first-child { margin-top:0 }', '.active_copacity-50:active { opacity:.5 }'],
  },
};

/** The entries of `list` that `other` lacks, counting repeats. */
function missingFrom(list: string[], other: string[]): string[] {
  const left = [...other];
  return list.filter((entry) => {
    const index = left.indexOf(entry);
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
}

describe('the bundled playground worker writes what a real weapp-vite build writes', () => {
  it('the record was made with the weapp-tailwindcss and tailwindcss this site bundles', () => {
    expect(recorded.builtWith['weapp-tailwindcss']).toBe(installedVersion('weapp-tailwindcss'));
    expect(recorded.builtWith.tailwindcss).toBe(installedVersion('tailwindcss'));
  });

  for (const buildCase of realBuildCases) {
    it(buildCase.id, async () => {
      const record = recorded.cases[buildCase.id];
      expect(record?.input, `${buildCase.id} is not recorded as it is now: run npm run record:playground-builds`).toBe(caseDigest(buildCase));
      const result = await runWorker(buildCase);
      expect(sameLines(result.wxml)).toEqual(sameLines(record.wxml));
      const playground = cssRules(result.wxss);
      const realBuild = cssRules(record.wxss);
      const onlyInPlayground = missingFrom(playground, realBuild);
      const onlyInRealBuild = missingFrom(realBuild, playground);
      expect({playground: onlyInPlayground, realBuild: onlyInRealBuild}).toEqual(lightningCssChanges[buildCase.id] ?? {playground: [], realBuild: []});
      // The rules both write come in the same order, so the cascade is the same.
      expect(playground.filter((rule) => !onlyInPlayground.includes(rule))).toEqual(realBuild.filter((rule) => !onlyInRealBuild.includes(rule)));
    });
  }
});
