// The search index's page reader (pageDocuments.ts): loads the TypeScript sources as Docusaurus
// loads the site's config (jiti) and reads each page it takes, until none is left.
const path = require('node:path');
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const {readPageFile} = jiti(path.join(__dirname, 'pageDocuments.ts'));
const {serveSharedQueue} = jiti(path.join(__dirname, '../threads/sharedQueue.ts'));

void serveSharedQueue(workerData, readPageFile, (reply) => parentPort.postMessage(reply));
