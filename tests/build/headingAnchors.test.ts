// Heading anchors of the built doc pages and blog posts (issue #30): one scheme (short ASCII ids, each once
// per page, partials included), and every anchor a written page has published still resolves, to its
// heading or through the renamed-anchor table that src/clientModules/headingAnchorRedirects.ts follows.
// The API reference's anchors follow its package, so only their scheme and their redirects are checked.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {elementIds, initialAssetUrls} from '../../scripts/bench/html.mjs';
import {pageHeadings, publishedFile, redirectsFile} from '../../scripts/lib/heading-anchors.mjs';
import {buildDir, builtText, landingRoute, siteRoutes, siteUrl, sitemapRoutes} from './builtSite';

const readTable = <T>(file: string): Record<string, T> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, T>;
const published = readTable<string[]>(publishedFile);
const redirects = readTable<Record<string, string>>(redirectsFile);

const kebabId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('heading anchors', () => {
  it('every heading of a doc page or blog post, the API reference included, has an ASCII kebab-case id of its own', () => {
    const problems = sitemapRoutes.flatMap((route) => {
      const headings = pageHeadings(builtText(route));
      return headings.flatMap(({id, text}, index) => {
        if (!kebabId.test(id)) return [`${route}#${id} (${text}): not an ASCII kebab-case id`];
        return headings.findIndex((other) => other.id === id) < index ? [`${route}#${id} (${text}): a second heading with this id`] : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('every anchor a written page has published resolves, on the page or through the renamed-anchor table', () => {
    expect(Object.keys(published).length).toBeGreaterThan(90);
    const unresolved = Object.entries(published).flatMap(([route, anchors]) => {
      // A page the current docs dropped answers through its redirect, which keeps the fragment; the renamed-anchor
      // table is read on the page the reader lands on.
      const landing = landingRoute(route);
      const ids = elementIds(builtText(landing));
      return anchors.filter((id) => !ids.has(id) && !ids.has(redirects[landing]?.[id] ?? '')).map((id) => `${route}#${id}`);
    });
    expect(unresolved).toEqual([]);
  });

  it('the table renames only anchors that are gone, to headings the page has', () => {
    const problems = Object.entries(redirects).flatMap(([route, renamed]) => {
      const html = builtText(route);
      const ids = elementIds(html);
      const headings = new Set(pageHeadings(html).map((heading) => heading.id));
      return Object.entries(renamed).flatMap(([oldId, newId]) => [
        ...(ids.has(oldId) ? [`${route}#${oldId} still exists, so the redirect to #${newId} never applies`] : []),
        ...(headings.has(newId) ? [] : [`${route}#${oldId} → #${newId}, which is not a heading of the page`]),
      ]);
    });
    expect(problems).toEqual([]);
  });

  it('the table is a chunk of its own that no page loads up front', () => {
    const scriptsDir = path.join(buildDir, 'assets/js');
    const [route, renamed] = Object.entries(redirects)[0];
    const entry = `${JSON.stringify(Object.values(renamed)[0])}`;
    const chunks = readdirSync(scriptsDir).filter((file) => {
      const code = readFileSync(path.join(scriptsDir, file), 'utf8');
      return code.includes(JSON.stringify(route)) && code.includes(entry);
    });
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).not.toMatch(/^(main|runtime)/);
    const loadedUpFront = siteRoutes.filter((page) =>
      initialAssetUrls(builtText(page), `${siteUrl}${page}`).some((asset) => asset.url.endsWith(`/${chunks[0]}`)),
    );
    expect(loadedUpFront).toEqual([]);
  });
});
