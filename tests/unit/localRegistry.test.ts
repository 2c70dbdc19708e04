import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {compareVersions, startLocalRegistry} from '../../scripts/lib/local-registry.mjs';

interface Packument {
  name: string;
  'dist-tags': Record<string, string>;
  versions: Record<string, {version: string; hasInstallScript?: boolean; dist: {tarball: string; integrity: string; shasum: string}}>;
}

/** An npm-style tarball (entries under package/) of the given package.json. */
function packTarball(dir: string, manifest: Record<string, unknown>): string {
  const source = mkdtempSync(path.join(os.tmpdir(), 'local-registry-pack-'));
  mkdirSync(path.join(source, 'package'));
  writeFileSync(path.join(source, 'package/package.json'), JSON.stringify(manifest));
  writeFileSync(path.join(source, 'package/index.js'), `module.exports = ${JSON.stringify(manifest.version)};\n`);
  const file = path.join(dir, `${String(manifest.name).replace('@', '').replace('/', '-')}-${manifest.version}.tgz`);
  execFileSync('tar', ['-czf', file, '-C', source, 'package']);
  rmSync(source, {recursive: true});
  return file;
}

/** Answers a request with the status and headers it gets, the body decompressed only if asked. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}>((resolve, reject) => {
    http
      .get(url, {headers}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}));
      })
      .on('error', reject);
  });
}

const json = (body: Buffer, headers: http.IncomingHttpHeaders) =>
  JSON.parse((headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8')) as Packument;

describe('local registry', () => {
  const vendorDir = mkdtempSync(path.join(os.tmpdir(), 'local-registry-vendor-'));
  const upstreamRequests: {url: string; headers: http.IncomingHttpHeaders}[] = [];
  let upstreamUrl = '';
  let upstream: http.Server;
  let registry: {url: string; close: () => Promise<void>};
  let weappTailwindcssTarball = '';
  let escapeTarball = '';

  // A stand-in for the upstream registry: two packuments (one scoped) with their own versions, and an
  // unrelated package whose gzipped answer must reach the client as it was sent.
  const upstreamPackuments: Record<string, () => object> = {
    '/weapp-tailwindcss': () => ({
      name: 'weapp-tailwindcss',
      'dist-tags': {latest: '4.12.0', beta: '5.0.0-beta.1'},
      versions: {
        '4.12.0': {name: 'weapp-tailwindcss', version: '4.12.0', dist: {tarball: `${upstreamUrl}/weapp-tailwindcss/-/weapp-tailwindcss-4.12.0.tgz`}},
        '5.0.0-beta.1': {name: 'weapp-tailwindcss', version: '5.0.0-beta.1', dist: {tarball: 'x'}},
      },
    }),
    '/@weapp-core%2fescape': () => ({
      name: '@weapp-core/escape',
      'dist-tags': {latest: '7.0.0'},
      versions: {'7.0.0': {name: '@weapp-core/escape', version: '7.0.0', dist: {tarball: 'x', integrity: 'sha512-upstream'}}},
    }),
    '/left-pad': () => ({name: 'left-pad', 'dist-tags': {latest: '1.3.0'}, versions: {}}),
  };

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      upstreamRequests.push({url: request.url ?? '', headers: request.headers});
      const packument = upstreamPackuments[request.url ?? ''];
      if (!packument) {
        response.writeHead(404, {'content-type': 'application/json'});
        response.end('{"error":"Not found"}');
        return;
      }
      const body = Buffer.from(JSON.stringify(packument()));
      const gzip = /gzip/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, {'content-type': 'application/json', 'x-upstream': 'yes', ...(gzip && {'content-encoding': 'gzip'})});
      response.end(gzip ? gzipSync(body) : body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

    weappTailwindcssTarball = packTarball(vendorDir, {name: 'weapp-tailwindcss', version: '5.3.4', scripts: {postinstall: 'node x.js'}});
    escapeTarball = packTarball(vendorDir, {name: '@weapp-core/escape', version: '8.0.0'});
    packTarball(vendorDir, {name: '@weapp-core/escape', version: '7.0.0'});
    packTarball(vendorDir, {name: '@wevu/compiler', version: '6.20.4'});
    registry = await startLocalRegistry({vendorDir, upstream: `${upstreamUrl}/`});
  });

  afterAll(async () => {
    await registry.close();
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(vendorDir, {recursive: true});
  });

  it('listens on 127.0.0.1', () => {
    expect(registry.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('merges the vendored versions into the upstream packument and moves latest to the newest stable version', async () => {
    const response = await get(`${registry.url}/weapp-tailwindcss`, {accept: 'application/json'});
    expect(response.status).toBe(200);
    const packument = json(response.body, response.headers);
    expect(Object.keys(packument.versions).sort(compareVersions)).toEqual(['4.12.0', '5.0.0-beta.1', '5.3.4']);
    expect(packument['dist-tags']).toEqual({latest: '5.3.4', beta: '5.0.0-beta.1'});
    expect(packument.versions['4.12.0'].dist.tarball).toBe(`${upstreamUrl}/weapp-tailwindcss/-/weapp-tailwindcss-4.12.0.tgz`);
    expect(packument.versions['5.3.4'].dist.tarball).toBe(`${registry.url}/weapp-tailwindcss/-/weapp-tailwindcss-5.3.4.tgz`);
    expect(packument.versions['5.3.4'].hasInstallScript).toBe(true);
  });

  it('serves vendored tarballs whose bytes match dist.integrity and dist.shasum', async () => {
    const packument = json(...(await get(`${registry.url}/weapp-tailwindcss`).then((r) => [r.body, r.headers] as const)));
    const {dist} = packument.versions['5.3.4'];
    const tarball = await get(dist.tarball);
    expect(tarball.status).toBe(200);
    expect(tarball.body.equals(readFileSync(weappTailwindcssTarball))).toBe(true);
    expect(dist.integrity).toBe(`sha512-${createHash('sha512').update(tarball.body).digest('base64')}`);
    expect(dist.shasum).toBe(createHash('sha1').update(tarball.body).digest('hex'));
  });

  it('answers a scoped name written @scope%2fname, keeps a version upstream already has, and serves its tarball', async () => {
    const response = await get(`${registry.url}/@weapp-core%2fescape`);
    const packument = json(response.body, response.headers);
    expect(packument['dist-tags'].latest).toBe('8.0.0');
    expect(packument.versions['7.0.0'].dist.integrity).toBe('sha512-upstream');
    const {tarball} = packument.versions['8.0.0'].dist;
    expect(tarball).toBe(`${registry.url}/@weapp-core/escape/-/escape-8.0.0.tgz`);
    expect((await get(tarball)).body.equals(readFileSync(escapeTarball))).toBe(true);
    expect(upstreamRequests.map((request) => request.url)).toContain('/@weapp-core%2fescape');
  });

  it('sends the tarball of a version upstream already has to upstream, not the vendored copy', async () => {
    await get(`${registry.url}/@weapp-core%2fescape`);
    upstreamRequests.length = 0;
    const tarball = await get(`${registry.url}/@weapp-core/escape/-/escape-7.0.0.tgz`);
    expect(upstreamRequests.map((request) => request.url)).toEqual(['/@weapp-core/escape/-/escape-7.0.0.tgz']);
    expect(tarball.status).toBe(404);
  });

  it('answers a name the upstream registry does not have with the vendored versions alone', async () => {
    const response = await get(`${registry.url}/@wevu%2Fcompiler`);
    const packument = json(response.body, response.headers);
    expect(packument.name).toBe('@wevu/compiler');
    expect(Object.keys(packument.versions)).toEqual(['6.20.4']);
    expect(packument['dist-tags']).toEqual({latest: '6.20.4'});
  });

  it('gzips a merged packument when the client accepts gzip, and asks upstream for the form the client asked for', async () => {
    const corgi = 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*';
    const response = await get(`${registry.url}/weapp-tailwindcss`, {'accept-encoding': 'gzip, deflate', accept: corgi});
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(json(response.body, response.headers)['dist-tags'].latest).toBe('5.3.4');
    expect(upstreamRequests.at(-1)?.headers.accept).toBe(corgi);
  });

  it('proxies every other request as it comes, compressed bodies and status codes included', async () => {
    const response = await get(`${registry.url}/left-pad`, {'accept-encoding': 'gzip'});
    expect(response.status).toBe(200);
    expect(response.headers['x-upstream']).toBe('yes');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString('utf8')).name).toBe('left-pad');
    expect(upstreamRequests.at(-1)?.headers['accept-encoding']).toBe('gzip');

    const missing = await get(`${registry.url}/@types%2fno-such-package?write=true`);
    expect(missing.status).toBe(404);
    expect(upstreamRequests.at(-1)?.url).toBe('/@types%2fno-such-package?write=true');
  });
});

describe('compareVersions', () => {
  it('orders as semver does', () => {
    const ordered = ['2.1.2', '5.0.0-alpha.2', '5.0.0-alpha.10', '5.0.0-beta', '5.0.0-beta.1', '5.0.0', '6.8.0', '6.20.4'];
    expect([...ordered].reverse().sort(compareVersions)).toEqual(ordered);
  });
});
