import {defineConfig} from 'vitest/config';

// `npm run test:build`: checks of the built site that need no browser, run after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // `npm test` runs these beside the end-to-end tests on two cores: the Infima purge check took 20 s alone
    // at a load of 16, and the playground worker comparison passed 5 s at load 25.
    // One module graph per worker, as the unit tests do (vitest.config.mts): 22 → 16 CPU-s here.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
