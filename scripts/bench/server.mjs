// Serves a build on 127.0.0.1 with the production routing rules of scripts/lib/static-server.mjs, on a
// free port. Responses are gzip-compressed whenever the client accepts gzip, never brotli, so both sites
// are compared on the same encoding whatever the browser sends.
import {createServer} from 'node:http';
import {createStaticHandler} from '../lib/static-server.mjs';

/**
 * The Accept-Encoding the benchmark server passes on: gzip if the client accepts it, otherwise none.
 * @param {string | string[] | undefined} header
 */
export function gzipOnly(header) {
  const value = Array.isArray(header) ? header.join(',') : String(header ?? '');
  return value
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([coding, ...params]) => coding.trim().toLowerCase() === 'gzip' && !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
    ? 'gzip'
    : 'identity';
}

/**
 * @param {string} root absolute path of a build folder
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function serveBuild(root) {
  const handle = createStaticHandler(root);
  const server = createServer((req, res) => {
    req.headers['accept-encoding'] = gzipOnly(req.headers['accept-encoding']);
    return handle(req, res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The benchmark server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
