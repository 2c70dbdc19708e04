// Checks run on a stack's WeChat build output. Each check returns a list of problems (empty = pass);
// the first failing check names the stack's result.
import {createRequire} from 'node:module';
import {stripVTControlCharacters} from 'node:util';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * Classes the skeleton's probe page uses, with what the WXSS rule for each must declare.
 * `hover:` is left out on purpose: weapp-tailwindcss drops hover rules by default
 * (cssRemoveHoverPseudoClass), so `dark:` is the variant probe.
 */
export const PROBES = [
  {name: 'w-[100rpx]', what: 'arbitrary rpx length', decl: ['width', '100rpx']},
  {name: 'text-[32rpx]', what: 'rpx in a colour-or-length utility', decl: ['font-size', '32rpx']},
  {name: 'border-[2rpx]', what: 'rpx in a colour-or-length utility', decl: ['border-width', '2rpx']},
  {name: 'text-[#123456]', what: 'arbitrary colour with #', decl: ['color', /^(?:#123456|rgba?\(18,\s*52,\s*86\b.*\))$/i]},
  {name: 'mt-2.5', what: 'fraction with .', decl: ['margin-top']},
  // 5.x writes the fraction as Tailwind CSS v4 does, `calc(1 / 2 * 100%)`.
  {name: 'w-1/2', what: 'fraction with /', decl: ['width', /^(?:50%|calc\(\s*1\s*\/\s*2\s*\*\s*100%\s*\))$/]},
  {name: '!mt-4', what: 'important modifier !', decl: ['margin-top'], important: true},
  {name: 'dark:text-white', what: 'dark: variant', decl: ['color']},
  {name: 'space-y-4', what: 'space-y-* child selector'},
  // The rem2rpx probe: a spacing utility whose value is in rem (see checkRem2rpx).
  {name: 'p-4', what: 'spacing scale in rem', decl: ['padding']},
];

export const PROBE_CLASS_STRING = PROBES.map((probe) => probe.name).join(' ');

/**
 * Classes that live only in a JS/TS string of the probe page's script, bound to its template
 * (`const cls = JS_PROBE_CLASS_STRING`). Tailwind CSS finds them by scanning the script; weapp-tailwindcss
 * must escape the string in the built JS too, or the class in the template and the WXSS selector differ.
 */
export const JS_PROBES = [
  {name: 'bg-[#0ea5e9]', what: 'arbitrary colour in a JS string', decl: ['background-color', /^(?:#0ea5e9|rgba?\(14,?\s*165,?\s*233\b.*\))$/i]},
  {name: 'w-[37rpx]', what: 'arbitrary rpx length in a JS string', decl: ['width', '37rpx']},
];

export const JS_PROBE_CLASS_STRING = JS_PROBES.map((probe) => probe.name).join(' ');

/**
 * The Tailwind CSS v4 version the v4 guides install exactly (`-E`): builds with 4.3.5 carried `:not(#\#)`
 * on nearly every selector, so a pin that drifts to a newer 4.x on the next install is a reader trap.
 */
export const TAILWIND_V4_PIN = '4.3.3';

/**
 * The escape function weapp-tailwindcss uses, taken from the stack's own install
 * (`weapp-tailwindcss/escape`), falling back to the site's `@weapp-core/escape`.
 * @param {string} projectDir
 * @returns {Promise<(name: string) => string>}
 */
export async function loadEscape(projectDir) {
  const require = createRequire(`${projectDir}/package.json`);
  try {
    const mod = require('weapp-tailwindcss/escape');
    if (typeof mod.escape === 'function') return (name) => mod.escape(name);
  } catch {
    // fall through to the site's copy
  }
  const {escape} = await import('@weapp-core/escape');
  return (name) => escape(name);
}

/** @param {string} css */
function parseRules(css) {
  const rules = [];
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    rules.push(rule);
  });
  return {root, rules};
}

/** @param {string} selector */
function classNames(selector) {
  const names = [];
  let universal = false;
  try {
    selectorParser((selectors) => {
      selectors.walkClasses((node) => names.push(node.value));
      selectors.walkUniversals(() => {
        universal = true;
      });
    }).processSync(selector);
  } catch {
    names.push(selector);
  }
  return {names, universal};
}

/**
 * `scripts` (the built .js files) turns on the JS-string probe; `rem2rpx` (the page turns the option on)
 * turns on the rem→rpx probe.
 * @param {{wxss: {file: string, css: string}[], templates: {file: string, text: string}[], scripts?: {file: string, text: string}[], escape: (name: string) => string, rem2rpx?: boolean}} output
 * @returns {{id: string, label: string, problems: string[]}[]}
 */
export function runChecks({wxss, templates, scripts, escape, rem2rpx}) {
  const parsed = wxss.map(({file, css}) => ({file, ...parseRules(css)}));
  const allRules = parsed.flatMap(({file, rules}) => rules.map((rule) => ({file, rule})));
  const checks = [];

  const backslash = allRules
    .filter(({rule}) => rule.selector.includes('\\'))
    .map(({file, rule}) => `${file}: ${rule.selector.slice(0, 120)}`);
  checks.push({id: 'no-backslash', label: 'no selector contains a backslash', problems: unique(backslash)});

  const layers = [];
  for (const {file, root} of parsed) root.walkAtRules('layer', (at) => layers.push(`${file}: @layer ${at.params}`));
  checks.push({id: 'no-layer', label: 'no @layer survives', problems: unique(layers)});

  const rejected = [];
  for (const {file, rule} of allRules) {
    const {names, universal} = classNames(rule.selector);
    if (universal) rejected.push(`${file}: universal selector in ${rule.selector.slice(0, 120)}`);
    for (const name of names) {
      if (!/^[A-Za-z0-9_-]+$/.test(name)) rejected.push(`${file}: class "${name}" in ${rule.selector.slice(0, 120)}`);
    }
  }
  checks.push({id: 'allowed-selectors', label: 'selectors use only characters mini-programs accept', problems: unique(rejected)});

  const templateText = templates.map(({text}) => text).join('\n');
  const inTemplate = [];
  const inWxss = [];
  const lengths = [];
  for (const probe of PROBES) {
    const escaped = escape(probe.name);
    if (!tokenPattern(escaped).test(templateText)) inTemplate.push(`${probe.name} → ${escaped} not found in ${templates.map((t) => t.file).join(', ')}`);
    const matching = allRules.filter(({rule}) => classNames(rule.selector).names.includes(escaped));
    if (matching.length === 0) {
      inWxss.push(`${probe.name} → no rule with selector .${escaped}`);
      continue;
    }
    const problem = declProblem(probe, escaped, matching);
    if (problem) (probe.name.includes('rpx') ? lengths : inWxss).push(problem);
  }
  checks.push({id: 'probes-in-template', label: 'probe classes escaped in the template output', problems: inTemplate});
  checks.push({id: 'probes-in-wxss', label: 'probe classes have rules with the same escaped selectors', problems: inWxss});

  const colourRpx = [];
  for (const {file, root} of parsed) {
    root.walkDecls(/^(?:color|border-color|background-color|outline-color|text-decoration-color)$/, (decl) => {
      if (/^-?[\d.]+rpx$/.test(decl.value.trim())) colourRpx.push(`${file}: ${decl.parent?.selector ?? ''} { ${decl.prop}: ${decl.value} }`);
    });
  }
  checks.push({id: 'rpx-lengths', label: 'rpx values stay lengths', problems: [...lengths, ...unique(colourRpx)]});
  if (scripts) checks.push({id: 'js-probe', label: 'classes in a JS string escaped in the built JS, with rules', problems: checkJsProbes(scripts, allRules, escape)});
  if (rem2rpx) checks.push({id: 'rem2rpx', label: 'rem2rpx: p-4 is 32rpx', problems: checkRem2rpx(parsed, allRules, escape)});
  return checks;
}

/**
 * Why the rules of a probe class do not declare what the probe expects, or undefined when they do.
 * @param {{decl?: [string, (string | RegExp)?], important?: boolean}} probe
 * @param {string} escaped
 * @param {{rule: import('postcss').Rule}[]} matching rules whose selector has the escaped class
 */
function declProblem(probe, escaped, matching) {
  if (!probe.decl) return undefined;
  const [prop, value] = probe.decl;
  const decls = matching.flatMap(({rule}) => rule.nodes.filter((node) => node.type === 'decl' && node.prop === prop));
  const ok = decls.some((decl) => {
    if (probe.important && !decl.important) return false;
    const text = decl.value.trim();
    if (value === undefined) return true;
    return value instanceof RegExp ? value.test(text) : text === value;
  });
  if (ok) return undefined;
  const seen = matching.flatMap(({rule}) =>
    rule.nodes.filter((node) => node.type === 'decl').map((decl) => `${decl.prop}: ${decl.value}${decl.important ? ' !important' : ''}`),
  );
  return `.${escaped} should declare ${prop}${value ? `: ${value}` : ''}${probe.important ? ' !important' : ''}, has ${seen.join('; ') || 'nothing'}`;
}

/** A class name as a whole token of a template or a string (quotes, spaces or line ends around it). */
function tokenPattern(name) {
  return new RegExp(`(?:^|[\\s"'\`])${escapeRegExp(name)}(?=$|[\\s"'\`])`, 'm');
}

/**
 * The JS-string probe: each class of JS_PROBES must appear escaped in the built JS (the string the page
 * binds to its template) and have a WXSS rule with that selector.
 * @param {{file: string, text: string}[]} scripts
 * @param {{file: string, rule: import('postcss').Rule}[]} allRules
 * @param {(name: string) => string} escape
 */
function checkJsProbes(scripts, allRules, escape) {
  const problems = [];
  for (const probe of JS_PROBES) {
    const escaped = escape(probe.name);
    if (!scripts.some(({text}) => tokenPattern(escaped).test(text))) {
      const raw = scripts.filter(({text}) => text.includes(probe.name)).map(({file}) => file);
      problems.push(`${probe.name} → ${escaped} not found in the built JS${raw.length > 0 ? ` (left unescaped in ${raw.join(', ')})` : ''}`);
    }
    const matching = allRules.filter(({rule}) => classNames(rule.selector).names.includes(escaped));
    if (matching.length === 0) problems.push(`${probe.name} → no rule with selector .${escaped}`);
    else {
      const problem = declProblem(probe, escaped, matching);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/** `calc(var(--spacing) * 4)` in any spacing, the form Tailwind CSS v4 writes after the plain value. */
const SPACING_CALC = /^calc\(\s*var\(\s*--spacing\s*\)\s*\*\s*4\s*\)$/;

/**
 * `32rpx`, or the static fallback weapp-tailwindcss 5.x writes before the `var(--spacing)` form:
 * `calc(8rpx * 4)` (the spacing value times the scale step).
 */
function is32rpx(value) {
  if (value === '32rpx') return true;
  const product = /^calc\(\s*(?<unit>[\d.]+)rpx\s*\*\s*(?<step>[\d.]+)\s*\)$/.exec(value);
  return Boolean(product) && Number(product.groups.unit) * Number(product.groups.step) === 32;
}

/**
 * The rem→rpx probe: with rem2rpx on, `p-4` (1rem) must come out as `padding: 32rpx` (5.x:
 * `calc(8rpx * 4)`). Tailwind CSS v4 follows it with `padding: calc(var(--spacing) * 4)`, which is right only
 * when `--spacing` is 8rpx too.
 * Anything else (1rem, 16px, a --spacing in rem) is a build without rem2rpx.
 * @param {{file: string, root: import('postcss').Root}[]} parsed
 * @param {{file: string, rule: import('postcss').Rule}[]} allRules
 * @param {(name: string) => string} escape
 */
function checkRem2rpx(parsed, allRules, escape) {
  const escaped = escape('p-4');
  const decls = allRules
    .filter(({rule}) => classNames(rule.selector).names.includes(escaped))
    .flatMap(({file, rule}) => rule.nodes.filter((n) => n.type === 'decl' && n.prop === 'padding').map((decl) => ({file, value: decl.value.trim()})));
  if (decls.length === 0) return [`.${escaped} has no padding declaration`];
  const problems = decls
    .filter(({value}) => !is32rpx(value) && !SPACING_CALC.test(value))
    .map(({file, value}) => `${file}: .${escaped} { padding: ${value} } (want 32rpx)`);
  // A uni-app build with 5.3.4 writes the var() form only (uni-app-vite-5x, dev and build: `.p-4 { padding:
  // calc(var(--spacing) * 4) }` and `--spacing: 8rpx`): that is 32rpx when --spacing is 8rpx, checked below.
  if (!decls.some(({value}) => is32rpx(value) || SPACING_CALC.test(value))) problems.push(`.${escaped} never declares padding: 32rpx`);
  if (decls.some(({value}) => SPACING_CALC.test(value))) {
    const spacing = [];
    for (const {file, root} of parsed) root.walkDecls('--spacing', (decl) => spacing.push({file, value: decl.value.trim()}));
    if (spacing.length === 0) problems.push(`.${escaped} uses var(--spacing) but no rule declares --spacing`);
    for (const {file, value} of spacing) if (value !== '8rpx') problems.push(`${file}: --spacing: ${value} (want 8rpx)`);
  }
  return unique(problems);
}

/** Lines of consola, the logger behind @weapp-tailwindcss/logger: `[warn] …` (basic reporter, used when CI
 * is set or output is not fancy) and ` WARN  …` (fancy reporter badge). Colours are stripped first. */
const LOGGER_WARNING = /^(?:\[warn\] | WARN {2})(?<message>\S.*)$/;

/**
 * Warnings weapp-tailwindcss printed through its logger in a command's output (build, dev, postinstall),
 * e.g. `[warn] [tailwindcss@4] 未检测到 cssEntries 配置。…` when cssEntries is missing or misspelled.
 * @param {string} output
 * @returns {string[]}
 */
export function loggerWarnings(output) {
  return stripVTControlCharacters(output)
    .split(/\r?\n/)
    .map((line) => LOGGER_WARNING.exec(line)?.groups.message)
    .filter((message) => message && !TIMING_NOTICE.test(message))
    .map((message) => message.slice(0, 300));
}

/**
 * 5.x's Vite plugin times its JS transform of each chunk and warns when one takes 1000 ms or more
 * (`WEAPP_TW_VITE_SLOW_JS_AST_WARN_MS`, wt@5.3.4:packages/weapp-tailwindcss/src/bundlers/vite/generate-bundle/
 * env-flags.ts:4, js-processing.ts:165). It measures the machine, not the page: on this shared 2-core machine
 * (load 18) the uni-app-vite-5x build printed it for a 393-byte app.js (2170.6 ms). Not counted as a warning.
 */
const TIMING_NOTICE = /^JS AST 转译耗时较长: /;

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** @param {string[]} list */
function unique(list) {
  return [...new Set(list)];
}
