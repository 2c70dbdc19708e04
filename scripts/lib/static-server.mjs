// A small static file handler with the routing rules of the production host.
import {createReadStream} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {pipeline} from 'node:stream/promises';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {parseHeadersFile, headersFor} from './headers-file.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressors = {
  br: (buffer) => brotliCompress(buffer, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}}),
  gzip: (buffer) => gzip(buffer, {level: 6}),
};

/**
 * Maps a request path to the redirect target or the candidate files, following the host's rules.
 * @param {string} pathname decoded request path
 * @returns {{redirect: string} | {files: string[]}}
 */
export function resolveRequestPath(pathname) {
  if (pathname.endsWith('/index.html')) return {redirect: pathname.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1')};
  if (pathname.endsWith('.html')) return {redirect: pathname.slice(0, -'.html'.length)};
  if (pathname.length > 1 && pathname.endsWith('/')) return {redirect: pathname.replace(/\/+$/, '') || '/'};
  if (pathname === '/') return {files: ['index.html']};
  const relative = pathname.slice(1);
  return {files: [relative, `${relative}.html`, `${relative}/index.html`]};
}

/** @param {string} root absolute path of the build folder */
export function createStaticHandler(root) {
  const headerRulesPromise = readFile(path.join(root, '_headers'), 'utf8')
    .then(parseHeadersFile)
    .catch(() => []);

  /** The first of `files` that exists under the root, with its stats (the compression cache's key). */
  async function findFile(files) {
    for (const file of files) {
      const absolute = path.join(root, file);
      if (!absolute.startsWith(root + path.sep)) continue;
      const info = await stat(absolute).catch(() => undefined);
      if (info?.isFile()) return {file: absolute, info};
    }
    return undefined;
  }

  // Each file is compressed once per encoding, not on every request: the test suite and the benchmarks
  // load the same few scripts hundreds of times. The key holds size and mtime, so a rebuild is picked up.
  const compressedFiles = new Map();
  function compressedBody({file, info: {size, mtimeMs}}, encoding) {
    const key = `${encoding}:${size}:${mtimeMs}:${file}`;
    let body = compressedFiles.get(key);
    if (!body) {
      body = readFile(file).then(compressors[encoding]);
      compressedFiles.set(key, body);
      body.catch(() => compressedFiles.delete(key));
    }
    return body;
  }

  async function send(req, res, found, status, pathname) {
    const {file} = found;
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    // As the host does: caching is what `_headers` says for the path, otherwise revalidate every time.
    res.setHeader('Cache-Control', 'no-cache');
    for (const [name, value] of headersFor(await headerRulesPromise, pathname)) res.setHeader(name, value);
    res.setHeader('Content-Type', type);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = !compressible.test(type) ? undefined : ['br', 'gzip'].find((name) => accepted.includes(name));
    res.statusCode = status;
    if (encoding) {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
    }
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (encoding) res.end(await compressedBody(found, encoding));
    else await pipeline(createReadStream(file), res);
  }

  return async function handle(req, res) {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        pathname = undefined;
      }
      const resolved = pathname === undefined || pathname.includes('\0') ? {files: []} : resolveRequestPath(pathname);
      if ('redirect' in resolved) {
        res.writeHead(301, {Location: `${encodeURI(resolved.redirect)}${url.search}`});
        res.end();
        return;
      }
      const found = await findFile(resolved.files);
      if (found) {
        await send(req, res, found, 200, pathname);
        return;
      }
      const notFoundPage = await findFile(['404.html']);
      if (!notFoundPage) throw new Error(`${root} has no 404.html`);
      await send(req, res, notFoundPage, 404, pathname ?? '/404');
    } catch (error) {
      if (!res.headersSent) {
        res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
        res.end('Internal error');
      } else {
        res.destroy(error instanceof Error ? error : undefined);
      }
    }
  };
}
