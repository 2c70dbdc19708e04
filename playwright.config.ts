import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, headlessShellPath} from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

/**
 * Every request for another host goes to this proxy address, where nothing listens, so it fails inside
 * the browser; loopback addresses bypass proxies in Chromium. The fixtures (tests/e2e/fixtures.ts) fail
 * the test that made it. Blocking here rather than with `page.route` keeps every request of the site off
 * the driver's interception path, which made the suite about a twentieth slower.
 */
const blockedProxy = '--proxy-server=http://127.0.0.1:9';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: 'list',
  use: {
    baseURL,
    locale: 'zh-CN',
    // Off: recording a trace costs every test about a sixth of its time on a two-core machine. To look
    // into a failure, run it again with `--trace retain-on-failure` (see the README).
    trace: 'off',
    launchOptions: {executablePath: headlessShellPath, args: [...chromiumArgs, blockedProxy]},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/serve.mjs --port ${port}`,
        url: `${baseURL}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
