import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {EventEmitter} from 'node:events';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {createSaveOrder, frontMatterOf, type SaveOrderCompiler} from '../../lib/dev-server/saveOrder';
import {saveFile} from '../support/saveFile';
import {compilerHooks} from '../support/compilerHooks';

/** The client compiler's hooks, run by hand as webpack's watcher would. */
function fakeCompiler() {
  const {hooks, taps} = compilerHooks<{
    invalid: (file: string | null) => void;
    watchRun: (compiler: {modifiedFiles?: Set<string>}) => Promise<void>;
    done: () => void;
  }>();
  const compiler: SaveOrderCompiler = {hooks};
  return {compiler, taps};
}

/** The open page fetching a compile's hot update through the middleware. */
function fetchHotUpdate(middleware: ReturnType<typeof createSaveOrder>['middleware']): void {
  const response = new EventEmitter();
  middleware({url: '/portal/runtime~main.abc.hot-update.js'} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  response.emit('finish');
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

let dir: string;
let doc: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'save-order-'));
  doc = path.join(dir, 'pagination.md');
  fs.writeFileSync(doc, '---\ntitle: Pagination\n---\n\nFirst paragraph.\n');
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

const save = (text: string) => saveFile(doc, text);

test('the front matter is the block between the opening dashes, as written', () => {
  expect(frontMatterOf('---\ntitle: A\nslug: /a\n---\n\nBody.\n')).toBe('title: A\nslug: /a');
  expect(frontMatterOf('---\r\ntitle: A\r\n---\r\nBody')).toBe('title: A');
  expect(frontMatterOf('# No front matter\n')).toBe('');
});

test("a body edit's reload waits until the open page fetched the compile's hot update", async () => {
  const order = createSaveOrder();
  const {compiler, taps} = fakeCompiler();
  order.plugin.apply(compiler);
  order.known([doc]);
  save('---\ntitle: Pagination\n---\n\nAn edited first paragraph.\n');
  taps.invalid(doc);
  const modifiedFiles = new Set([doc]);
  await taps.watchRun({modifiedFiles});
  const load = order.beforeLoad([doc]);
  expect(await settledWithin(load, 50)).toBe(false);
  taps.done();
  expect(await settledWithin(load, 50)).toBe(false);
  fetchHotUpdate(order.middleware);
  expect(await settledWithin(load, 200)).toBe(true);
  // The body's compile needs no metadata.
  expect([...modifiedFiles]).toEqual([doc]);
});

test("a front-matter edit's compile waits for the doc's metadata and takes it along; the rest of the reload waits for the compile", async () => {
  const order = createSaveOrder();
  const {compiler, taps} = fakeCompiler();
  order.plugin.apply(compiler);
  order.known([doc]);
  save('---\ntitle: Pagination, edited\n---\n\nFirst paragraph.\n');
  taps.invalid(doc);
  // The reload loads at once: the metadata comes first.
  expect(await settledWithin(order.beforeLoad([doc]), 50)).toBe(true);
  const modifiedFiles = new Set([doc]);
  const compile = taps.watchRun({modifiedFiles});
  expect(await settledWithin(compile, 50)).toBe(false);
  const metadata = path.join(dir, 'site-docs-pagination-md.json');
  order.known([doc]);
  const rest = order.afterWrite([metadata]);
  expect(await settledWithin(compile, 50)).toBe(true);
  expect([...modifiedFiles]).toEqual([doc, metadata]);
  expect(await settledWithin(rest, 50)).toBe(false);
  taps.done();
  fetchHotUpdate(order.middleware);
  expect(await settledWithin(rest, 200)).toBe(true);
});

test('a reload with no doc of its instance saved (a spec, a sidebar) does not wait', async () => {
  const order = createSaveOrder();
  const {compiler, taps} = fakeCompiler();
  order.plugin.apply(compiler);
  order.known([doc]);
  taps.invalid(path.join(dir, 'checkout.yaml'));
  expect(await settledWithin(order.beforeLoad([doc]), 20)).toBe(true);
  expect(await settledWithin(order.afterWrite([]), 20)).toBe(true);
});

test('with no page open, a compiled body edit holds its reload only a moment', async () => {
  const order = createSaveOrder();
  const {compiler, taps} = fakeCompiler();
  order.plugin.apply(compiler);
  order.known([doc]);
  save('---\ntitle: Pagination\n---\n\nEdited.\n');
  taps.invalid(doc);
  const load = order.beforeLoad([doc]);
  taps.done();
  expect(await settledWithin(load, 1000)).toBe(true);
});
