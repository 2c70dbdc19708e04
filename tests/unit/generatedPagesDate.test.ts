// The 5.x API reference pages, generated at build time from the recordings, are not in git: their
// front matter carries a date, so Docusaurus takes it from there and never asks git about them (which printed
// "Cannot infer the update date for some files, as they are not tracked by git" on every build).
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER, readLastUpdateData} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {generatedPagesDate, gitHistory} from '../../config/lastUpdate';
import {loadReferenceInput, withLastUpdate} from '../../src/plugins/reference-5x';
import {renderReference} from '../../src/plugins/reference-5x/render';

const root = path.resolve(__dirname, '../..');
const untracked = mkdtempSync(path.join(tmpdir(), 'generated-page-'));

describe('dates of generated pages', () => {
  it.runIf(gitHistory(root) === 'full')('is the date of the newest commit of their inputs', () => {
    expect(generatedPagesDate(root, ['src/data/reference'])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('leaves a page without a date alone', () => {
    expect(withLastUpdate('---\ntitle: "t"\n---\n\n# t\n', undefined)).toBe('---\ntitle: "t"\n---\n\n# t\n');
  });

  it('gives Docusaurus the date of every 5.x reference page from its front matter, without git', async () => {
    const pages = [...renderReference(loadReferenceInput(root))].filter(([file]) => /\.mdx?$/.test(file));
    expect(pages.length).toBeGreaterThan(3);
    for (const [file, content] of pages) {
      const page = withLastUpdate(content, '2026-11-01');
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: page});
      expect(frontMatter.generated_from, file).toBeTypeOf('string');
      // A file git has never seen: without the front matter's date, Docusaurus would ask git and get none.
      const source = path.join(untracked, path.basename(file));
      writeFileSync(source, page);
      const {lastUpdatedAt} = await readLastUpdateData(
        source,
        {showLastUpdateTime: true, showLastUpdateAuthor: false},
        frontMatter.last_update as {date?: string},
      );
      expect(lastUpdatedAt, file).toBe(new Date('2026-11-01').getTime());
    }
  });
});
