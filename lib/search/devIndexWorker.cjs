// The dev server's search index worker (devIndex.ts): loads the TypeScript sources as Docusaurus
// loads the site's config (jiti) and answers each numbered request with the index's files, or
// none when no twin changed.
const path = require('node:path');
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const {createDevIndexState} = jiti(path.join(__dirname, 'devIndexState.ts'));
const state = createDevIndexState(workerData.twinDirs, workerData.sections);

parentPort.on('message', (id) => {
  try {
    const files = state.refresh();
    parentPort.postMessage({id, ...(files ? {files: [...files]} : {})});
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
});
