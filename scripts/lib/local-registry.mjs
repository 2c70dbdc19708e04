// A local npm registry for packages the upstream registry lacks. It serves the tarballs of a folder (for
// example weapp-tailwindcss 5.x built from source) as if they were published, and proxies every other
// request to the upstream registry, so that a project's install commands stay exactly what a reader types:
//   npm_config_registry=<url> npm install -D weapp-tailwindcss@5.3.4
// Packument requests for a vendored name answer with the upstream packument (if any) plus the vendored
// versions; `latest` moves to the newest stable version, as it would on the public registry once published.
//
// Usage as a command, until Ctrl+C: node scripts/lib/local-registry.mjs <folder of .tgz files>
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {createReadStream, readFileSync, readdirSync, statSync} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import {pipeline} from 'node:stream';
import {gunzipSync, gzipSync} from 'node:zlib';

// Headers that describe one connection, not the request: the proxy's own connections set their own.
const hopByHopHeaders = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'host']);

/** @param {http.IncomingHttpHeaders} headers */
const endToEndHeaders = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHopHeaders.has(name)));

/** The decoded path of a request URL, or null for a malformed one (answered by the upstream registry). */
function decodedPathname(requestUrl) {
  try {
    return decodeURIComponent(new URL(requestUrl, 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/**
 * @typedef {{name: string, version: string, [field: string]: unknown}} Manifest
 * @typedef {{file: string, manifest: Manifest, integrity: string, shasum: string, size: number, tarballPath: string}} VendoredTarball
 */

/**
 * The package.json inside an npm tarball (gzipped tar whose entries sit under `package/`, as npm and pnpm pack them).
 * @param {Buffer} tgz
 * @returns {Manifest}
 */
export function readTarballManifest(tgz) {
  const tar = gunzipSync(tgz);
  const field = (header, start, length) => header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    offset += 512;
    if (name === 'package/package.json') return JSON.parse(tar.subarray(offset, offset + size).toString('utf8'));
    offset += Math.ceil(size / 512) * 512;
  }
  throw new Error('no package/package.json in the tarball');
}

/**
 * Orders versions as semver does: by major, minor, patch, then a release after its prereleases.
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const parse = (version) => {
    const [core, prerelease] = version.split('+')[0].split(/-(.*)/s);
    return {core: core.split('.').map(Number), prerelease: prerelease ? prerelease.split('.') : []};
  };
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < 3; index++) {
    if (left.core[index] !== right.core[index]) return left.core[index] - right.core[index];
  }
  if (left.prerelease.length === 0 || right.prerelease.length === 0) return right.prerelease.length - left.prerelease.length;
  for (let index = 0; index < Math.max(left.prerelease.length, right.prerelease.length); index++) {
    const [x, y] = [left.prerelease[index], right.prerelease[index]];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    if (x === y) continue;
    const [xNumeric, yNumeric] = [/^\d+$/.test(x), /^\d+$/.test(y)];
    if (xNumeric && yNumeric) return Number(x) - Number(y);
    if (xNumeric !== yNumeric) return xNumeric ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Every `*.tgz` directly in the folder, keyed by package name, each with the registry path it is served at.
 * @param {string} vendorDir
 * @returns {Map<string, VendoredTarball[]>}
 */
export function readVendorDir(vendorDir) {
  /** @type {Map<string, VendoredTarball[]>} */
  const byName = new Map();
  for (const entry of readdirSync(vendorDir).filter((file) => file.endsWith('.tgz')).sort()) {
    const file = path.join(vendorDir, entry);
    const bytes = readFileSync(file);
    const manifest = readTarballManifest(bytes);
    const tarballs = byName.get(manifest.name) ?? [];
    if (tarballs.some((tarball) => tarball.manifest.version === manifest.version)) {
      throw new Error(`${vendorDir} holds ${manifest.name}@${manifest.version} twice`);
    }
    const unscopedName = manifest.name.split('/').pop();
    tarballs.push({
      file,
      manifest,
      integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
      shasum: createHash('sha1').update(bytes).digest('hex'),
      size: bytes.length,
      // The path the public registry uses: /<name>/-/<name without scope>-<version>.tgz
      tarballPath: `/${manifest.name}/-/${unscopedName}-${manifest.version}.tgz`,
    });
    byName.set(manifest.name, tarballs);
  }
  return byName;
}

/**
 * The upstream packument with the vendored versions added. A version the upstream registry already has is
 * left as published there: lock files written against it record its integrity.
 * @param {{name: string, versions?: Record<string, unknown>, 'dist-tags'?: Record<string, string>} | null} upstream
 * @param {VendoredTarball[]} tarballs
 * @param {string} registryUrl where this registry serves the tarballs
 */
export function mergePackument(upstream, tarballs, registryUrl) {
  const name = tarballs[0].manifest.name;
  const packument = {...(upstream ?? {name}), versions: {...upstream?.versions}, 'dist-tags': {...upstream?.['dist-tags']}};
  for (const {manifest, integrity, shasum, tarballPath} of tarballs) {
    if (manifest.version in packument.versions) continue;
    const scripts = /** @type {Record<string, string> | undefined} */ (manifest.scripts);
    packument.versions[manifest.version] = {
      ...manifest,
      _id: `${name}@${manifest.version}`,
      // The registry sets this from the scripts; npm reads it (abbreviated packuments have no scripts).
      hasInstallScript: ['preinstall', 'install', 'postinstall'].some((script) => scripts?.[script] !== undefined),
      dist: {tarball: `${registryUrl}${tarballPath}`, integrity, shasum},
    };
  }
  const stableVersions = [packument['dist-tags'].latest, ...tarballs.map((tarball) => tarball.manifest.version)]
    .filter((version) => version !== undefined && !version.includes('-'))
    .sort(compareVersions);
  if (stableVersions.length > 0) packument['dist-tags'].latest = stableVersions.at(-1);
  return packument;
}

/** A 502 for a request the upstream registry could not answer (once the answer has started, it can only be cut). */
function answerError(response, message) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(502, {'content-type': 'text/plain; charset=utf-8'});
  response.end(`${message}\n`);
}

/**
 * Starts the registry on 127.0.0.1 at a free port.
 * @param {{vendorDir: string, upstream?: string}} options `upstream` defaults to `npm config get registry`
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function startLocalRegistry({vendorDir, upstream = execFileSync('npm', ['config', 'get', 'registry'], {encoding: 'utf8'}).trim()}) {
  const vendored = readVendorDir(vendorDir);
  const tarballsByPath = new Map([...vendored.values()].flat().map((tarball) => [tarball.tarballPath, tarball]));
  const upstreamBase = new URL(upstream.endsWith('/') ? upstream : `${upstream}/`);
  // Tarball paths of vendored versions the upstream packument also lists. npm asks this registry for their
  // tarballs too (it moves the default registry's host to the configured one), but the packument promised
  // upstream's bytes: those requests go upstream, or the install fails with EINTEGRITY.
  const publishedUpstream = new Set();
  let url = '';

  /** Forwards the request as it came (method, headers, body) and streams the answer back as it comes. */
  // Compressed bodies pass through untouched: the client's accept-encoding goes up, content-encoding comes back.
  function proxy(request, response) {
    const target = new URL(`.${request.url}`, upstreamBase);
    const client = target.protocol === 'https:' ? https : http;
    const upstreamRequest = client.request(target, {method: request.method, headers: endToEndHeaders(request.headers)}, (upstreamResponse) => {
      response.writeHead(upstreamResponse.statusCode ?? 502, endToEndHeaders(upstreamResponse.headers));
      pipeline(upstreamResponse, response, () => {});
    });
    upstreamRequest.on('error', (error) => answerError(response, `upstream registry: ${error.message}`));
    pipeline(request, upstreamRequest, () => {});
  }

  async function answerPackument(request, response, name) {
    // Ask upstream for the same form (abbreviated or full) the client asked for; fetch decompresses it.
    const upstreamResponse = await fetch(new URL(`./${name.replace('/', '%2f')}`, upstreamBase), {
      headers: {accept: request.headers.accept ?? 'application/json'},
    });
    if (!upstreamResponse.ok && upstreamResponse.status !== 404) {
      answerError(response, `upstream registry answered ${upstreamResponse.status} for ${name}`);
      return;
    }
    const upstreamPackument = upstreamResponse.ok ? await upstreamResponse.json() : null;
    for (const tarball of vendored.get(name) ?? []) {
      if (upstreamPackument?.versions?.[tarball.manifest.version]) publishedUpstream.add(tarball.tarballPath);
    }
    const body = Buffer.from(JSON.stringify(mergePackument(upstreamPackument, vendored.get(name) ?? [], url)));
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const payload = gzip ? gzipSync(body) : body;
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': payload.length,
      vary: 'accept-encoding',
      ...(gzip && {'content-encoding': 'gzip'}),
    });
    response.end(payload);
  }

  const server = http.createServer((request, response) => {
    // npm writes a scoped name as @scope%2fname in packument URLs and as @scope/name in tarball URLs.
    const pathname = decodedPathname(request.url ?? '/') ?? '';
    const tarball = tarballsByPath.get(pathname);
    if (request.method === 'GET' && tarball && !publishedUpstream.has(pathname)) {
      response.writeHead(200, {'content-type': 'application/octet-stream', 'content-length': tarball.size});
      pipeline(createReadStream(tarball.file), response, () => {});
    } else if (request.method === 'GET' && vendored.has(pathname.slice(1))) {
      answerPackument(request, response, pathname.slice(1)).catch((error) => answerError(response, `upstream registry: ${error.message}`));
    } else {
      proxy(request, response);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the registry has no TCP address');
  url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const vendorDir = process.argv[2];
  if (!vendorDir || !statSync(vendorDir, {throwIfNoEntry: false})?.isDirectory()) {
    console.error('Usage: node scripts/lib/local-registry.mjs <folder of .tgz files>');
    process.exit(2);
  }
  const registry = await startLocalRegistry({vendorDir});
  console.log(`Serving ${readdirSync(vendorDir).filter((file) => file.endsWith('.tgz')).length} vendored tarballs at ${registry.url}`);
  console.log(`  npm_config_registry=${registry.url} npm install …`);
  process.on('SIGINT', () => registry.close().then(() => process.exit(0)));
}
