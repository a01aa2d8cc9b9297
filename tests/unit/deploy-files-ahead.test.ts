import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describeDeployFiles, deployFilesAhead, writeDeployFiles} from '../../lib/deploy';
import {BUNDLER_FILES_FINAL_ENV, HEADERS_MANIFEST, NGINX_HEADERS_FILE, bundlerFilesFinal} from '../../lib/deploy/files';
import {LARGE_TEXT_BYTES} from '../../lib/deploy/policy';
import {NOSCRIPT_CSS} from '../../lib/portal/config';

// The deploy step's work on the bundler's scripts and styles and on the pages, done while postBuild
// runs (scripts/build.mjs), and the deploy step after it: the same files, the same bytes and the
// same checks as the deploy step alone.
describe('the deploy step while the build runs', () => {
  let outDir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), text);
  };
  const scripts = ['assets/js/main.0123abcd.js', 'assets/js/runtime.4567cdef.js', 'assets/css/styles.0123abcd.css'];
  const compressed = (dir: string) =>
    (fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
      .filter((name) => /\.(gz|br)$/.test(name))
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dir, name)).toString('base64')]);

  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-ahead-'));
    scripts.forEach((file, index) => write(file, `console.log(${JSON.stringify(`the portal ${index} `.repeat(400))});\n`));
    write('assets/images/logo.svg', `<svg>${'<g/>'.repeat(400)}</svg>`);
    write('llms-full.txt', 'GET /checkouts returns the open checkouts of a customer.\n'.repeat(Math.ceil(LARGE_TEXT_BYTES / 50)));
    write('rest/pagination.html', `<!doctype html><html><head><style>${NOSCRIPT_CSS}</style></head><body><main>Pagination</main></body></html>`);
  });
  afterEach(() => {
    fs.rmSync(outDir, {recursive: true, force: true});
  });

  test('scripts, styles and pages ahead, then the deploy step does the rest: the same bytes as the deploy step alone', async () => {
    const alone = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-alone-'));
    try {
      fs.cpSync(outDir, alone, {recursive: true});
      await writeDeployFiles(alone, 'live', {});
      const work = await deployFilesAhead(outDir).ended;
      expect([...work.compressed.keys()].map((file) => path.relative(outDir, file)).sort()).toEqual([...scripts].sort());
      expect([...work.checked.keys()].map((file) => path.relative(outDir, file))).toEqual(['rest/pagination.html']);
      expect(fs.existsSync(path.join(outDir, 'llms-full.txt.gz'))).toBe(false);
      const report = await writeDeployFiles(outDir, 'live', {}, work);
      expect(report.map(({kind, files, ahead}) => [kind, files, ahead])).toEqual([
        // The six files and the .gz and .br written ahead.
        ['pages checked, headers and CSP', 12, 1],
        ['scripts and styles', 3, 3],
        ['large text files', 1, undefined],
      ]);
      expect(describeDeployFiles(report)).toMatch(/; scripts and styles: 3 files \(3 while the build ran\), [\d.]+ MB, \d+\.\d s;/);
      expect(compressed(outDir)).toEqual(compressed(alone));
      for (const file of [NGINX_HEADERS_FILE, HEADERS_MANIFEST]) {
        expect(fs.readFileSync(path.join(outDir, file), 'utf8')).toBe(fs.readFileSync(path.join(alone, file), 'utf8'));
      }
    } finally {
      fs.rmSync(alone, {recursive: true, force: true});
    }
  });

  test('a page written again after it was read ahead is checked again', async () => {
    const work = await deployFilesAhead(outDir).ended;
    const page = path.join(outDir, 'rest/pagination.html');
    fs.writeFileSync(page, `<!doctype html><html><body><script>alert(1)</script></body></html>`);
    expect(work.checked.has(page)).toBe(true);
    await expect(writeDeployFiles(outDir, 'live', {}, work)).rejects.toThrow(/rest\/pagination\.html:1: inline script "alert\(1\)"/);
  });

  test('a script written again after it was compressed ahead is compressed again', async () => {
    const work = await deployFilesAhead(outDir).ended;
    const script = path.join(outDir, scripts[0]);
    expect(work.compressed.has(script)).toBe(true);
    fs.writeFileSync(script, `console.log(${JSON.stringify('written again '.repeat(400))});\n`);
    const alone = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-alone-'));
    try {
      fs.cpSync(outDir, alone, {recursive: true});
      fs.readdirSync(alone, {recursive: true, encoding: 'utf8'})
        .filter((name) => /\.(gz|br)$/.test(name))
        .forEach((name) => fs.rmSync(path.join(alone, name)));
      await writeDeployFiles(alone, 'live', {});
      const report = await writeDeployFiles(outDir, 'live', {}, work);
      expect(report.find(({kind}) => kind === 'scripts and styles')?.ahead).toBe(scripts.length - 1);
      expect(compressed(outDir)).toEqual(compressed(alone));
    } finally {
      fs.rmSync(alone, {recursive: true, force: true});
    }
  });

  test('inline code found ahead that the policy does not allow fails the deploy step, naming its line', async () => {
    write('rest/pagination.html', `<!doctype html>\n<html><body>\n<script>alert(1)</script></body></html>`);
    const work = await deployFilesAhead(outDir).ended;
    await expect(writeDeployFiles(outDir, 'live', {}, work)).rejects.toThrow(/rest\/pagination\.html:3: inline script "alert\(1\)"/);
  });

  test('the deploy step compresses what the compression ahead did not finish', async () => {
    const work = await deployFilesAhead(outDir).stop();
    const report = await writeDeployFiles(outDir, 'live', {}, work);
    expect(report.find(({kind}) => kind === 'scripts and styles')?.ahead ?? 0).toBe(work.compressed.size);
    for (const file of scripts) {
      expect(fs.existsSync(path.join(outDir, `${file}.gz`)) && fs.existsSync(path.join(outDir, `${file}.br`))).toBe(true);
    }
  });

  test('the Docusaurus process tells scripts/build.mjs only when it started it so', () => {
    const send = jest.fn();
    const saved = {send: process.send, message: process.env[BUNDLER_FILES_FINAL_ENV]};
    process.send = send;
    try {
      delete process.env[BUNDLER_FILES_FINAL_ENV];
      bundlerFilesFinal();
      expect(send).not.toHaveBeenCalled();
      process.env[BUNDLER_FILES_FINAL_ENV] = 'final';
      bundlerFilesFinal();
      expect(send).toHaveBeenCalledWith('final');
    } finally {
      process.send = saved.send;
      if (saved.message === undefined) {
        delete process.env[BUNDLER_FILES_FINAL_ENV];
      } else {
        process.env[BUNDLER_FILES_FINAL_ENV] = saved.message;
      }
    }
  });
});
