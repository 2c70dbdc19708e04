// A page as core's server rendering writes it with the site's template (siteConfig.ssrTemplate, or core's
// own): compiled and rendered by core's own functions, as its SSG threads do.
import {createRequire} from 'node:module';
import type {DocusaurusConfig} from '@docusaurus/types';
import {coreSsgTemplate} from '../../src/plugins/ssgTemplate';

type CoreTemplate = {compileSSGTemplate(template: string): Promise<(data: object) => string>};
const {compileSSGTemplate} = createRequire(require.resolve('@docusaurus/core/package.json'))('./lib/ssg/ssgTemplate.js') as CoreTemplate;

export interface PageParts {
  readonly canonical?: string;
  readonly htmlAttributes?: string;
  readonly stylesheets?: readonly string[];
}

export async function renderPage(siteConfig: DocusaurusConfig, page: PageParts = {}): Promise<string> {
  const render = await compileSSGTemplate(siteConfig.ssrTemplate ?? coreSsgTemplate());
  return render({
    appHtml: '<main></main>',
    baseUrl: '/',
    htmlAttributes: page.htmlAttributes ?? 'lang="zh-CN" dir="ltr" class="plugin-pages" data-has-hydrated="false"',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    // Pages carry other links to other addresses (hreflang alternates) before the canonical one.
    metaAttributes: [
      '<title data-rh="true">页</title>',
      '<link data-rh="true" rel="alternate" href="https://example.com/elsewhere" hreflang="x-default"/>',
      ...(page.canonical ? [`<link data-rh="true" rel="canonical" href="${page.canonical}"/>`] : []),
    ],
    scripts: ['assets/js/main.1.js'],
    stylesheets: page.stylesheets ?? ['assets/css/styles.1687f5d9.css'],
    noIndex: false,
    version: '3.9.2',
  });
}
