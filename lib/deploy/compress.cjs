'use strict';
// One file's `.gz` and `.br`, for the deploy step (index.ts) and for its compression while the
// build still runs (ahead.ts).
const fs = require('node:fs');
const {promisify} = require('node:util');
const zlib = require('node:zlib');

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes `<file>.gz` and `<file>.br`, compressed on the thread pool.
 * @param {string} file
 * @param {{gzipLevel: number, brotliQuality: number}} levels
 * @returns {Promise<void>}
 */
async function compressBeside(file, {gzipLevel, brotliQuality}) {
  const body = await fs.promises.readFile(file);
  const [gz, br] = await Promise.all([
    gzip(body, {level: gzipLevel}),
    brotli(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length}}),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
}

module.exports = {compressBeside};
