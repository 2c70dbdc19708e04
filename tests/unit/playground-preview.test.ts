// The playground's preview (expressions, CSS conversion, markup), its compiler checks, the extractor
// it shares with the docs' <TransformExample> pipeline, and what a shared link keeps of the preview.
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {checkCompilerCompatibility} from '../../src/playground/compilerChecks';
import {createPlaygroundEngine} from '../../src/playground/engine';
import {baseStylesheet} from '../../src/playground/preview/baseStyles';
import {buildPreviewDocument, parsePreviewData} from '../../src/playground/preview/document';
import {evaluateExpression} from '../../src/playground/preview/expression';
import {renderTemplate} from '../../src/playground/preview/markup';
import {convertRpx, convertWxssForPreview, renameTypeSelectors, resolveColorScheme} from '../../src/playground/preview/previewCss';
import {decodeShareState, encodeShareState} from '../../src/playground/shareState';
import {extractCandidates} from '../../src/playground/template';
import {defaultOptions} from '../../src/playground/model';
import {transformExample} from '../../src/remark/transformExample/pipeline';

const require = createRequire(import.meta.url);
const engine = createPlaygroundEngine(await readFile(require.resolve('weapp-tailwindcss/index.css'), 'utf8'));
const entryCss = '@import "weapp-tailwindcss";';

describe('preview expressions', () => {
  const scope = {active: true, user: {name: '小明', tags: ['a', 'b']}, count: 2, empty: ''};

  it.each([
    ["active ? 'text-_b_hfff_B' : 'hidden'", 'text-_b_hfff_B'],
    ["!active ? 'a' : 'b'", 'b'],
    ['user.name', '小明'],
    ["user['tags'][1]", 'b'],
    ["count === 2 && 'two'", 'two'],
    ["count !== 2 || 'not two'", 'not two'],
    ["'p-' + count", 'p-2'],
    ['count + 1', 3],
    ["empty || 'fallback'", 'fallback'],
    ["(active) ? \"x\" : 'y'", 'x'],
    ['missing', undefined],
    ['missing.deep', undefined],
    ['null', null],
  ])('%s', (source, expected) => {
    expect(evaluateExpression(source, scope)).toEqual(expected);
  });

  it('reads only own data properties, never prototypes', () => {
    expect(evaluateExpression('user.constructor', scope)).toBeUndefined();
    expect(evaluateExpression("user['__proto__']", scope)).toBeUndefined();
  });

  it.each(['alert(1)', 'a = 1', 'x => x', '`t`', 'a ? b', '1 +', 'new Date'])('rejects %s', (source) => {
    expect(() => evaluateExpression(source, scope)).toThrow();
  });
});

describe('preview CSS', () => {
  it('turns rpx into px for the screen width, leaving strings and class names alone', () => {
    expect(convertRpx('width: 300rpx; margin: -20rpx 0.5rpx', 375)).toBe('width: 150px; margin: -10px 0.25px');
    expect(convertRpx('width: 300rpx', 414)).toBe('width: 165.6px');
    expect(convertRpx("content: '100rpx'", 375)).toBe("content: '100rpx'");
    const {css} = convertWxssForPreview('.w-_b300rpx_B{width:300rpx}', 320, false);
    expect(css).toBe('.w-_b300rpx_B{width:128px}');
  });

  it('renames tag selectors to the preview elements, page included', () => {
    expect(renameTypeSelectors('page:not(#\\#)')).toBe('wx-page:not(#\\#)');
    expect(renameTypeSelectors('.space-y-1>view+text')).toBe('.space-y-1>wx-view+wx-text');
    expect(renameTypeSelectors(':not(view):nth-child(odd)::after')).toBe(':not(wx-view):nth-child(odd)::after');
    expect(renameTypeSelectors('.a\\:view [data-x="view"]')).toBe('.a\\:view [data-x="view"]');
    expect(renameTypeSelectors('wx-root-portal-content')).toBe('wx-root-portal-content');
  });

  it('decides prefers-color-scheme by the preview background', () => {
    expect(resolveColorScheme('(prefers-color-scheme: dark)', true)).toBe('(min-width: 0px)');
    expect(resolveColorScheme('(prefers-color-scheme: dark)', false)).toBe('(max-width: -1px)');
    expect(resolveColorScheme('(width >= 40rem) and (prefers-color-scheme:light)', false)).toBe('(width >= 40rem) and (min-width: 0px)');
    const wxss = '@media (prefers-color-scheme: dark){.dark_cbg-black{background:#000}}';
    expect(convertWxssForPreview(wxss, 375, true).css).toBe('@media (min-width: 0px){.dark_cbg-black{background:#000}}');
  });

  it('drops what a browser cannot use and lists it', () => {
    const wxss = `@import "common.wxss";
page,:host{--x:1}
:host{color:red}
.bg{background:url(https://example.com/a.png);color:red}
@media (min-width: 100rpx){.m{margin:10rpx}}
@keyframes spin{to{transform:rotate(360deg)}}`;
    const {css, dropped} = convertWxssForPreview(wxss, 375, false);
    expect([...dropped]).toEqual([
      ['@import（引用其他 WXSS 文件）', 1],
      [':host 选择器', 2],
      ['url() 引用的外部资源', 1],
    ]);
    expect(css).toContain('wx-page{--x:1}');
    expect(css).not.toContain(':host');
    expect(css).not.toContain('example.com');
    expect(css).toContain('.bg{color:red}');
    expect(css).toContain('@media (min-width: 50px){.m{margin:5px}}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
  });
});

describe('preview markup', () => {
  it('draws every tag as an inert custom element with only safe attributes', () => {
    const template = `<view class="a" id="x" bindtap="go" style="width:100rpx"><image src="javascript:alert(1)" onload="alert(1)"/><text>t</text></view><script>parent.hacked = 1</script><a href="javascript:alert(1)">l</a>`;
    const {html, notes} = renderTemplate(template, {}, 375);
    expect(html).toBe(
      '<wx-view class="a" id="x" style="width:50px"><wx-image></wx-image><wx-text>t</wx-text></wx-view><wx-a>l</wx-a>',
    );
    expect([...notes.keys()]).toEqual(['<script> 不在预览中绘制']);
  });

  it('evaluates {{ }} in classes and text, wx:if chains and wx:for', () => {
    const template = `<view class="p-2 {{ on ? 'text-_b_hfff_B' : 'hidden' }}">{{ title }}</view>
<view wx:if="{{ n === 1 }}">one</view><view wx:elif="{{ n === 2 }}">two</view><view wx:else>other</view>
<text wx:for="{{ list }}" wx:for-item="row">{{ index }}:{{ row.v }} </text><view :class="on ? 'vue' : ''"/>`;
    const {html, notes} = renderTemplate(template, {on: true, title: '<b>', n: 2, list: [{v: 'a'}, {v: 'b'}]}, 375);
    expect(html).toContain('<wx-view class="p-2 text-_b_hfff_B">&lt;b&gt;</wx-view>');
    expect(html).toContain('<wx-view>two</wx-view>');
    expect(html).not.toContain('one');
    expect(html).not.toContain('other');
    expect(html).toContain('<wx-text>0:a </wx-text><wx-text>1:b </wx-text>');
    expect(html).toContain('<wx-view class="vue"></wx-view>');
    expect(notes.size).toBe(0);
  });

  it('leaves out expressions it does not support, with a note', () => {
    const {html, notes} = renderTemplate(`<view class="{{ fn(1) }} b">x</view>`, {}, 375);
    expect(html).toBe('<wx-view class="b">x</wx-view>');
    expect([...notes.keys()][0]).toMatch(/^未计算 \{\{ fn\(1\) \}\}/);
  });
});

describe('preview document', () => {
  it('applies the base stylesheet before the converted WXSS, under a wx-page root', () => {
    const {srcdoc, notes} = buildPreviewDocument({
      wxml: '<view class="w-_b300rpx_B">x</view>',
      wxss: '.w-_b300rpx_B{width:300rpx}',
      dataText: '',
      width: 375,
      dark: false,
    });
    expect(baseStylesheet).toMatch(/wx-view[^{]*\{display:block/);
    expect(baseStylesheet).toMatch(/wx-text\{[^}]*display:inline[;}]/);
    expect(baseStylesheet).toContain('wx-image{width:320px;height:240px;font-size:0;display:inline-block');
    expect(baseStylesheet).toContain('wx-block{display:contents}');
    // WeChat's default button as Taro's H5 components draw it: a full-width block, 18px text on a 46px line.
    expect(baseStylesheet).toMatch(/wx-button\{[^}]*width:100%[^}]*padding-left:14px;padding-right:14px;font-size:18px;line-height:2\.55556/);
    expect(baseStylesheet).toMatch(/wx-button:after\{[^}]*border:1px solid rgba\(0,0,0,\.2\)/);
    expect(baseStylesheet).toContain('MIT License, Copyright (c) 2018 O2Team');
    expect(srcdoc.indexOf(baseStylesheet)).toBeLessThan(srcdoc.indexOf('.w-_b300rpx_B{width:150px}'));
    expect(srcdoc).toContain('<body><wx-page><wx-view class="w-_b300rpx_B">x</wx-view></wx-page></body>');
    expect(notes).toEqual([]);
  });

  it('cannot be closed early by the CSS', () => {
    const {srcdoc} = buildPreviewDocument({wxml: '', wxss: ".a::after{content:'</style><script>x</script>'}", dataText: '', width: 375, dark: true});
    expect(srcdoc.match(/<\/style/gi)).toHaveLength(1);
  });

  it('reports data that is not a JSON object', () => {
    expect(parsePreviewData('{"a": 1}')).toEqual({scope: {a: 1}});
    expect(parsePreviewData('[1]').error).toMatch(/JSON 对象/);
    expect(parsePreviewData('{').error).toMatch(/不是有效的 JSON/);
  });
});

describe('compiler checks', () => {
  it('counts backslashes, @layer, :is()/:where() and * selectors', () => {
    const wxss = `.a:not(#\\#),.b{color:red}
@layer base{.c{color:red}}
@layer x;
.d:where(.e,.f){color:red}
.g>*{color:red}
[data-x="*"]{color:red}`;
    expect(checkCompilerCompatibility(wxss)).toEqual([
      {id: 'backslash', count: 1},
      {id: 'layer', count: 2},
      {id: 'isWhere', count: 1},
      {id: 'universal', count: 1},
    ]);
    expect(checkCompilerCompatibility('.a{color:red}')).toEqual([]);
  });

  it('finds nothing WeChat rejects with the Tailwind CSS version the guides pin (4.3.3)', async () => {
    // 4.3.4 and later give nearly every selector a :not(#\\#) suffix (see /docs/quick-start/v4#layer).
    const {wxss} = await engine.run({template: '<view class="font-bold border shadow-md dark:bg-black"/>', css: entryCss, options: defaultOptions});
    expect(checkCompilerCompatibility(wxss).filter((finding) => finding.id === 'backslash' || finding.id === 'layer')).toEqual([]);
  });
});

describe('class candidates shared with the docs pipeline', () => {
  const template = `<view :class="active ? 'text-[#fff]' : 'p-[3px]'" virtualHostClass="mt-[2px]" class="w-[1px] {{ on ? 'h-[2px]' : '' }}"/>`;

  it('finds :class bindings and virtualHostClass', () => {
    expect(extractCandidates(template)).toEqual(['text-[#fff]', 'p-[3px]', 'mt-[2px]', 'w-[1px]', 'h-[2px]']);
  });

  it('is what <TransformExample> generates CSS for', async () => {
    const result = await transformExample(template);
    expect(result.candidates).toEqual(extractCandidates(template));
    expect(result.wxss).toContain('.mt-_b2px_B');
    expect(result.wxss).toContain('.text-_b_hfff_B');
  });
});

describe('shared links and input limits', () => {
  it('keep the preview data and width', async () => {
    const state = {template: '<view/>', css: entryCss, options: defaultOptions, preview: {data: '{"on": true}', width: 414 as const}};
    expect(await decodeShareState(`#${await encodeShareState(state)}`)).toEqual(state);
    const oddWidth = JSON.stringify({template: '', css: '', options: {}, preview: {data: 1, width: 999}});
    expect((await decodeShareState(`#j=${encodeURIComponent(oddWidth)}`))?.preview).toEqual({data: '', width: 375});
  });

  it('states an oversized input in exact bytes', async () => {
    const template = 'x'.repeat(204_830);
    await expect(engine.run({template, css: entryCss, options: defaultOptions})).rejects.toThrow(
      '模板内容过大（204,830 字节），在线转换最多处理 204,800 字节（200 KB）',
    );
  });
});
