import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkSamplesAgainstRecording, compileSamples, extractSamples, extractSamplesFromFiles, type ApiRecording} from '../../scripts/lib/code-samples.mjs';
import {docsMarkdownFiles, markdownFiles} from '../../scripts/lib/markdown-files.mjs';

// Every complete TS/JS sample that imports weapp-tailwindcss is checked for the line it is written for
// (scripts/lib/code-samples.mjs, `sampleLineOf`): 4.x samples are compiled against the installed 4.12.0 (any
// other module they import is an `any` stub); 5.x samples, whose package the site does not install, are checked
// against the recorded 5.x API (src/data/reference/api-5x.json): their imports and option names.
const workDir = path.resolve('node_modules/.cache/code-samples');
const api5 = JSON.parse(readFileSync('src/data/reference/api-5x.json', 'utf8')) as ApiRecording;
/** 5.x pages whose rewrite is in progress: their samples are still 4.x (tests/fixtures/code-samples-5x-pending.json). */
const pending = new Set((JSON.parse(readFileSync('tests/fixtures/code-samples-5x-pending.json', 'utf8')) as {pages: string[]}).pages);
const pageOf = (error: string) => error.split(':')[0];

const markdownSources = (dir: string): string[] => markdownFiles(dir, {skipDirs: ['api', 'api-v2']});
const compile = (samples: ReturnType<typeof extractSamples>) => compileSamples(samples, {workDir});

describe('code samples', () => {
  const samples = extractSamplesFromFiles([...docsMarkdownFiles(process.cwd()).map((file) => path.relative(process.cwd(), file)), ...markdownSources('blog')]);
  const complete = samples.filter((sample) => !sample.partial);
  const line4 = complete.filter((sample) => sample.weappLine === '4');
  const line5 = complete.filter((sample) => sample.weappLine === '5');

  it('finds the samples that use the package, of both lines', () => {
    expect(line4.length).toBeGreaterThan(10);
    expect(line5.length).toBeGreaterThan(10);
  });

  it('4.x samples type-check against the installed weapp-tailwindcss 4.12.0', () => {
    expect(compile(line4)).toEqual([]);
  });

  it('5.x samples import what 5.x exports and use its option names', () => {
    const errors = checkSamplesAgainstRecording(line5, api5);
    expect(errors.filter((error) => !pending.has(pageOf(error)))).toEqual([]);
  });

  it('the pages listed as pending still have 4.x samples (remove a page from the list once it is rewritten)', () => {
    const failing = new Set(checkSamplesAgainstRecording(line5, api5).map(pageOf));
    expect([...pending].filter((page) => !failing.has(page))).toEqual([]);
  });

  it('the 4.x check catches a wrong option name and a wrong value type', () => {
    const broken = extractSamples(
      'versioned_docs/version-4.x/fixture.md',
      [
        '```ts title="vite.config.ts"',
        "import {UnifiedViteWeappTailwindcssPlugin} from 'weapp-tailwindcss/vite'",
        'UnifiedViteWeappTailwindcssPlugin({rem2rpxx: true})',
        '```',
        '',
        '```js',
        "const {UnifiedWebpackPluginV5} = require('weapp-tailwindcss/webpack')",
        "new UnifiedWebpackPluginV5({rem2rpx: 'yes'})",
        '```',
      ].join('\n'),
    );
    expect(broken).toHaveLength(2);
    const errors = compile(broken);
    expect(errors.some((error) => error.includes('rem2rpxx'))).toBe(true);
    expect(errors.some((error) => error.includes("'string'"))).toBe(true);
  });

  it('the 5.x check catches 4.x names: a removed export, a removed entry, a renamed option, a wrong nested member', () => {
    const broken = extractSamples(
      'docs/fixture.md',
      [
        '```ts title="vite.config.ts"',
        "import {UnifiedViteWeappTailwindcssPlugin} from 'weapp-tailwindcss/vite'",
        "import {WeappTailwindcss} from 'weapp-tailwindcss/vite'",
        'WeappTailwindcss({tailwindcssPatcherOptions: {}, cssOptions: {rem2rpxx: true}, rem2rpx: true})',
        '```',
        '',
        '```js',
        "const {UnifiedWebpackPluginV4} = require('weapp-tailwindcss/webpack4')",
        "const {WeappTailwindcss} = require('weapp-tailwindcss/webpack')",
        'chain.plugin("weapp-tailwindcss").use(WeappTailwindcss, [{supportCustomLengthUnitsPatch: true}])',
        'chain.merge({plugin: {install: {plugin: WeappTailwindcss, args: [{staleClassNameFallback: true}]}}})',
        '```',
      ].join('\n'),
    );
    expect(broken.map((sample) => sample.weappLine)).toEqual(['5', '5']);
    const errors = checkSamplesAgainstRecording(broken, api5);
    expect(errors).toEqual([
      'docs/fixture.md:2: "weapp-tailwindcss/vite" of weapp-tailwindcss 5.x does not export UnifiedViteWeappTailwindcssPlugin',
      'docs/fixture.md:4: weapp-tailwindcss 5.x has no option tailwindcssPatcherOptions',
      'docs/fixture.md:4: cssOptions of weapp-tailwindcss 5.x has no member rem2rpxx',
      expect.stringMatching(/^docs\/fixture\.md:8: weapp-tailwindcss 5\.x has no entry "weapp-tailwindcss\/webpack4"/),
      'docs/fixture.md:10: weapp-tailwindcss 5.x has no option supportCustomLengthUnitsPatch',
      'docs/fixture.md:11: weapp-tailwindcss 5.x has no option staleClassNameFallback',
    ]);
  });

  it('a sample says its line when the page does not: line=5 on a 4.x page or in the blog, 4 by default there', () => {
    const [blog, blog5, page4] = [
      ...extractSamples('blog/2026/1/post.md', "```ts\nimport {x} from 'weapp-tailwindcss'\n```\n\n```ts line=5\nimport {y} from 'weapp-tailwindcss'\n```"),
      ...extractSamples('versioned_docs/version-4.x/a.md', "```ts\nimport {x} from 'weapp-tailwindcss'\n```"),
    ];
    expect([blog.weappLine, blog5.weappLine, page4.weappLine]).toEqual(['4', '5', '4']);
  });

  it('skips samples marked partial', () => {
    const [sample] = extractSamples('x.md', "```ts partial\nimport {x} from 'weapp-tailwindcss'\n```");
    expect(sample.partial).toBe(true);
  });
});
