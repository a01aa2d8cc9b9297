// The search index's page reader (pageDocuments.ts): loads the TypeScript sources as Docusaurus
// loads the site's config (jiti) and reads each page it takes, until none is left.
const path = require('node:path');
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const {readPageFile} = jiti(path.join(__dirname, 'pageDocuments.ts'));

const {pages, next} = workerData;
const counter = new Int32Array(next);
for (let index = Atomics.add(counter, 0, 1); index < pages.length; index = Atomics.add(counter, 0, 1)) {
  try {
    parentPort.postMessage({index, documents: readPageFile(pages[index])});
  } catch (error) {
    parentPort.postMessage({index, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
    Atomics.store(counter, 0, pages.length);
  }
}
parentPort.postMessage({done: true});
