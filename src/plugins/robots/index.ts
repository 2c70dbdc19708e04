// Local plugin: writes robots.txt at build time, so its sitemap address follows `url` (SITE_URL).
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${normalizeUrl([siteUrl, baseUrl, 'sitemap.xml'])}\n`;
}

export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.baseUrl));
    },
  };
}
