import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {contentBeforeDefaultRemarkPlugins, remarkPlugins} from './remark';

// The blog plugin runs through src/plugins/blog, which names a CSS stylesheet in the RSS and Atom feeds.
// Options at their defaults (reading time shown, ten posts a page) are left out: the preset's options are
// serialized into every page's main bundle.
export const blog = {
  blogTitle: 'weapp-tailwindcss 博客',
  blogDescription: '小程序里使用 Tailwind CSS 的最佳实践、版本发布与生态动态',
  blogSidebarTitle: '最近文章',
  blogSidebarCount: 'ALL',
  onInlineAuthors: 'throw',
  onInlineTags: 'throw',
  onUntruncatedBlogPosts: 'throw',
  beforeDefaultRemarkPlugins: [...contentBeforeDefaultRemarkPlugins],
  remarkPlugins: [...remarkPlugins],
  feedOptions: {
    type: 'all',
    title: 'weapp-tailwindcss 博客订阅',
    description: 'weapp-tailwindcss 的版本发布与实践文章',
    language: 'zh-CN',
    copyright: `Copyright © ${new Date().getFullYear()} sonofmagic`,
  },
} satisfies BlogOptions;
