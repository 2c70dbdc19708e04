import {defineConfig} from 'vitest/config';

// `npm run test:build`: checks of the built site that need no browser, run after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // As in the unit config: the Infima purge check and the playground worker comparison passed 5 s at load 25 on two cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
