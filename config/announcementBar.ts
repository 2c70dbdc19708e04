import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/** Set to `undefined` to switch the bar off; change `id` to show a closed bar again. */
export const announcementBar: AnnouncementBar | undefined = {
  id: 'v4-12-0',
  content:
    'weapp-tailwindcss 4.12 已发布，完整支持 Tailwind CSS v4：<a href="/docs/quick-start/v4">查看 v4 开发参考手册</a>',
  isCloseable: true,
};
