import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {docs} from '../../config/docs';
import {feedbackIssueUrl} from '../../src/components/DocFeedback/issueUrl';

// src/theme/DocItem/Footer replaces the stock footer without its tag row, edit link and author.
describe('the doc footer', () => {
  it('has nothing to leave out: no doc has tags, and docs have no edit link or author', () => {
    const docsDir = new URL('../../docs/', import.meta.url);
    const frontMatter = (file: string) => /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(new URL(file, docsDir), 'utf8'))?.[1] ?? '';
    const tagged = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .filter((file) => /^tags:/m.test(frontMatter(file)));
    expect(tagged).toEqual([]);
    expect(docs).not.toHaveProperty('editUrl');
    expect(docs).not.toHaveProperty('showLastUpdateAuthor');
  });
});

describe('the "这页有帮助吗？" issue link', () => {
  const page = {title: 'rem 转 rpx & px 转 rpx #2', url: 'https://tw.icebreaker.top/docs/quick-start/rem2rpx', version: '4.12.0'};
  const url = new URL(feedbackIssueUrl('https://github.com/sonofmagic/weapp-tailwindcss', page));

  it('opens a new issue of the upstream repository', () => {
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/sonofmagic/weapp-tailwindcss/issues/new');
    expect([...url.searchParams.keys()]).toEqual(['title', 'body']);
  });

  it('fills in the page title, its address and the documented version, with & and # kept as text', () => {
    expect(url.searchParams.get('title')).toBe('文档反馈：rem 转 rpx & px 转 rpx #2');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('页面：rem 转 rpx & px 转 rpx #2');
    expect(body).toContain('地址：https://tw.icebreaker.top/docs/quick-start/rem2rpx');
    expect(body).toContain('文档对应版本：weapp-tailwindcss 4.12.0');
    expect(url.hash).toBe('');
  });
});
