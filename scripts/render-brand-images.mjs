#!/usr/bin/env node
// Renders the raster copies of the brand SVGs (social card, touch icon) with Debian's Chromium.
// Run it after editing assets/social-card.svg or static/img/logo.svg; the PNGs are committed.
import {readFile} from 'node:fs/promises';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';

const targets = [
  {source: 'assets/social-card.svg', output: 'static/img/social-card.png', width: 1200, height: 630},
  {source: 'static/img/logo.svg', output: 'static/img/apple-touch-icon.png', width: 180, height: 180},
];

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  for (const {source, output, width, height} of targets) {
    const page = await browser.newPage({viewport: {width, height}});
    const svg = await readFile(source, 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:#0b1222}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
    );
    await page.screenshot({path: output, type: 'png'});
    await page.close();
    console.log(`${source} → ${output}`);
  }
} finally {
  await browser.close();
}
