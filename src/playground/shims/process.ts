// Browser stand-in for Node's `process`, injected into the worker bundle. The bundled dependencies
// only read environment variables (TARO_ENV, AUTOPREFIXER_GRID, …) and call `cwd()` for a default path.
export const process = {
  env: {NODE_ENV: 'production'} as Record<string, string | undefined>,
  cwd: (): string => '/',
};

export default process;
