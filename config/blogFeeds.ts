/** The blog's feeds, written by the blog plugin (config/blog.ts: all three types): the footer and /blog/subscribe list them. */
export interface BlogFeed {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly type: string;
  /** One line on who reads this format, for the subscribe page. */
  readonly summary: string;
}

export const blogSubscribePath = '/blog/subscribe';

export const blogFeeds: readonly BlogFeed[] = [
  {id: 'rss', name: 'RSS', path: '/blog/rss.xml', type: 'application/rss+xml', summary: '最常用的格式，几乎所有阅读器都支持。'},
  {id: 'atom', name: 'Atom', path: '/blog/atom.xml', type: 'application/atom+xml', summary: '内容与 RSS 相同，阅读器同时支持两种格式时任选其一。'},
  {id: 'json', name: 'JSON Feed', path: '/blog/feed.json', type: 'application/feed+json', summary: '给支持 JSON Feed 的阅读器与脚本使用。'},
];
