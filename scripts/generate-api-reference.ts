// `npm run generate:api`: regenerates the 4.x API reference pages (TypeDoc) and their stamp; see
// src/plugins/typedoc-api. Run it after changing an input the build names, then commit the pages and the stamp.
import path from 'node:path';
import {typedocOptions} from '../config/typedoc';
import {generateApiReference} from '../src/plugins/typedoc-api/generate';

const siteDir = path.resolve(__dirname, '..');
generateApiReference(siteDir, typedocOptions).then(
  (stamp) => console.log(`API reference generated; stamp ${path.relative(siteDir, stamp)}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
