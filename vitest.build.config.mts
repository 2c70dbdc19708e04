import {defineConfig} from 'vitest/config';

// `npm run test:build`: checks of the built site that need no browser, run after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
  },
});
