// page-markdown renders the pages in a worker thread while the site bundles (src/plugins/page-markdown/worker.mjs):
// the thread must give what rendering in the build's own thread gave, with the site's remark plugins loaded there.
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {PluggableList} from 'unified';
import {afterAll, describe, expect, it} from 'vitest';
import {remarkPlugins} from '../../config/remark';
import {startRenderer} from '../../src/plugins/page-markdown';
import {renderAll, type RenderJob} from '../../src/plugins/page-markdown/node/renderAll';

const root = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'page-markdown-worker-'));
const write = (name: string, content: string) => {
  writeFileSync(path.join(dir, name), content);
  return path.join(dir, name);
};

afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('page-markdown rendering thread', () => {
  it('renders like the build thread: remark plugins, links to other docs, published images', async () => {
    const image = write('diagram.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const other = write('other.md', '# Other\n');
    const page = write(
      'page.mdx',
      ['# 页面', '', '[另一页](./other.md) ![图](./diagram.svg) [缺失](./missing.md)', '', '```bash npm2yarn', 'npm install weapp-tailwindcss', '```', ''].join('\n'),
    );
    const job: RenderJob = {
      pages: [
        {route: '/docs/page', title: '页面', file: page, markdown: readFileSync(page, 'utf8')},
        {route: '/docs/other', title: 'Other', file: other, markdown: readFileSync(other, 'utf8')},
      ],
      siteUrl: 'https://example.com',
      sourceRoutes: [[other, '/docs/other']],
    };
    const inThread = await renderAll(job, [...remarkPlugins] as PluggableList);
    const fromWorker = await startRenderer(path.join(root, 'config/remark.ts'))(job);
    expect(fromWorker).toEqual(inThread);
    const [first] = fromWorker.rendered;
    expect(first?.markdown).toContain('https://example.com/docs/other');
    expect(first?.markdown).toMatch(/https:\/\/example\.com\/assets\/images\/diagram-[\da-f]{8}\.svg/);
    expect(first?.markdown).toContain('pnpm add weapp-tailwindcss');
    expect(fromWorker.images).toEqual([[image, expect.stringMatching(/^diagram-[\da-f]{8}\.svg$/)]]);
  }, 60_000);

  const job: RenderJob = {pages: [{route: '/x', title: 'x', file: path.join(dir, 'x.md'), markdown: '# x\n'}], siteUrl: 'https://example.com', sourceRoutes: []};

  it('fails with the loader\'s message when the remark plugins module cannot be loaded', async () => {
    await expect(startRenderer(path.join(dir, 'no-such-module.ts'))(job)).rejects.toThrow(/no-such-module/);
  }, 60_000);

  it('fails with the plugin\'s own message when a page cannot be rendered', async () => {
    const plugins = write('throwing-plugins.mjs', "export const remarkPlugins = [() => () => { throw new Error('remark plugin broke on purpose'); }];\n");
    await expect(startRenderer(plugins)(job)).rejects.toThrow('remark plugin broke on purpose');
  }, 60_000);
});
