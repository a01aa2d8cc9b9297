// The page data worker (pageDataThreads.ts): loads the TypeScript sources as Docusaurus loads the
// site's config (jiti) and writes the page data of each spec it takes, or lints it, until none is left.
const path = require('node:path');
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const {handleWorkerRequest} = jiti(path.join(__dirname, 'pageDataWorkerMain.ts'));
const {serveSharedQueue} = jiti(path.join(__dirname, '../../lib/threads/sharedQueue.ts'));

void serveSharedQueue(
  workerData,
  (request) => handleWorkerRequest(workerData, request),
  (reply) => parentPort.postMessage(reply),
);
