// The browser playground must print what the real plugin prints: every sample goes through the
// playground engine and through weapp-tailwindcss/core in Node, and both outputs must be identical.
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {compile} from 'tailwindcss';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {createContext} from 'weapp-tailwindcss/core';
import {createPlaygroundEngine} from '../../src/playground/engine';
import {transformTemplate} from '../../src/playground/template';
import {defaultCss, defaultOptions, defaultTemplate, exampleUserOptions, type PlaygroundOptions} from '../../src/playground/model';
import type {TransformRequest, TransformResponse} from '../../src/playground/protocol';
import {decodeShareState, encodeShareState} from '../../src/playground/shareState';
import {TransformClient, transformTimeoutMs, type TransformOutcome} from '../../src/playground/transformClient';

const require = createRequire(import.meta.url);
const stylesheetFile = require.resolve('weapp-tailwindcss/index.css');
const engine = createPlaygroundEngine(await readFile(stylesheetFile, 'utf8'));
const entryCss = '@import "weapp-tailwindcss";';

interface Sample {
  readonly name: string;
  readonly template: string;
  readonly css?: string;
  readonly options?: Partial<PlaygroundOptions>;
}

const samples: Sample[] = [
  {name: 'arbitrary values', template: '<view class="w-[100px] h-[50%] bg-[#123456] p-2.5 top-[calc(100%-10px)]">x</view>'},
  {name: 'hover: variant and hover-class', template: '<view class="bg-white hover:bg-red-500" hover-class="bg-[#000]/50">x</view>'},
  {name: 'hover: kept when cssRemoveHoverPseudoClass is off', template: '<view class="hover:bg-red-500 hover:text-[#fff]">x</view>', options: {cssRemoveHoverPseudoClass: false}},
  {name: 'dark: variant', template: '<view class="dark:bg-black dark:text-white bg-white">x</view>'},
  {name: 'responsive variants', template: '<view class="md:flex lg:grid 2xl:hidden sm:text-[20px]">x</view>'},
  {name: '!important modifier', template: '<view class="!mt-4 !text-[#f00] mb-2! -mt-4">x</view>'},
  {name: 'opacity modifiers', template: '<view class="text-[#fff]/50 bg-sky-500/80 border-black/10 border">x</view>'},
  {name: 'rpx units', template: '<text class="text-[32rpx] w-[100rpx] m-[10rpx] leading-[48rpx]">x</text>'},
  {name: 'px2rpx and rem2rpx', template: '<view class="w-[100px] text-[32px] p-4 rounded-lg">x</view>', options: {rem2rpx: true, px2rpx: true}},
  {name: 'rem2rpx off', template: '<view class="p-4 text-sm gap-2">x</view>', options: {rem2rpx: false}},
  {name: 'space-y and divide-y (child combinator)', template: '<view class="space-y-4 divide-y space-x-2 divide-gray-200">x</view>'},
  {name: 'grid with an arbitrary template', template: '<view class="grid grid-cols-[1fr_2fr] gap-[10px] w-1/2">x</view>'},
  {name: "after:content-['文字']", template: `<view class="after:content-['文字'] before:content-['*'] after:ml-1">x</view>`},
  {name: 'classes in a {{ }} ternary', template: `<view class="p-2 {{ active ? 'text-[#fff] bg-sky-500/50' : 'hidden' }}">x</view>`},
  {name: 'arrays, objects and templates in {{ }}', template: "<view class=\"{{ ['w-[10px]', cond && 'h-[20px]'] }} {{ {'mt-[3px]': a}[k] }} {{ `ml-[4px] ${b}` }}\">x</view>"},
  {name: 'gradients, shadows and transforms', template: '<view class="bg-linear-to-r from-red-500 to-blue-500 shadow-lg ring-2 rotate-45 translate-x-2 bg-clip-text">x</view>'},
  {name: 'preflight off', template: '<view class="border border-[#eee] p-1">x</view>', options: {cssPreflight: false}},
  {name: 'a @theme colour from the CSS input', template: '<view class="bg-brand text-brand/60 p-[var(--spacing)]">x</view>', css: `${entryCss}\n@theme { --color-brand: #07c160; }`},
  {name: '@utility and @apply in the CSS input', template: '<view class="card-box">x</view>', css: `${entryCss}\n@utility card-box { @apply p-4 rounded-xl bg-white; }\n.title { @apply text-[40rpx] font-bold; }`},
  {name: 'multi-line class, virtualHostClass and other -class attributes', template: '<view\n  class="flex\n    items-center  w-[1px]"\n  virtualHostClass="mt-[2px]"\n  item-class="p-[3px]">x</view>'},
  {name: 'the default sample of the page', template: defaultTemplate, css: defaultCss},
];

/** Tailwind's output for the same input, with the stylesheet read from node_modules as the docs pipeline does. */
async function tailwindInNode(css: string, candidates: string[]): Promise<string> {
  const compiler = await compile(css, {
    base: process.cwd(),
    async loadStylesheet(id: string, base: string) {
      const file = require.resolve(id === 'weapp-tailwindcss' ? 'weapp-tailwindcss/index.css' : id, {paths: [base]});
      return {path: file, base: path.dirname(file), content: await readFile(file, 'utf8')};
    },
  });
  return compiler.build(candidates);
}

describe('playground engine matches weapp-tailwindcss/core', () => {
  it.each(samples)('$name', async ({template, css = entryCss, options}) => {
    const resolvedOptions = {...defaultOptions, ...options};
    const result = await engine.run({template, css, options: resolvedOptions});
    expect(result.candidates.length).toBeGreaterThan(0);
    expect(result.tailwindCss).toBe(await tailwindInNode(css, result.candidates));

    const context = createContext({...exampleUserOptions(resolvedOptions), logLevel: 'silent'});
    const expectedWxss = (await context.transformWxss(result.tailwindCss)).css;
    expect(result.wxss).toBe(expectedWxss);
    const expectedWxml = await context.transformWxml(template, {runtimeSet: new Set(result.candidates)});
    expect(result.wxml).toBe(expectedWxml);
  });

  it('rewrites the options it is given', async () => {
    const template = '<view class="p-4 hover:text-[20px]">x</view>';
    const withRpx = await engine.run({template, css: entryCss, options: {...defaultOptions, rem2rpx: true}});
    const withoutRpx = await engine.run({template, css: entryCss, options: {...defaultOptions, rem2rpx: false}});
    expect(withRpx.wxss).toContain('32rpx');
    expect(withoutRpx.wxss).not.toContain('rpx');
    expect(withRpx.wxss).not.toContain(':hover');
    expect(withRpx.wxml).toBe('<view class="p-4 hover_ctext-_b20px_B">x</view>');
  });

  it('starts from a fresh compiler on every run', async () => {
    const first = await engine.run({template: '<view class="w-[7px]">x</view>', css: entryCss, options: defaultOptions});
    const second = await engine.run({template: '<view class="h-[9px]">x</view>', css: entryCss, options: defaultOptions});
    expect(first.wxss).toContain('.w-_b7px_B');
    expect(second.wxss).not.toContain('.w-_b7px_B');
  });

  it('escapes Vue class bindings as transformJs escapes the compiled expression', async () => {
    const expression = "{ 'w-[10px]': active, 'text-[#fff]/50': !active }";
    const template = `<view :class="${expression}" class="p-[2px]">x</view>`;
    const result = await engine.run({template, css: entryCss, options: defaultOptions});
    const context = createContext({logLevel: 'silent'});
    const compiled = (await context.transformJs(`const classes = (${expression})`, {runtimeSet: new Set(result.candidates)})).code;
    expect(`const classes = (${/:class="([^"]*)"/.exec(result.wxml)?.[1]})`).toBe(compiled);
    expect(result.wxml).toContain('class="p-_b2px_B"');
  });
});

/** Corners of the plugin's template handler the playground reproduces, each checked against core. */
const templateCorners: string[] = [
  `<view class="a-[1px]\n  b-[2px]  {{a}}c-[3px] d{{b}}">x</view>`,
  `<view class='w-[1px] {{ "h-[2px]" }}'>x</view>`,
  `<view class="{{ 'h-[2px]' }}">x</view>`,
  `<view class="{{ ('h-[2px]') }}">x</view>`,
  `<view class="{{ a ? 'xw-[1px] w-[1px]' : '' }}">x</view>`,
  `<view class="{{ a ? 'h-[2px]' : ''">x</view>`,
  `<view class="{{ a ? 'h-[2px]' : }}">x</view>`,
  `<view class="{{ {'h-[2px]': b} }}">x</view>`,
  `<view class="{{ a > b ? 'w-[1px]' : 'h-[2px]' }}">x</view>`,
  `<view class="{{ /'/.test(a) ? 'w-[1px]' : 'h-[2px]' }}">x</view>`,
  "<view class=\"{{ `a ${ {x:'w-[1px]'}.x } b` }} * {{ '*' }}\">x</view>",
  `<view class="p-1 {{a}}2xl:flex w-[1px]{{b}}h-[2px]">x</view>`,
  String.raw`<view class="{{ a ? 'after:content-[\'x\']' : '' }}">x</view>`,
  String.raw`<view class="{{ a ? 'h-[2px]\tq \x41' : 'h-[2px]\nq' }}">x</view>`,
  `<!-- <view class="w-[1px]"> --><view CLASS="w-[1px]" Hover-Class="h-[2px]" item-class="w-[1px]"/>`,
  `<view class="\u00a0w-[1px]\u00a0 h-[2px]\t">{{ 'w-[1px]' }}</view>`,
];

describe('template corners match transformWxml', () => {
  const runtimeSet = new Set(['w-[1px]', 'h-[2px]', 'c-[3px]', '*', '2xl:flex', "after:content-['x']"]);
  it.each(templateCorners)('%s', async (template) => {
    const expected = await createContext({logLevel: 'silent'}).transformWxml(template, {runtimeSet});
    expect(transformTemplate(template, runtimeSet)).toBe(expected);
  });
});

describe('playground engine errors', () => {
  const run = (template: string, css: string) => engine.run({template, css, options: defaultOptions});

  it('rejects an unclosed block with the parser message', async () => {
    await expect(run('<view class="p-1"/>', `${entryCss}\n@theme {`)).rejects.toThrow(/Tailwind CSS 编译失败.*Missing closing \}/);
  });

  it('rejects unknown at-rules with the line number', async () => {
    await expect(run('<view class="p-1"/>', `${entryCss}\n@foo;`)).rejects.toThrow(/第 2 行.*@foo/);
  });

  it('rejects imports and plugins it cannot load', async () => {
    await expect(run('<view class="p-1"/>', '@import "./theme.css";')).rejects.toThrow(/无法导入 “\.\/theme\.css”/);
    await expect(run('<view class="p-1"/>', `${entryCss}\n@plugin "daisyui";`)).rejects.toThrow(/不能加载 JS 插件/);
  });

  it('rejects oversized input before doing any work', async () => {
    const huge = `<view class="p-1">${'x'.repeat(210 * 1024)}</view>`;
    await expect(run(huge, entryCss)).rejects.toThrow(/模板内容过大.*200 KB/);
    await expect(run('<view/>', `${entryCss}\n/*${'x'.repeat(210 * 1024)}*/`)).rejects.toThrow(/CSS 内容过大/);
  });

  it('keeps working after an error', async () => {
    await expect(run('<view class="p-1"/>', '@theme {')).rejects.toThrow();
    const result = await run('<view class="p-1"/>', entryCss);
    expect(result.wxml).toBe('<view class="p-1"/>');
  });
});

describe('share links', () => {
  const input = {
    template: `<view class="w-[100px] {{ a ? 'text-[#fff]' : '' }}">中文 &amp; \u{1F600}</view>`,
    css: `${entryCss}\n@theme { --color-brand: #07c160; }`,
    options: {...defaultOptions, px2rpx: true, cssRemoveHoverPseudoClass: false},
  };

  it('round-trips the whole input through a compressed hash', async () => {
    const hash = await encodeShareState(input);
    expect(hash).toMatch(/^z=[\w-]+$/);
    expect(await decodeShareState(`#${hash}`)).toEqual(input);
  });

  it('reads the uncompressed form and fills in missing or invalid options', async () => {
    const json = JSON.stringify({template: input.template, css: input.css, options: {px2rpx: true, rem2rpx: 'yes'}});
    expect(await decodeShareState(`#j=${encodeURIComponent(json)}`)).toEqual({
      template: input.template,
      css: input.css,
      options: {...defaultOptions, px2rpx: true},
    });
  });

  it('ignores ordinary anchors and rejects malformed states', async () => {
    expect(await decodeShareState('')).toBeUndefined();
    expect(await decodeShareState('#__docusaurus_skipToContent_fallback')).toBeUndefined();
    await expect(decodeShareState('#z=not*base64')).rejects.toThrow();
    await expect(decodeShareState('#z=AAAA')).rejects.toThrow();
    await expect(decodeShareState(`#j=${encodeURIComponent('{"template":1}')}`)).rejects.toThrow(/template/);
  });
});

/** Stands in for the browser's Worker: records what the page posts and answers on demand. */
class FakeWorker extends EventTarget {
  static instances: FakeWorker[] = [];
  readonly posted: TransformRequest[] = [];
  terminated = false;

  constructor(readonly url: string) {
    super();
    FakeWorker.instances.push(this);
  }

  postMessage(request: TransformRequest): void {
    this.posted.push(request);
  }

  terminate(): void {
    this.terminated = true;
  }

  answer(response: TransformResponse): void {
    this.dispatchEvent(new MessageEvent('message', {data: response}));
  }
}

describe('worker client', () => {
  const result = {candidates: ['p-1'], tailwindCss: '.p-1{}', wxss: '.p-1{}', wxml: '<view class="p-1"/>'};
  const input = (template: string) => ({template, css: entryCss, options: defaultOptions});

  function startClient() {
    FakeWorker.instances = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers();
    const outcomes: TransformOutcome[] = [];
    const client = new TransformClient('/playground/worker-test.js', (outcome) => outcomes.push(outcome));
    return {client, outcomes};
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reports only the answer to the latest input', () => {
    const {client, outcomes} = startClient();
    const first = input('<view class="p-1"/>');
    const second = input('<view class="p-2"/>');
    client.transform(first);
    client.transform(second);
    const [worker] = FakeWorker.instances;
    expect(worker.url).toBe('/playground/worker-test.js');
    worker.answer({id: worker.posted[0].id, result, elapsedMs: 3});
    expect(outcomes).toEqual([]);
    worker.answer({id: worker.posted[1].id, error: '坏了'});
    expect(outcomes).toEqual([{input: second, kind: 'error', message: '坏了'}]);
  });

  it('restarts a silent worker once, then reports the timeout', () => {
    const {client, outcomes} = startClient();
    client.transform(input('<view class="p-1"/>'));
    FakeWorker.instances[0].answer({id: FakeWorker.instances[0].posted[0].id, result, elapsedMs: 3});
    const hanging = input('<view class="p-9"/>');
    client.transform(hanging);
    vi.advanceTimersByTime(transformTimeoutMs);
    expect(FakeWorker.instances[0].terminated).toBe(true);
    expect(FakeWorker.instances[1].posted.map((request) => request.template)).toEqual([hanging.template]);
    vi.advanceTimersByTime(transformTimeoutMs);
    expect(FakeWorker.instances[1].terminated).toBe(true);
    expect(outcomes.at(-1)).toMatchObject({input: hanging, kind: 'error', message: expect.stringContaining('10 秒')});
    client.dispose();
  });

  it('replaces a crashed worker and sends the input again', () => {
    const {client, outcomes} = startClient();
    const request = input('<view class="p-1"/>');
    client.transform(request);
    FakeWorker.instances[0].dispatchEvent(new Event('error', {cancelable: true}));
    const replacement = FakeWorker.instances[1];
    expect(replacement.posted).toHaveLength(1);
    replacement.answer({id: replacement.posted[0].id, result, elapsedMs: 5});
    expect(outcomes).toEqual([{input: request, kind: 'result', result, elapsedMs: 5}]);
    client.dispose();
  });
});
