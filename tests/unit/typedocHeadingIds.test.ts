import {describe, expect, it} from 'vitest';
import {OPTION_GROUPS} from '../../typedoc/utils.mjs';
import {HEADING_IDS, withHeadingIds} from '../../typedoc/heading-ids.mjs';

describe('API reference heading ids', () => {
  it('gives Chinese section headings English ids, numbered in page order, and leaves member headings and code alone', () => {
    const page = ['## 属性', '', '### cssEntries?', '', '#### 默认值', '', '```md', '## 参数', '```', '', '### px2rpx?', '', '#### 默认值', ''].join('\n');
    expect(withHeadingIds(page)).toBe(
      ['## 属性 {#properties}', '', '### cssEntries?', '', '#### 默认值 {#default-value}', '', '```md', '## 参数', '```', '', '### px2rpx?', '', '#### 默认值 {#default-value-1}', ''].join('\n'),
    );
  });

  it('fails on a Chinese heading it has no id for, and knows every option group', () => {
    expect(() => withHeadingIds('## 新的标题')).toThrow(/HEADING_IDS in typedoc\/heading-ids\.mjs/);
    expect(OPTION_GROUPS.filter((group) => !HEADING_IDS.has(group))).toEqual([]);
  });
});
