import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {headTags} from '../../config/headTags';

const manifest = JSON.parse(readFileSync('static/manifest.webmanifest', 'utf8')) as {
  name?: string;
  short_name?: string;
  display?: string;
  icons?: {src: string}[];
};

describe('web app manifest', () => {
  it('is linked from every page', () => {
    expect(headTags).toContainEqual({tagName: 'link', attributes: {rel: 'manifest', href: '/manifest.webmanifest'}});
  });

  // With display standalone, fullscreen, minimal-ui or window-controls-overlay, Chromium finds the site installable
  // and draws and animates an install button in its address bar while the page hydrates. Its browser and compositor
  // threads run at a higher priority (nice -8) than the page's main thread: in Lighthouse's mobile run of /docs/intro
  // they took a median 650 ms of CPU inside the page's tasks after first paint instead of 360 ms (6 runs), and stretched those tasks'
  // wall time, which simulated TBT multiplies by 4 (issue 39). For "browser" Chromium reports
  // `manifest-display-not-supported` and draws no install button.
  it('asks for no app window, so browsers offer no install button', () => {
    expect(manifest.display).toBe('browser');
  });

  it('still names the site and gives icons that exist, for a shortcut added to a home screen', () => {
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.icons?.length).toBeGreaterThan(0);
    for (const icon of manifest.icons ?? []) expect(existsSync(`static${icon.src}`), icon.src).toBe(true);
  });
});
