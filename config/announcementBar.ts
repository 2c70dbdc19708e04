import type {ThemeConfig} from '@docusaurus/preset-classic';
import {currentLine, legacyLine, versionsPagePath} from './site';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/** Set to `undefined` to switch the bar off; change `id` to show a closed bar again. */
export const announcementBar: AnnouncementBar | undefined = {
  id: 'documented-lines-5x-4x',
  content: [
    `本站文档对应 weapp-tailwindcss ${currentLine.line}（最新 ${currentLine.version}），`,
    `${legacyLine.line} 的文档保留在 <a href="${legacyLine.docsPath}">${legacyLine.line} 版本</a>；`,
    `从 ${legacyLine.line} 升级见<a href="${versionsPagePath}">迁移指南</a>。`,
  ].join(''),
  isCloseable: true,
};
