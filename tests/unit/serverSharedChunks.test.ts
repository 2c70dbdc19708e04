import {mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type * as RspackModule from '@rspack/core';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import sharedSiteChunksPlugin from '../../src/plugins/shared-site-chunks';

// The Rspack that builds the site: @docusaurus/faster's own dependency.
const {rspack} = createRequire(require.resolve('@docusaurus/faster'))('@rspack/core') as typeof RspackModule;

// A server bundle in miniature: an entry that loads two routes on demand, both importing one module, bundled
// for Node with core's `splitChunks: false` and the plugin's server config merged over it, as Docusaurus does.
const SHARED_MARK = 'shared-module-body';

function bundle(optimization: RspackModule.Configuration['optimization']): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-chunks-'));
  writeFileSync(path.join(dir, 'shared.js'), `export const shared = () => '${SHARED_MARK}';\n`);
  writeFileSync(path.join(dir, 'a.js'), "import {shared} from './shared.js';\nexport default () => shared() + 'a';\n");
  writeFileSync(path.join(dir, 'b.js'), "import {shared} from './shared.js';\nexport default () => shared() + 'b';\n");
  writeFileSync(path.join(dir, 'entry.js'), "export const routes = [() => import('./a.js'), () => import('./b.js')];\n");
  const outDir = path.join(dir, 'out');
  return new Promise((resolve, reject) => {
    rspack(
      {mode: 'production', target: 'node22', context: dir, entry: './entry.js', output: {path: outDir, library: {type: 'commonjs2'}}, optimization: {minimize: false, splitChunks: false, ...optimization}},
      (error, stats) => {
        if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        resolve(readdirSync(outDir).map((file) => readFileSync(path.join(outDir, file), 'utf8')));
      },
    );
  });
}

describe('shared-site-chunks on the server bundle', () => {
  const plugin = sharedSiteChunksPlugin({siteDir: '/site'} as LoadContext);
  const serverConfig = plugin.configureWebpack?.({optimization: {splitChunks: false}} as never, true, {} as never, {} as never) as RspackModule.Configuration;

  it('bundles a module that two route chunks import once, not into each of them', async () => {
    const files = await bundle(serverConfig.optimization);
    expect(files.filter((source) => source.includes(SHARED_MARK))).toHaveLength(1);
  });
});
