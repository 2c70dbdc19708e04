import {describe, expect, it} from 'vitest';
import {keepHyphenatedWords} from '../../src/theme/BlogSidebar/keepHyphenatedWords';

describe('the blog sidebar titles', () => {
  it('keep hyphenated words and double-hyphen names whole, and leave dashes between words alone', () => {
    expect(keepHyphenatedWords('4.4 – 4.6 发布：--spacing 预计算')).toBe('4.4 – 4.6 发布：\u2011\u2011spacing 预计算');
    expect(keepHyphenatedWords('weapp-tailwindcss 支持 uni-app x')).toBe('weapp\u2011tailwindcss 支持 uni\u2011app x');
    expect(keepHyphenatedWords('a - b')).toBe('a - b');
  });
});
