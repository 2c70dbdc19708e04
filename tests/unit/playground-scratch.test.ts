import {it, expect} from 'vitest';
import {createContext} from 'weapp-tailwindcss/core';
import {extractCandidates, transformTemplate} from '../../src/playground/template';
const samples = [
  `<view class="w-[100px] {{ active ? 'text-[#fff]' : 'hidden' }}" hover-class="bg-[#000]/50" item-class="p-[3px]" custom-class="m-[2px]" virtualHostClass="mt-[1px]">x</view>`,
  `<view class="a-[1px]\n  b-[2px]  {{a}}c-[3px] d{{b}}">x</view>`,
  `<view class="{{ ['w-[1px]', cond && 'h-[2px] w-[1px]'] }}">x</view>`,
  `<view class='w-[1px] {{ "h-[2px]" }}'>x</view>`,
  `<view class="{{ \`w-[1px] \${x}\` }}">x</view>`,
  `<text class="after:content-['文字'] 2xl:flex -mt-4 !mt-4">x</text>`,
  `<view class='{{ "h-[2px]" }}'>x</view>`,
  `<view class='{{ a ? "h-[2px]" : "w-[1px]" }}'>x</view>`,
  `<view class="{{ a ? 'h-[2px] w-[1px] h-[2px]' : 'w-[1px]' }}">x</view>`,
  `<view class="{{ 'h-[2px]' + ' w-[1px]' }}">x</view>`,
  `<view class="{{ a ? 'h-[2px]\\nw-[1px]' : '' }}">x</view>`,
  `<view class="{{ a ? 'h-[2px]' : ''">x</view>`,
  `<view class="{{ a ?? 'h-[2px]' }} {{ b }}">x</view>`,
  `<view class="{{ a ? 'h-[2px]' : '' }}{{ b }}w-[1px]">x</view>`,
  `<view class="  w-[1px]  ">x</view>`,
  `<view class="{{ {a:'h-[2px]'}[k] }}">x</view>`,
  `<view class="{{ fn('h-[2px]') }}">x</view>`,
  `<!-- <view class="w-[1px]"> --><view class="h-[2px]"/>`,
  `<view class="w-[1px]"><text class="h-[2px]">{{ 'w-[1px]' }}</text></view>`,
  `<view class="{{ 'h-[2px]' }}">x</view>`, `<view class="{{ ('h-[2px]') }}">x</view>`, `<view class="{{ 'h-[2px] w-[1px]'; }}">x</view>`, `<view class="x {{}} y">x</view>`, `<view class="{{ a ? 'xw-[1px] w-[1px]' : '' }}">x</view>`, `<view class="{{ a ? 'w-[1px]' : '' }} }}">x</view>`, `<view class="{ {a} }">x</view>`, `<view class="{{ a ? 'w-[1px]\\'' : '' }}">x</view>`, `<view CLASS="w-[1px]" Hover-Class="h-[2px]">x</view>`, `<view class="">x</view>`, `<view class>x</view>`,
  `<view class="{{ a ? 'h-[2px]' : }}">x</view>`, `<view class="{{ 'w-[1px]': a, 'h-[2px]': b }}">x</view>`, `<view class="{{ ...a, 'h-[2px]' }}">x</view>`,`<view class="{{ a 'h-[2px]' }}">x</view>`, `<view class="{{ // c\n 'h-[2px]' }}">x</view>`,
  `<view class="{{ {'h-[2px]': b} }}">x</view>`, `<view class="{{ 'h-[2px]', 'w-[1px]' }}">x</view>`,
  `<view class="{{ a > b ? 'w-[1px]' : 'h-[2px]' }}">x</view>`,
  `<view class="{{ /'/.test(a) ? 'w-[1px]' : 'h-[2px]' }}">x</view>`,
  `<view class="{{ x / 2 > 1 ? 'w-[1px]' : 'h-[2px]' }}">x</view>`,
  `<view class="\u00a0w-[1px]\u00a0 h-[2px]\t">x</view>`,
  `<view class="{{ \`a \${ {x:'w-[1px]'}.x } b\` }} * {{ '*' }}">x</view>`,
  `<view class="{a}}w-[1px]">x</view>`,
  `<view class="w-[1px]{{a}}h-[2px]{{b}}">x</view>`,
  `<view class="p-1 {{a}}2xl:flex">x</view>`,
  `<view class="{{ a ? 'h-[2px]\\tq' : '' }}">x</view>`, `<view class="{{ a ? 'h-[2px] a\\\\b' : '' }}">x</view>`, `<view class="{{ a ? 'after:content-[\\'x\\']' : '' }}">x</view>`, `<view class="{{ a ? 'h-[2px] \\u0041' : '' }}">x</view>`,
  String.raw`<view class="{{ a ? 'h-[2px]\nq' : '' }}">x</view>`, String.raw`<view class="{{ a ? 'h-[2px]\rq' : '' }}">x</view>`, String.raw`<view class="{{ a ? 'h-[2px] x\\y' : '' }}">x</view>`, String.raw`<view class="{{ a ? 'h-[2px] it\'s' : '' }}">x</view>`, String.raw`<view class='{{ a ? "h-[2px] say \"hi\"" : "" }}'>x</view>`, String.raw`<view class="{{ a ? 'h-[2px] \x41\u{42}' : '' }}">x</view>`, String.raw`<view class="{{ a ? 'h-[2px]\u2028' : '' }}">x</view>`,
]
it('matches core', async () => {
  const ctx = createContext({ logLevel: 'silent' });
  const failures = [];
  for (const s of samples) {
    const rs = new Set(["w-[1px]'", 'a\\b', "after:content-['x']", 'w-[1px]','h-[2px]','text-[#fff]','hidden','bg-[#000]/50','p-[3px]','m-[2px]','mt-[1px]','c-[3px]', '*', '2xl:flex']);
    const expected = await ctx.transformWxml(s, { runtimeSet: rs });
    const actual = transformTemplate(s, rs);
    if (expected !== actual) failures.push({s, expected, actual});
    // also with extracted candidates
    const cands = new Set(extractCandidates(s));
    const e2 = await ctx.transformWxml(s, { runtimeSet: cands });
    const a2 = transformTemplate(s, cands);
    if (e2 !== a2) failures.push({s, e2, a2, cands: [...cands]});
  }
  console.log(JSON.stringify(failures, null, 1));
  expect(failures.length).toBe(0);
});
