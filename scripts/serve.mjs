#!/usr/bin/env node
// Serves the production build the way the static host does: clean URLs, `.html` redirects, the 404
// page with status 404, gzip/brotli and long caching for hashed assets. Used by `npm run serve`,
// the end-to-end tests and the benchmarks; it listens on 127.0.0.1 only.
import {createServer} from 'node:http';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import path from 'node:path';
import {createStaticHandler} from './lib/static-server.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    dir: {type: 'string', default: fileURLToPath(new URL('../build', import.meta.url))},
  },
});

const root = path.resolve(values.dir);
const server = createServer(createStaticHandler(root));
server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${values.port}/`);
});
