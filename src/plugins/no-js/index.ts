// Local plugin: pages read without JavaScript (strict corporate settings, crawlers, reader modes). The
// style sheet no-js.css is linked inside <noscript>, so a browser running scripts never downloads it, and
// every page's <html> is written with the default colour mode, which the theme's inline script sets only
// when scripts run: without it the page was light while code blocks, highlighted for the default mode,
// stayed dark. Server rendering writes it, through the page template (../ssgTemplate.ts).
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {editSsgTemplate} from '../ssgTemplate';

const styleSheet = readFileSync(path.join(__dirname, 'no-js.css'));
const styleSheetPath = `assets/css/no-js.${createHash('sha256').update(styleSheet).digest('hex').slice(0, 8)}.css`;

const HTML_TAG = '<html <%~ it.htmlAttributes %>>';

/** The page template's `<html>` tag with the default colour mode (`light` or `dark`) first, unless the page's own attributes set one. */
const htmlTagWithColourMode = (mode: string): string =>
  `<html <% if (!/\\bdata-theme=/i.test(it.htmlAttributes)) { %>data-theme="${mode}" <% } %><%~ it.htmlAttributes %>>`;

export default function noJsPlugin(context: LoadContext): Plugin {
  const {defaultMode} = (context.siteConfig.themeConfig as {colorMode: {defaultMode: string}}).colorMode;
  return {
    name: 'no-js',
    configureWebpack(_config, isServer) {
      if (!isServer) editSsgTemplate(context.siteConfig, 'no-js', HTML_TAG, htmlTagWithColourMode(defaultMode));
      return {};
    },
    injectHtmlTags() {
      return {headTags: [`<noscript><link rel="stylesheet" href="${context.baseUrl}${styleSheetPath}"></noscript>`]};
    },
    async postBuild({outDir}) {
      await mkdir(path.dirname(path.join(outDir, styleSheetPath)), {recursive: true});
      await writeFile(path.join(outDir, styleSheetPath), styleSheet);
    },
  };
}
