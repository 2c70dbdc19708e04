// Debian's Chromium, as every browser-driving script here launches it: Playwright's own browser
// download is not available on these machines, and background networking stays off so that
// nothing but the local test servers is contacted.

/** `CHROMIUM_PATH`, or Debian's /usr/bin/chromium: the benchmarks and the brand images. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * `CHROMIUM_PATH`, or Debian's headless shell (package chromium-headless-shell): the end-to-end tests.
 * The same Blink and V8 without the desktop browser around them (the browser UI's own renderers, the
 * GPU process), which is what Playwright runs headless tests on by default; a page load takes it less
 * than half the CPU time of /usr/bin/chromium --headless.
 */
export const headlessShellPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Flags for running as root, headless, without background network traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
