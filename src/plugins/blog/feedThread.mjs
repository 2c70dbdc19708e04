// The thread that writes the blog's feeds (feeds.ts). A production build starts it when the plugin is created, so
// that it loads the blog plugin's lib/feed.js (cheerio, feed) while the site loads; the job comes from postBuild.
import {createRequire} from 'node:module';
import {parentPort, workerData} from 'node:worker_threads';
import {siteModuleLoader} from '../siteModules.mjs';

const {writeFeeds} = siteModuleLoader(import.meta.url)('./feeds.ts');
const {createBlogFeedFiles} = createRequire(import.meta.url)(workerData.feedModule);
const job = await new Promise((resolve) => parentPort.once('message', resolve));
await writeFeeds(createBlogFeedFiles, job);
parentPort.postMessage(true);
