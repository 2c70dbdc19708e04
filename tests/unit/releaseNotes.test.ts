import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {UPSTREAM_TAGS_FIXTURE} from '../../scripts/lib/upstream-links.mjs';
import {legacyVersion} from '../../config/site';

// The 版本说明 index (docs/releases/index.md) lists every 4.x minor with the date of its first tag and its
// post; the dates come from the upstream tags (tests/fixtures/upstream-tags.json, written from a clone).
const root = path.resolve(__dirname, '../..');
const index = readFileSync(path.join(root, 'docs/releases/index.md'), 'utf8');
type Tag = {date: string};
const fixture = JSON.parse(readFileSync(UPSTREAM_TAGS_FIXTURE, 'utf8')) as {documented: {tag: string; date: string}; tags: Record<string, Tag>};
const tagDate = (tag: string) => (tag === fixture.documented.tag ? fixture.documented.date : fixture.tags[tag]?.date);

const rows = [...index.matchAll(/^\| (4\.\d+) \| (\d{4}-\d{2}-\d{2}) \| (.+?) \| \[[\d.]+\]\(https:\/\/github\.com\/sonofmagic\/weapp-tailwindcss\/blob\/(weapp-tailwindcss@[\d.]+)\/[^)]+\) \|$/gm)].map(
  ([, minor, date, post, tag]) => ({minor, date, post, tag}),
);

/** The blog file behind a route such as /blog/2025/10/v4.4-4.6-release (blog routes follow the file path). */
function blogFile(route: string): string | undefined {
  const base = path.join(root, route.replace(/^\/blog\//, 'blog/').replace(/#.*$/, ''));
  return ['.mdx', '.md'].map((extension) => base + extension).find((file) => existsSync(file));
}

describe('the 4.x release index', () => {
  it('lists every 4.x minor up to the documented release, newest first', () => {
    const last = Number(legacyVersion.split('.')[1]);
    expect(rows.map((row) => row.minor)).toEqual(Array.from({length: last + 1}, (_, i) => `4.${last - i}`));
  });

  it('gives each minor the date of the tag it links, a tag of that minor', () => {
    for (const row of rows) {
      expect(row.tag.startsWith(`weapp-tailwindcss@${row.minor}.`), row.minor).toBe(true);
      expect(tagDate(row.tag), row.tag).toBe(row.date);
    }
  });

  it('links each post that exists, and the post names its minor in the title', () => {
    for (const row of rows.filter((r) => r.post !== '没有单独的文章')) {
      const route = /\]\((\/blog\/[^)]+)\)/.exec(row.post)?.[1] ?? '';
      const file = blogFile(route);
      if (!file) throw new Error(`${row.minor}: no blog file for ${route}`);
      const title = /^title: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      // A combined post (4.4 – 4.6) names its range.
      expect(title).toMatch(new RegExp(`${row.minor.replace('.', '\\.')}\\b|4\\.\\d+ – 4\\.\\d+`));
    }
  });
});
