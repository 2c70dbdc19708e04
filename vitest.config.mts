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
    // One module graph per worker instead of one per file: the files import the same site modules, and loading
    // them again for each of the 62 unit files was most of the run (unit: 79 s → 25 s wall, 75 → 33 CPU-s, load
    // 2–4). No file mocks modules; globals and env stubs are undone in afterEach/finally; the suite passes with the
    // files shuffled (`--sequence.shuffle.files --sequence.seed=<n>`), which is how to look for a leak between files.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
