// Debian's Chromium, as every browser-driving script here launches it: Playwright's own browser
// download is not available on these machines, and background networking stays off so that
// nothing but the local test servers is contacted.

/** `CHROMIUM_PATH`, or Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for running as root, headless, without background network traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
