import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {describeDeployFiles, writeDeployFiles} from '../../lib/deploy';
import {LARGE_TEXT_BYTES} from '../../lib/deploy/policy';

// What the deploy step compresses ahead of time (PRECOMPRESS), and what it leaves to nginx.
describe('the deploy step precompresses what pays', () => {
  let outDir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), text);
  };
  const script = `console.log(${JSON.stringify('the portal '.repeat(400))});\n`;
  const largeText = 'GET /checkouts returns the open checkouts of a customer.\n'.repeat(Math.ceil(LARGE_TEXT_BYTES / 50));
  const page = `<!doctype html><html><body><main>${'<p>Pagination with cursors.</p>'.repeat(200)}</main></body></html>`;

  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-precompress-'));
    write('assets/js/main.0123abcd.js', script);
    write('assets/css/styles.0123abcd.css', `.navbar{color:red}\n${'.x{margin:0}\n'.repeat(200)}`);
    write('llms-full.txt', largeText);
    write('rest/pagination.html', page);
    write('rest/pagination.md', '# Pagination\n\n'.repeat(200));
  });
  afterEach(() => {
    fs.rmSync(outDir, {recursive: true, force: true});
  });

  test('scripts, styles and large text files get .gz and .br that decompress to the file', async () => {
    await writeDeployFiles(outDir, 'live', {});
    for (const file of ['assets/js/main.0123abcd.js', 'assets/css/styles.0123abcd.css', 'llms-full.txt']) {
      const original = fs.readFileSync(path.join(outDir, file));
      // Buffer#equals, not toEqual: jest compares a buffer byte by byte as an object, minutes for llms-full.txt's megabyte.
      expect(zlib.gunzipSync(fs.readFileSync(path.join(outDir, `${file}.gz`))).equals(original)).toBe(true);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(outDir, `${file}.br`))).equals(original)).toBe(true);
    }
  });

  test('pages and twins of ordinary size are left to nginx', async () => {
    await writeDeployFiles(outDir, 'live', {});
    for (const file of ['rest/pagination.html', 'rest/pagination.md']) {
      expect(fs.existsSync(path.join(outDir, `${file}.gz`))).toBe(false);
      expect(fs.existsSync(path.join(outDir, `${file}.br`))).toBe(false);
    }
  });

  test('a page of LARGE_TEXT_BYTES or more is precompressed', async () => {
    write('reference/stripe.html', page.replace('<main>', `<main>${'<p>x</p>'.repeat(LARGE_TEXT_BYTES / 8)}`));
    await writeDeployFiles(outDir, 'live', {});
    expect(fs.existsSync(path.join(outDir, 'reference/stripe.html.gz'))).toBe(true);
  });

  test('the report names each kind with its files, for the build log', async () => {
    const report = await writeDeployFiles(outDir, 'live', {});
    expect(report.map(({kind, files}) => [kind, files])).toEqual([
      ['pages checked, headers and CSP', 5],
      ['scripts and styles', 2],
      ['large text files', 1],
    ]);
    expect(describeDeployFiles(report)).toMatch(
      /^\d+\.\d s \(pages checked, headers and CSP: 5 files, \d+\.\d s; scripts and styles: 2 files, [\d.]+ MB, \d+\.\d s; large/,
    );
  });
});
