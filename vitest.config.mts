import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX as is for Docusaurus's own compiler; tests compile it with the React 17+ runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // `npm test` runs these beside typecheck and lint, three processes on two cores: the 4.x samples' type
    // check took 28 s alone and 56 s beside them at a load of 16–21, and hooks that import the whole site
    // configuration (deployConfig) took over 10 s at a load of 16.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
