// Pure helpers of the TypeDoc plugin (typedoc/plugin.mjs), kept apart so unit tests can import them.

/**
 * Runtime defaults that can be shown as code: functions (and objects holding them) are left out,
 * as are options whose runtime default is `undefined`.
 * @param {Record<string, unknown>} defaults the result of `getDefaultOptions()`
 * @returns {Map<string, string>} option name → JSON text of its runtime default
 */
export function printableRuntimeDefaults(defaults) {
  const printable = new Map();
  for (const [name, value] of Object.entries(defaults)) {
    if (value === undefined || containsFunction(value)) continue;
    printable.set(name, JSON.stringify(value));
  }
  return printable;
}

/** @param {unknown} value */
function containsFunction(value) {
  if (typeof value === 'function') return true;
  if (value && typeof value === 'object') return Object.values(value).some(containsFunction);
  return false;
}

/**
 * The package's JSDoc links to option pages of its own site layout (`/docs/api/options/<group>#name`);
 * on this site every option sits on the one UserDefinedOptions page, so the anchor alone is enough.
 * @param {string} markdown
 */
export function rewriteOptionGroupLinks(markdown) {
  return markdown.replace(/\]\(\/docs\/api\/options\/[\w-]+(#[\w-]+)\)/g, ']($1)');
}

/**
 * The JSDoc `@default` text as a comparable JSON string, or `undefined` when it is prose or an
 * identifier rather than a literal (then there is nothing to compare with the runtime value).
 * @param {string} written
 */
export function writtenDefaultAsJson(written) {
  const literal = written
    .replace(/^```\w*\n?|```$/g, '')
    .replace(/`/g, '')
    .trim()
    .replace(/'/g, '"');
  try {
    return JSON.stringify(JSON.parse(literal));
  } catch {
    return undefined;
  }
}

/** The package's option groups in its own order (its `@group` names carry it as a prefix: `0.重要配置`). */
export const OPTION_GROUPS = ['重要配置', '文件匹配', '生命周期', '一般配置'];

/**
 * A `@group` tag's text split into the group's name without its sort prefix, and the text of an
 * unknown tag that TypeDoc folded into it (`@experimental 实验性质…` on the next line).
 * @param {string} text
 * @returns {{name: string, note: string}}
 */
export function splitGroupTag(text) {
  const [first, ...rest] = text.split('\n');
  return {name: first.replace(/^\d+\.\s*/, '').trim(), note: rest.join('\n').trim()};
}

/**
 * `@since` tags of weapp-tailwindcss 4.12.0 that name a version which was never released. Evidence:
 * packages/weapp-tailwindcss/CHANGELOG.md at the tag weapp-tailwindcss@4.12.0, and the git tags
 * (4.11.2 is followed by 4.12.0-next.0).
 */
export const SINCE_CORRECTIONS = new Map([
  // The CHANGELOG lists the option under 4.12.0 ("新增 `autoprefixer: false` 配置").
  ['autoprefixer', '4.12.0'],
]);

/**
 * The version a `@since` tag names, corrected where the package's tag is known to be wrong.
 * Throws when a version at or after the oldest CHANGELOG entry is not a released one, so a package
 * upgrade that brings a new wrong tag fails the build instead of reaching readers.
 * @param {string} option the documented property
 * @param {string} written the tag's text, such as `^4.11.3`
 * @param {{oldest: string, versions: readonly string[]}} released versions the CHANGELOG lists
 */
export function checkedSince(option, written, released) {
  const version = SINCE_CORRECTIONS.get(option) ?? written.replace(/^[\^~v]/, '').trim();
  const checkable = compareVersions(version, released.oldest) >= 0;
  if (checkable && !released.versions.includes(version)) {
    throw new Error(
      `@since ${written} of ${option} names a version that the weapp-tailwindcss CHANGELOG does not list; ` +
        'add the released version to SINCE_CORRECTIONS in typedoc/utils.mjs (see UPGRADING.md)',
    );
  }
  return version;
}

/** @param {string} a @param {string} b */
function compareVersions(a, b) {
  const parts = (/** @type {string} */ v) => v.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/**
 * English that TypeDoc writes for the package's JSDoc: the `@experimental` badge, and the custom
 * `@name` / `@description` tags shown as headings (the name repeats the page title, so it goes).
 * @param {string} markdown
 */
export function localizeTypedocMarkdown(markdown) {
  return markdown
    .replace(/^## Name\n\n[^\n]+\n\n/gm, '')
    .replace(/^## Description$/gm, '## 说明')
    .replace(/\*\*`Experimental`\*\*/g, '**实验性**');
}
