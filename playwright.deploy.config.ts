import {defineConfig} from '@playwright/test';
import base from './playwright.config';
import {deployBuildDir} from './tests/deploy/env.mjs';

// The smoke tests of the deployed configuration (npm run test:deploy), against build-deploy/.
const port = Number(process.env.E2E_DEPLOY_PORT ?? 4175);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: './tests/deploy',
  use: {
    ...base.use,
    baseURL,
    // The pages preconnect to the hosted services: no host name but loopback resolves, so not even a
    // connection attempt leaves the machine (the stubs answer inside the browser, before the network).
    launchOptions: {...base.use?.launchOptions, args: [...(base.use?.launchOptions?.args ?? []), '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']},
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --dir ${deployBuildDir}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
