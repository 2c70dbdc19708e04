import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {quickStartPage} from '../../config/standalonePages';
import {legacyGuides, quickStartFrameworks} from '../../src/data/quickStart';

const root = path.resolve(__dirname, '../..');

/** The doc file of a docs route (guides set no slug): `/docs/a/b` → docs/a/b.mdx, `/docs/4.x/a` → versioned_docs/version-4.x/a.md… */
function docFile(route: string): string | undefined {
  const match = /^\/docs\/(?:(\d+\.x)\/)?(.+)$/.exec(route);
  if (!match) return undefined;
  const [, version, rest] = match;
  const dir = version ? `versioned_docs/version-${version}` : 'docs';
  const candidates = ['.mdx', '.md', '/index.mdx', '/index.md', '/readme.md'].map((suffix) => path.join(dir, `${rest}${suffix}`));
  return candidates.find((file) => existsSync(path.join(root, file)));
}

/** Whether a generated category page exists: a sidebar of that docs version declares its slug. */
function categoryExists(route: string): boolean {
  const match = /^\/docs\/(?:(\d+\.x)\/)?category\/(.+)$/.exec(route);
  if (!match) return false;
  const [, version, slug] = match;
  const sidebars = version ? readFileSync(path.join(root, `versioned_sidebars/version-${version}-sidebars.json`), 'utf8') : readFileSync(path.join(root, 'sidebars.ts'), 'utf8');
  return sidebars.includes(`/category/${slug}`);
}

describe('the quick-start chooser', () => {
  const guides = quickStartFrameworks.flatMap((framework) => framework.guides.map((guide) => ({framework: framework.id, ...guide})));

  it('leads every framework and way of building to a guide of the current docs that exists', () => {
    expect(guides.length).toBeGreaterThanOrEqual(8);
    for (const guide of guides) {
      expect(guide.to, `${guide.framework} / ${guide.id}`).toMatch(/^\/docs\/(?!\d+\.x\/)/);
      expect(docFile(guide.to), `${guide.framework} / ${guide.id}: ${guide.to} has no doc file`).toBeDefined();
    }
  });

  it('is found by the search from the pages of the current docs, whose guides it leads to, not from 4.x pages', () => {
    expect(quickStartPage.docsVersion).toBe('current');
  });

  it('has unique ids (they are the radio buttons\' ids and the hash that picks a framework)', () => {
    const frameworkIds = quickStartFrameworks.map((framework) => framework.id);
    expect(new Set(frameworkIds).size).toBe(frameworkIds.length);
    for (const framework of quickStartFrameworks) {
      const ids = framework.guides.map((guide) => guide.id);
      expect(new Set(ids).size, framework.id).toBe(ids.length);
    }
  });

  it('points projects outside the current docs to 4.x pages that exist', () => {
    for (const route of Object.values(legacyGuides)) {
      expect(route).toMatch(/^\/docs\/4\.x\//);
      expect(docFile(route) !== undefined || categoryExists(route), route).toBe(true);
    }
  });
});
