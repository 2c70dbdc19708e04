import {describe, expect, it} from 'vitest';
import {extractCandidates} from '../../src/playground/template';
import {parseFlags, transformExample} from '../../src/remark/transformExample/pipeline';

describe('transform example pipeline', () => {
  it('extracts classes from class-like attributes and from strings inside {{ }}', () => {
    const template = `<view class="p-2 w-[100px] {{ active ? 'text-[#fff]' : 'hidden' }}" hover-class="bg-sky-500/50"></view>`;
    expect(extractCandidates(template)).toEqual(['p-2', 'w-[100px]', 'text-[#fff]', 'hidden', 'bg-sky-500/50']);
  });

  it('parses option flags and rejects unknown ones', () => {
    expect(parseFlags('rem2rpx px2rpx')).toEqual({rem2rpx: true, px2rpx: true});
    expect(parseFlags('!cssRemoveHoverPseudoClass')).toEqual({cssRemoveHoverPseudoClass: false});
    expect(() => parseFlags('rem2rpxx')).toThrow(/unknown option/);
  });

  it('produces escaped WXML and WXSS with the real package', async () => {
    const result = await transformExample('<view class="w-[100px] p-2.5 bg-[#123456]">hi</view>', {rem2rpx: true});
    expect(result.wxml).toBe('<view class="w-_b100px_B p-2_d5 bg-_b_h123456_B">hi</view>');
    expect(result.wxss).toContain('.w-_b100px_B');
    expect(result.wxss).toContain('padding: 20rpx;');
    expect(result.wxss).not.toContain('\\[');
    expect(result.tailwindCss).toContain('.w-\\[100px\\]');
  });
});
