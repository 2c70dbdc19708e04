// Facts about the product that several config modules and pages share.
import packageJson from '../package.json' with {type: 'json'};
import {currentVersion, lineOf} from './releaseLine';

/** A weapp-tailwindcss release line the docs cover, as readers name it ("5.x"), its newest release and where its docs live. */
export interface DocumentedLine {
  readonly line: string;
  readonly version: string;
  readonly docsPath: string;
}

/** The previous line, kept whole at /docs/4.x/: the devDependency, pinned exactly, that its API reference is generated from. */
export const legacyVersion: string = packageJson.devDependencies['weapp-tailwindcss'];

export const currentLine: DocumentedLine = {line: lineOf(currentVersion), version: currentVersion, docsPath: '/docs'};
export const legacyLine: DocumentedLine = {line: lineOf(legacyVersion), version: legacyVersion, docsPath: `/docs/${lineOf(legacyVersion)}`};
export const repoUrl = 'https://github.com/sonofmagic/weapp-tailwindcss';
export const weappViteUrl = 'https://vite.icebreaker.top';
export const authorUrl = 'https://github.com/sonofmagic';
/** The site's own pages about versions. */
export const versionsPagePath = '/docs/migrations/v4-and-v5';
export const releaseNotesPath = '/docs/releases';

export const siteTitle = 'weapp-tailwindcss';
export const siteTagline =
  '把 Tailwind CSS 带给小程序开发者：一套 webpack / vite / gulp 插件，让 uni-app、Taro、Mpx、weapp-vite 与原生小程序直接使用原子类';
export const siteDescription =
  'weapp-tailwindcss 让小程序也能享受 Tailwind CSS 的开发体验：自动转义类名、rem/px 转 rpx，支持 uni-app、uni-app x、Taro、Mpx、原生小程序与 weapp-vite。5.x 面向 Tailwind CSS v4，4.x 还支持 Tailwind CSS v2、v3 与 Rax。';

/** The site's own version (package.json), shown in the footer beside the documented releases. */
export const siteVersion: string = packageJson.version;
