// Facts about the product that several config modules and pages share.
import packageJson from '../package.json' with {type: 'json'};

/** The weapp-tailwindcss release the pages document: the devDependency, pinned exactly, that the API reference is generated from. */
export const documentedVersion: string = packageJson.devDependencies['weapp-tailwindcss'];
/** The documented major line, as readers name it ("4.x"). */
export const documentedLine = `${documentedVersion.split('.')[0]}.x`;
export const repoUrl = 'https://github.com/sonofmagic/weapp-tailwindcss';
export const weappViteUrl = 'https://vite.icebreaker.top';
export const authorUrl = 'https://github.com/sonofmagic';
/** Upstream documents 5.x in its repository: the newest tag's tree shows its README. */
export const nextMajorUrl = `${repoUrl}/tree/weapp-tailwindcss@5.3.4`;
/** The site's own pages about versions. */
export const versionsPagePath = '/docs/migrations/v4-and-v5';
export const releaseNotesPath = '/docs/releases';

export const siteTitle = 'weapp-tailwindcss';
export const siteTagline =
  '把 Tailwind CSS 带给小程序开发者：一套 webpack / vite / gulp 插件，让 uni-app、Taro、Mpx、Rax 与原生小程序直接使用原子类';
export const siteDescription =
  'weapp-tailwindcss 让小程序也能享受 Tailwind CSS 的开发体验：自动转义类名、rem/px 转 rpx，支持 uni-app、uni-app x、Taro、Mpx、Rax、原生小程序与 weapp-vite，兼容 Tailwind CSS v3 与 v4。';
export const siteKeywords = [
  'weapp-tailwindcss',
  'tailwindcss',
  '小程序',
  '微信小程序',
  '原子类',
  'uni-app',
  'uni-app x',
  'taro',
  'mpx',
  'rax',
  'weapp-vite',
  'webpack',
  'vite',
  'gulp',
  'wxss',
  'wxml',
  'rpx',
];
