// A production build computes each transform example once, in the examples' thread (src/remark/transformExample/service.ts):
// the build's main thread (the MDX compilation) and page-markdown's rendering thread both ask it, and get what
// computing in place gives. The thread never keeps a process alive.
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {PluggableList} from 'unified';
import {afterAll, describe, expect, it} from 'vitest';
import {remarkPlugins} from '../../config/remark';
import {startRenderer} from '../../src/plugins/page-markdown';
import {renderAll, type RenderJob} from '../../src/plugins/page-markdown/node/renderAll';
import {transformExample} from '../../src/remark/transformExample/pipeline';
import {startTransformThread, transformClient, transformThreadCounts} from '../../src/remark/transformExample/service';

const root = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'transform-thread-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('the transform examples thread', () => {
  it('answers this thread and the rendering thread with what the pipeline computes in place, computing each example once', async () => {
    const template = '<view class="p-4 w-[120px]">按 rem 书写的尺寸</view>';
    const page = path.join(dir, 'example.md');
    writeFileSync(page, ['# 示例', '', '```html weapp-transform="4 rem2rpx"', template, '```', ''].join('\n'));
    const job: RenderJob = {pages: [{route: '/docs/example', title: '示例', file: page, markdown: readFileSync(page, 'utf8')}], siteUrl: 'https://example.com', sourceRoutes: []};
    // In place first: this thread has no examples' thread yet.
    expect(transformClient()).toBeUndefined();
    const inPlace = await transformExample(template, {rem2rpx: true});
    const renderedInPlace = await renderAll(job, [...remarkPlugins] as PluggableList);
    expect(renderedInPlace.rendered[0]?.markdown).toContain(inPlace.wxss.split('\n')[0]);

    startTransformThread();
    const transform = transformClient();
    expect(transform).toBeDefined();
    await expect(transform?.(template, {rem2rpx: true})).resolves.toEqual(inPlace);
    await expect(startRenderer(path.join(root, 'config/remark.ts'))(job)).resolves.toEqual(renderedInPlace);
    await expect(transformThreadCounts()).resolves.toEqual({requests: 2, computed: 1});
  }, 60_000);

  it('does not keep the process alive', async () => {
    // Loaded with jiti, as Docusaurus loads the site's plugins.
    const script = `require(${JSON.stringify(require.resolve('jiti'))})(${JSON.stringify(__filename)})(${JSON.stringify(path.join(root, 'src/remark/transformExample/service.ts'))}).startTransformThread();`;
    const run = promisify(execFile)(process.execPath, ['--no-warnings', '-e', script], {timeout: 30_000});
    await expect(run).resolves.toBeDefined();
  }, 60_000);
});
