import {describe, expect, it} from 'vitest';
import {groupTagsByLetter} from '../../src/theme/TagsListByLetter/groupTags';

describe('groupTagsByLetter', () => {
  it('groups Chinese and Latin labels in one fixed order', () => {
    const tags = [{label: 'uni-app'}, {label: '版本发布'}, {label: 'Tailwind CSS v4'}, {label: 'tailwind-merge'}, {label: '样式兼容'}];
    const groups = groupTagsByLetter(tags);
    expect(groups.map((group) => group.letter)).toEqual(['版', '样', 'T', 'U']);
    expect(groups[2].tags.map((tag) => tag.label)).toEqual(['Tailwind CSS v4', 'tailwind-merge']);
  });
});
