import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {filesContaining, readCorpus} from './scan';

describe('how the leak test finds a text in the build', () => {
  const corpus = {
    files: [
      {file: 'agent.js', text: 'tL="LoggingService",tC="TransactionService"'},
      {file: 'page.html', text: '<h2 id=logging>Logging</h2><a href=/portal/reference/specs/benefits/operations/listBenefits>'},
    ],
  };

  test('a heading counts as a whole word, not inside a library identifier', () => {
    expect(filesContaining(corpus, 'Logging')).toEqual(['page.html']);
  });

  test('a URL path counts inside a longer URL', () => {
    expect(filesContaining(corpus, '/operations/listBenefits')).toEqual(['page.html']);
  });
});

describe('the precompressed copies of the build', () => {
  const MARKER = 'Internal gateway runbook: rotate the partner keys';
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-leak-scan-'));
  });

  afterEach(() => {
    fs.rmSync(dir, {recursive: true, force: true});
  });

  test('are read decompressed: an internal text inside a .gz or a .br is found there', () => {
    // The source files are public; only the compressed copies hold the internal text.
    fs.writeFileSync(path.join(dir, 'page.html'), '<p>Public page</p>');
    fs.writeFileSync(path.join(dir, 'page.html.gz'), zlib.gzipSync(`<p>${MARKER}</p>`));
    fs.writeFileSync(path.join(dir, 'page.html.br'), zlib.brotliCompressSync(`<p>${MARKER}</p>`));
    fs.writeFileSync(path.join(dir, 'orphan.js.gz'), zlib.gzipSync(`x="${MARKER}"`));
    expect(filesContaining(readCorpus(dir), MARKER).sort()).toEqual(['orphan.js.gz', 'page.html.br', 'page.html.gz']);
  });

  test('a copy equal to its source is proven so and left to the source', () => {
    fs.writeFileSync(path.join(dir, 'page.html'), `<p>${MARKER}</p>`);
    fs.writeFileSync(path.join(dir, 'page.html.gz'), zlib.gzipSync(`<p>${MARKER}</p>`));
    fs.writeFileSync(path.join(dir, 'page.html.br'), zlib.brotliCompressSync(`<p>${MARKER}</p>`));
    expect(filesContaining(readCorpus(dir), MARKER)).toEqual(['page.html']);
  });
});
