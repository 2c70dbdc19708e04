import {copyFile, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import type {Config, LoadContext, Plugin} from '@docusaurus/types';
import pluginGoogleGtag from '@docusaurus/plugin-google-gtag';
import type {PluginOptions as GtagOptions} from '@docusaurus/plugin-google-gtag';
import securityHeadersPlugin from '../../src/plugins/security-headers';
import {PROVIDER_SOURCES, inlineScriptHashes, sitePolicy} from '../../src/plugins/security-headers/csp';
import {deployEnv} from '../deploy/env.mjs';

let config: Config;
let hostedServices: readonly string[];

beforeAll(async () => {
  for (const [name, value] of Object.entries(deployEnv)) vi.stubEnv(name, value);
  vi.resetModules();
  config = (await import('../../docusaurus.config')).default;
  ({hostedServices} = await import('../../config/hostedServices'));
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the deployed configuration (Algolia, Ask AI and gtag set)', () => {
  it('gives DocSearch the hosted index, contextual search and the Ask AI assistant', () => {
    expect(config.url).toBe('https://docs.example.test');
    expect(config.themeConfig?.algolia).toEqual({
      appId: 'TESTAPPID',
      apiKey: 'search-only-key',
      indexName: 'weapp-tw-test',
      contextualSearch: true,
      searchPagePath: 'search',
      askAi: {assistantId: 'assistant-test'},
    });
  });

  it('builds no embedded index and serves no index folder', () => {
    expect(config.staticDirectories).toEqual(['static', '.docusaurus/playground-static']);
  });

  it('turns analytics on with the measurement id, IP anonymised', () => {
    const [[, presetOptions]] = config.presets as [[string, {gtag?: unknown}]];
    expect(presetOptions.gtag).toEqual({trackingID: 'G-TEST12345', anonymizeIP: true});
  });

  it("widens the built _headers for both services, including the hash of gtag's inline script", async () => {
    expect(hostedServices).toEqual(['algolia', 'gtag']);
    // The tags the gtag plugin writes into every page of a production build.
    vi.stubEnv('NODE_ENV', 'production');
    const gtag = pluginGoogleGtag({} as LoadContext, {trackingID: ['G-TEST12345'], anonymizeIP: true, id: 'default'} as GtagOptions) as Plugin;
    const headTags = (gtag.injectHtmlTags?.({content: undefined}) as {headTags: {tagName: string; attributes?: {src?: string}; innerHTML?: string}[]}).headTags;
    expect(headTags.some((tag) => tag.attributes?.src === 'https://www.googletagmanager.com/gtag/js?id=G-TEST12345')).toBe(true);
    const inline = headTags.filter((tag) => tag.tagName === 'script' && tag.innerHTML).map((tag) => `<script>${tag.innerHTML}</script>`);
    expect(inline).toHaveLength(1);

    const outDir = await mkdtemp(path.join(tmpdir(), 'deploy-headers-'));
    let policy: string;
    try {
      await copyFile('static/_headers', path.join(outDir, '_headers'));
      await writeFile(path.join(outDir, 'index.html'), `<html><head>${inline.join('')}</head></html>`);
      const plugin = securityHeadersPlugin({providers: hostedServices as ('algolia' | 'gtag')[]});
      await (plugin.postBuild as (props: {outDir: string}) => Promise<void>)({outDir});
      policy = sitePolicy(await readFile(path.join(outDir, '_headers'), 'utf8')) ?? '';
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }

    const directive = (name: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';
    for (const sources of Object.values(PROVIDER_SOURCES)) {
      for (const [name, list] of Object.entries(sources)) for (const source of list) expect(directive(name)).toContain(source);
    }
    expect(directive('script-src')).toContain(inlineScriptHashes(inline[0])[0]);
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
  });
});
