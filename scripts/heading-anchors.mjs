// Records the heading anchors a change renames, so that links shared before it keep working (issue #30).
// Build the site before the change (for example in a worktree of main) and after it, then run
//
//   node scripts/heading-anchors.mjs <build before> [build after, default build]
//
// On each doc page and blog post, headings are paired by their text, in page order. Every renamed id, the
// API reference's too, goes into src/data/heading-anchor-redirects.json, which the browser reads when an
// address's hash names no element. Every id a written page has before or after the change joins
// tests/fixtures/published-heading-anchors.json, and the build test keeps each one resolving. A heading
// whose text changed as well cannot be paired: it is listed, and its redirect is written by hand.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {isWrittenPage, pageHeadings, pageHtml, publishedFile, redirectsFile, sitemapRoutes} from './lib/heading-anchors.mjs';

const [beforeDir, afterDir = 'build'] = process.argv.slice(2);
if (!beforeDir) {
  console.error('usage: node scripts/heading-anchors.mjs <build before the change> [build after it]');
  process.exit(1);
}

/** @type {Record<string, string[]>} */
const published = JSON.parse(readFileSync(publishedFile, 'utf8'));
/** @type {Record<string, Record<string, string>>} */
const redirects = JSON.parse(readFileSync(redirectsFile, 'utf8'));
const unpaired = [];

for (const route of sitemapRoutes(beforeDir)) {
  const before = pageHeadings(pageHtml(beforeDir, route) ?? '');
  if (before.length === 0) continue;
  const afterHtml = pageHtml(path.resolve(afterDir), route);
  if (!afterHtml) {
    unpaired.push(`${route}: the page is gone`);
    continue;
  }
  const after = pageHeadings(afterHtml);
  // The API reference changes with each package release, so its anchors get redirects but no record.
  if (isWrittenPage(route)) {
    published[route] = [...new Set([...(published[route] ?? []), ...[...before, ...after].map((heading) => heading.id)])];
  }
  const renamed = redirects[route] ?? {};
  for (const {id, text} of before) {
    const index = after.findIndex((heading) => heading.text === text);
    if (index === -1) {
      unpaired.push(`${route}#${id} (${text})`);
      continue;
    }
    const [{id: newId}] = after.splice(index, 1);
    if (newId === id) continue;
    for (const [oldId, target] of Object.entries(renamed)) if (target === id) renamed[oldId] = newId;
    renamed[id] = newId;
  }
  if (Object.keys(renamed).length > 0) redirects[route] = renamed;
}

/** One route per line, routes sorted: small diffs when a page changes. */
const writeByRoute = (file, table) => {
  const lines = Object.keys(table)
    .sort()
    .map((route) => `  ${JSON.stringify(route)}: ${JSON.stringify(table[route])}`);
  writeFileSync(file, `{\n${lines.join(',\n')}\n}\n`);
};
writeByRoute(publishedFile, published);
writeByRoute(redirectsFile, redirects);

const renamedCount = Object.values(redirects).reduce((sum, table) => sum + Object.keys(table).length, 0);
console.log(`${Object.keys(published).length} pages recorded; ${renamedCount} renamed anchors in ${redirectsFile}`);
if (unpaired.length > 0) {
  console.log(`Not paired (write their redirects in ${redirectsFile} by hand):\n${unpaired.join('\n')}`);
  process.exitCode = 1;
}
