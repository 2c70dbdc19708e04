// The transform thread (./service.ts): loads the pipeline (./pipeline.ts, with jiti, as Docusaurus loads
// docusaurus.config.ts) and the packages it runs as soon as it starts, then answers every port it is sent. Each distinct
// example is computed once; a failure to load or to transform is the answer to whoever asked.
import {parentPort} from 'node:worker_threads';
import {siteModuleLoader} from '../../plugins/siteModules.mjs';

const load = siteModuleLoader(import.meta.url);
let pipeline;
try {
  pipeline = load('./pipeline.ts');
} catch (error) {
  pipeline = {transformExample: () => Promise.reject(error), loadPipeline: () => Promise.reject(error)};
}
// Failures reach the examples that need the packages.
pipeline.loadPipeline().catch(() => undefined);

const results = new Map();
let requests = 0;
const serve = (port) =>
  port.on('message', async ({id, template, flags}) => {
    if (template === undefined) {
      port.postMessage({id, result: {requests, computed: results.size}});
      return;
    }
    requests += 1;
    const key = JSON.stringify([template, flags]);
    if (!results.has(key)) results.set(key, pipeline.transformExample(template, flags));
    try {
      port.postMessage({id, result: await results.get(key)});
    } catch (error) {
      port.postMessage({id, error});
    }
  });
parentPort.on('message', serve);
