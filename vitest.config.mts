import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX as is for Docusaurus's own compiler; tests compile it with the React 17+ runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    // Hooks that import the whole site configuration (deployConfig) took over 10 s at a load of 16 on two cores.
    hookTimeout: 30_000,
  },
});
