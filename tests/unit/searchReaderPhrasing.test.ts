// How the search reads the ways Chinese readers phrase a question (session 24): each rule of
// src/plugins/search that reads a phrasing, with the queries it was made for and those it must leave alone.
import {describe, expect, it} from 'vitest';
import {exactKey, queryIntent} from '../../src/plugins/search/client/ranking';
import {typedTerms} from '../../src/plugins/search/shared/query';

describe('words that only say how many', () => {
  it('are no words a page must hold (各个版本更新了什么 is the release list, which says 各版本)', () => {
    expect(typedTerms('各个版本更新了什么')).toEqual(['版本', '更新']);
    expect(typedTerms('各种框架 怎么接入')).toEqual(['框架', '接入']);
    expect(typedTerms('所有配置项')).toEqual(['配置']);
    // Alone they are still searched.
    expect(typedTerms('各个')).toEqual(['各个']);
  });
});

describe('a query that only says styles fail', () => {
  const issuesIndex = exactKey('常见问题');

  it.each(['tailwind 不生效', 'tailwindcss 不生效', '类名不生效', '小程序 样式不生效', 'tailwind 样式没有效果', '样式丢失', 'weapp-tailwindcss 不生效'])(
    'names the 常见问题 index, where troubleshooting starts: %s',
    (query) => {
      expect(queryIntent(query).equalKeys).toContain(issuesIndex);
    },
  );

  it.each(['Taro 样式不生效', 'hover 不生效', 'space-y-4 类名不生效', '分包里样式丢失', 'tailwind 配置', '样式', 'CSS 变量失效'])(
    'not with a word that says which page answers, nor without a failure: %s',
    (query) => {
      expect(queryIntent(query).equalKeys).not.toContain(issuesIndex);
    },
  );
});
