// One TypeDoc run in a worker thread. TypeDoc only logs conversion errors, so they are turned into a
// thrown error here: a broken reference must fail the build rather than leave stale or missing pages.
import {workerData} from 'node:worker_threads';
import {Application, TSConfigReader} from 'typedoc';

const app = await Application.bootstrapWithPlugins(workerData, [new TSConfigReader()]);
const project = await app.convert();
if (!project || app.logger.hasErrors()) throw new Error(`TypeDoc could not convert ${workerData.entryPoints.join(', ')}`);
await app.generateOutputs(project);
if (app.logger.hasErrors()) throw new Error(`TypeDoc could not write ${workerData.out}`);
