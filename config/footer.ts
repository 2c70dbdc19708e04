import type {Footer} from '@docusaurus/theme-common';
import {blogFeeds, blogSubscribePath} from './blogFeeds';
import {authorUrl, currentLine, legacyLine, releaseNotesPath, repoUrl, siteVersion, weappViteUrl} from './site';

export const footer = {
  style: 'dark',
  logo: {
    alt: 'weapp-tailwindcss 标志',
    src: 'img/logo.svg',
    width: 48,
    height: 48,
  },
  links: [
    {
      title: '文档',
      items: [
        {label: '指南', to: '/docs/intro'},
        {label: '配置项', to: '/docs/options'},
        {label: '常见问题', to: '/docs/issues'},
        {label: '博客', to: '/blog'},
      ],
    },
    {
      title: '订阅博客',
      // How to subscribe, then the feeds as raw anchors: they are files, and a theme link to an internal path
      // would go through the client-side router (a 404 page); `pathname://` would mark them as external links.
      items: [
        {label: '订阅方法', to: blogSubscribePath},
        ...blogFeeds.map((feed) => ({html: `<a class="footer__link-item" href="${feed.path}" type="${feed.type}">${feed.name}</a>`})),
      ],
    },
    {
      title: '更多',
      items: [
        {label: 'GitHub', href: repoUrl},
        {label: '行为准则', href: `${repoUrl}/blob/weapp-tailwindcss@4.12.0/CODE_OF_CONDUCT.md`},
        {label: 'weapp-vite', href: weappViteUrl},
      ],
    },
  ],
  // The copyright string is rendered as HTML by the theme; it holds only fixed markup.
  copyright: [
    `Copyright © 2021-${new Date().getFullYear()} <a href="${authorUrl}" target="_blank" rel="noopener noreferrer">sonofmagic</a>`,
    `<a href="/docs/copyright">版权信息</a>`,
    `站点版本 ${siteVersion}`,
    `文档对应 <a href="${releaseNotesPath}">weapp-tailwindcss ${currentLine.version}</a> 与 <a href="${legacyLine.docsPath}">${legacyLine.version}</a>`,
    `本站由 <a href="https://www.netlify.com" target="_blank" rel="noopener noreferrer">Netlify</a> 托管`,
  ].join(' · '),
} satisfies Footer;
