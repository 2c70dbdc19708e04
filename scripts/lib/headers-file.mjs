// Reads the `_headers` file format of Netlify and Cloudflare Pages so the local server sends the
// same headers as the production host.

/**
 * @param {string} text content of `_headers`
 * @returns {{pattern: string, headers: [string, string][]}[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: []});
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (rule && separator > 0) rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** `/*` matches everything, `/docs/*` a folder, other patterns one exact path. */
function matches(pattern, pathname) {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pattern === pathname;
}

/**
 * @param {{pattern: string, headers: [string, string][]}[]} rules
 * @param {string} pathname
 */
export function headersFor(rules, pathname) {
  return rules.filter((rule) => matches(rule.pattern, pathname)).flatMap((rule) => rule.headers);
}
