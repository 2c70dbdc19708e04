import type {ThemeConfig} from '@docusaurus/preset-classic';
import {siteDescription} from './site';

export const themeColor = '#0ea5e9';

export const metadata = [
  {name: 'description', content: siteDescription},
  {name: 'author', content: 'icebreaker & weapp-tailwindcss contributors'},
  {name: 'theme-color', content: themeColor},
  {property: 'og:type', content: 'website'},
  {property: 'og:locale', content: 'zh_CN'},
  {property: 'og:site_name', content: 'weapp-tailwindcss'},
  {property: 'og:image:alt', content: 'weapp-tailwindcss 项目标志'},
  {name: 'twitter:card', content: 'summary_large_image'},
] satisfies ThemeConfig['metadata'];
