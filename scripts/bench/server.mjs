// Serves a build on 127.0.0.1 with the production routing rules of scripts/lib/static-server.mjs, on a
// free port. Responses are gzip-compressed whenever the client accepts gzip, never brotli, so both sites
// are compared on the same encoding whatever the browser sends.
import {createServer} from 'node:http';
import {connect} from 'node:net';
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

/**
 * The bytes of one response on the wire, status line and headers included, as Chromium asks for a page
 * (keep-alive, gzip): the transfer size Lighthouse's simulation sends in TCP round trips.
 * @param {string} url the server's origin, as serveBuild returns it
 * @param {string} route
 * @returns {Promise<number>}
 */
export function wireBytes(url, route) {
  const {hostname, port} = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const length = /^content-length:\s*(\d+)/im.exec(received.subarray(0, headEnd).toString('latin1'))?.[1];
      if (length === undefined) {
        socket.destroy();
        reject(new Error(`${route}: the response has no Content-Length`));
      } else if (received.length >= headEnd + 4 + Number(length)) {
        socket.destroy();
        resolve(received.length);
      }
    });
    socket.on('error', reject);
    socket.write(`GET ${route} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: gzip, deflate, br\r\nConnection: keep-alive\r\n\r\n`);
  });
}
