// Local plugin: pages read without JavaScript (strict corporate settings, crawlers, reader modes). The
// style sheet no-js.css is linked inside <noscript>, so a browser running scripts never downloads it, and
// every page's <html> is written with the default colour mode, which the theme's inline script sets only
// when scripts run: without it the page was light while code blocks, highlighted for the default mode,
// stayed dark.
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {writeFile, mkdir} from 'node:fs/promises';
import {builtHtmlFiles, rewriteHtmlFile} from '../rewriteHtml';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const styleSheet = readFileSync(path.join(__dirname, 'no-js.css'));
const styleSheetPath = `assets/css/no-js.${createHash('sha256').update(styleSheet).digest('hex').slice(0, 8)}.css`;

/** Writes the default colour mode on the `<html>` tag of a built page, unless it has one already. */
export function withColourMode(html: string, mode: string): string {
  return html.replace(/<html\b(?![^>]*\bdata-theme=)/i, `<html data-theme=${mode}`);
}

export default function noJsPlugin(context: LoadContext): Plugin {
  const {defaultMode} = (context.siteConfig.themeConfig as {colorMode: {defaultMode: string}}).colorMode;
  return {
    name: 'no-js',
    injectHtmlTags() {
      return {headTags: [`<noscript><link rel="stylesheet" href="${context.baseUrl}${styleSheetPath}"></noscript>`]};
    },
    async postBuild({outDir}) {
      await mkdir(path.dirname(path.join(outDir, styleSheetPath)), {recursive: true});
      await writeFile(path.join(outDir, styleSheetPath), styleSheet);
      for (const file of await builtHtmlFiles(outDir)) {
        await rewriteHtmlFile(file, (html) => {
          const written = withColourMode(html, defaultMode);
          if (!/<html\b[^>]*\bdata-theme=/i.test(written)) throw new Error(`no-js: ${path.relative(outDir, file)} has no <html> tag to write the colour mode on`);
          return written;
        });
      }
    },
  };
}
