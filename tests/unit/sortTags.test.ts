import {describe, expect, it} from 'vitest';
import {sortTagsByLabel} from '../../src/theme/TagsListByLetter/sortTags';

describe('sortTagsByLabel', () => {
  it('orders Chinese and Latin labels in one fixed order without changing the input', () => {
    const tags = [{label: 'uni-app'}, {label: '版本发布'}, {label: 'Tailwind CSS v4'}, {label: 'tailwind-merge'}, {label: '样式兼容'}];
    expect(sortTagsByLabel(tags).map((tag) => tag.label)).toEqual([
      '版本发布',
      '样式兼容',
      'Tailwind CSS v4',
      'tailwind-merge',
      'uni-app',
    ]);
    expect(tags[0].label).toBe('uni-app');
  });
});
