// The page data worker (pageDataThreads.ts): loads the TypeScript sources as Docusaurus loads the
// site's config (jiti) and writes the page data of each spec it takes, until none is left.
const path = require('node:path');
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const {handlePageDataRequest} = jiti(path.join(__dirname, 'pageDataWorkerMain.ts'));

(async () => {
  const {siteDir, requests, next} = workerData;
  const counter = new Int32Array(next);
  for (let index = Atomics.add(counter, 0, 1); index < requests.length; index = Atomics.add(counter, 0, 1)) {
    try {
      parentPort.postMessage({index, files: await handlePageDataRequest(siteDir, requests[index])});
    } catch (error) {
      parentPort.postMessage({index, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
      // The build fails with that: the other thread stops taking specs as soon as it hears it.
      Atomics.store(counter, 0, requests.length);
    }
  }
  parentPort.postMessage({done: true});
})();
