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
