import type {ThemeConfig} from '@docusaurus/preset-classic';
import {documentedLine, documentedVersion, nextMajorUrl, versionsPagePath} from './site';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/** Set to `undefined` to switch the bar off; change `id` to show a closed bar again. */
export const announcementBar: AnnouncementBar | undefined = {
  id: 'documented-line-4x',
  content: [
    `本站文档适用于 weapp-tailwindcss ${documentedLine}（最新 <a href="/blog/2026/5/v4.12-release">${documentedVersion}</a>）。`,
    `5.x 由上游在 <a href="${nextMajorUrl}" target="_blank" rel="noopener noreferrer">GitHub 仓库</a>中说明，`,
    `两者的区别见 <a href="${versionsPagePath}">${documentedLine} 与 5.x</a>。`,
  ].join(''),
  isCloseable: true,
};
