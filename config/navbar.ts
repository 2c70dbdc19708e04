import type {Navbar} from '@docusaurus/theme-common';
import {legacyLine, releaseNotesPath, repoUrl, versionsPagePath, weappViteUrl} from './site';

export const navbar = {
  title: 'weapp-tailwindcss',
  hideOnScroll: true,
  logo: {
    alt: 'weapp-tailwindcss 标志',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'doc', docId: 'intro', label: '指南', position: 'left'},
    {type: 'doc', docId: 'community/templates', label: '生态及解决方案', position: 'left'},
    {type: 'doc', docId: 'issues/index', label: '常见问题', position: 'left'},
    {type: 'doc', docId: 'showcase/index', label: '案例展示', position: 'left'},
    {type: 'doc', docId: 'releases/index', label: '更新及迁移', position: 'left'},
    {type: 'doc', docId: 'options/index', label: '配置项', position: 'left'},
    {to: '/blog', label: '博客', position: 'left'},
    {to: '/playground', label: '在线转换', position: 'left'},
    {href: weappViteUrl, label: 'weapp-vite', position: 'left'},
    {
      // The docs version the reader is on; moves to the same page in the other version where it exists.
      type: 'docsVersionDropdown',
      position: 'right',
      className: 'navbar-version',
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown__divider">'},
        {to: versionsPagePath, label: `从 ${legacyLine.line} 迁移`},
        {to: releaseNotesPath, label: '版本说明'},
      ],
    },
    {
      href: repoUrl,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub 仓库',
    },
  ],
} satisfies Navbar;
