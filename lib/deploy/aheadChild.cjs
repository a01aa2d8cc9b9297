'use strict';
// The process of deployFilesAhead (index.ts): the deploy step's work while the build still runs
// (ahead.ts), at the lowest CPU priority, so it takes only what the build leaves idle (a core while
// the search index is built on one thread), never time from the build. Linux sets the priority per
// thread: set first, it holds for the thread pool this process starts later.
const os = require('node:os');
const path = require('node:path');

os.setPriority(19);
// The build that started it ended or stopped it: nothing here outlives it.
process.on('disconnect', () => process.exit(0));
process.once('message', async ({outDir}) => {
  // Loaded as scripts/build.mjs loads the deploy step: from the same transpile cache.
  const {workAhead} = require('jiti')(__filename)(path.join(__dirname, 'ahead.ts'));
  // Each message only once its file is through, and delivered before the channel closes below:
  // the deploy step does again whatever is not named.
  await workAhead(outDir, (message) => new Promise((resolve) => process.send(message, resolve)));
  process.disconnect();
});
