// Pure helpers of the security-headers plugin: reading and extending a Content-Security-Policy, and
// the hashes of the inline scripts a page runs.
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import {parseHeadersFile} from '../../../scripts/lib/headers-file.mjs';

export type SourcesByDirective = Readonly<Record<string, readonly string[]>>;

/** What the optional hosted services need, added to the policy only when they are configured. */
export const PROVIDER_SOURCES = {
  algolia: {'connect-src': ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']},
  gtag: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
} as const satisfies Record<string, SourcesByDirective>;

export type Provider = keyof typeof PROVIDER_SOURCES;

function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources of `wanted` that `policy` does not list yet, by directive. */
export function missingSources(policy: string, wanted: SourcesByDirective): Record<string, string[]> {
  const directives = parsePolicy(policy);
  const missing: Record<string, string[]> = {};
  for (const [name, sources] of Object.entries(wanted)) {
    const present = new Set(directives.get(name) ?? []);
    const absent = [...new Set(sources)].filter((source) => !present.has(source));
    if (absent.length) missing[name] = absent;
  }
  return missing;
}

/** `policy` with `additions` appended to their directives (a missing directive starts from `default-src`). */
export function addSources(policy: string, additions: SourcesByDirective): string {
  const directives = parsePolicy(policy);
  for (const [name, sources] of Object.entries(additions)) {
    const current = directives.get(name) ?? [...(directives.get('default-src') ?? [])];
    directives.set(name, [...current.filter((source) => source !== "'none'"), ...sources.filter((source) => !current.includes(source))]);
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** CSP source expressions (`'sha256-…'`) of the inline scripts the browser would run in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes) || !body) continue;
    // Data blocks such as JSON-LD are not run, so the policy does not apply to them.
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The hashes of the inline scripts of every page in `files`, each once, in the order the pages first run them. */
export async function pagesScriptHashes(files: readonly string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of files) for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  return [...hashes];
}

/** The Content-Security-Policy that `_headers` gives every page (the `/*` rule). */
export function sitePolicy(headersText: string): string | undefined {
  const rule = parseHeadersFile(headersText).find((candidate) => candidate.pattern === '/*');
  return rule?.headers.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
}

/** `headersText` with the `/*` rule's Content-Security-Policy replaced by `policy`. */
export function replaceSitePolicy(headersText: string, policy: string): string {
  let inSiteRule = false;
  return headersText
    .split('\n')
    .map((line) => {
      if (line.trim() && !/^\s/.test(line)) inSiteRule = line.trim() === '/*';
      return inSiteRule && /^\s+content-security-policy\s*:/i.test(line) ? `${/^\s+/.exec(line)?.[0]}Content-Security-Policy: ${policy}` : line;
    })
    .join('\n');
}
