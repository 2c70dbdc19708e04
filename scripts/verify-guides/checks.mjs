// Checks run on a stack's WeChat build output. Each check returns a list of problems (empty = pass);
// the first failing check names the stack's result.
import {createRequire} from 'node:module';
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
  {name: 'w-1/2', what: 'fraction with /', decl: ['width', '50%']},
  {name: '!mt-4', what: 'important modifier !', decl: ['margin-top'], important: true},
  {name: 'dark:text-white', what: 'dark: variant', decl: ['color']},
  {name: 'space-y-4', what: 'space-y-* child selector'},
];

export const PROBE_CLASS_STRING = PROBES.map((probe) => probe.name).join(' ');

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
 * @param {{wxss: {file: string, css: string}[], templates: {file: string, text: string}[], escape: (name: string) => string, expectNoLayerFallback?: boolean}} output
 * @returns {{id: string, label: string, problems: string[]}[]}
 */
export function runChecks({wxss, templates, escape}) {
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
    const tokenPattern = new RegExp(`(?:^|[\\s"'\`])${escapeRegExp(escaped)}(?=$|[\\s"'\`])`, 'm');
    if (!tokenPattern.test(templateText)) inTemplate.push(`${probe.name} → ${escaped} not found in ${templates.map((t) => t.file).join(', ')}`);
    const matching = allRules.filter(({rule}) => classNames(rule.selector).names.includes(escaped));
    if (matching.length === 0) {
      inWxss.push(`${probe.name} → no rule with selector .${escaped}`);
      continue;
    }
    if (!probe.decl) continue;
    const [prop, value] = probe.decl;
    const decls = matching.flatMap(({rule}) => rule.nodes.filter((node) => node.type === 'decl' && node.prop === prop));
    const ok = decls.some((decl) => {
      if (probe.important && !decl.important) return false;
      const text = decl.value.trim();
      if (value === undefined) return true;
      return value instanceof RegExp ? value.test(text) : text === value;
    });
    if (!ok) {
      const seen = matching.flatMap(({rule}) =>
        rule.nodes.filter((node) => node.type === 'decl').map((decl) => `${decl.prop}: ${decl.value}${decl.important ? ' !important' : ''}`),
      );
      (probe.name.includes('rpx') ? lengths : inWxss).push(`.${escaped} should declare ${prop}${value ? `: ${value}` : ''}${probe.important ? ' !important' : ''}, has ${seen.join('; ') || 'nothing'}`);
    }
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
  return checks;
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** @param {string[]} list */
function unique(list) {
  return [...new Set(list)];
}
