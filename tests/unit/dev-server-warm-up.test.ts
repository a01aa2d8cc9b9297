import {createWarmUp, type MessagingServer, type WarmUpCompiler} from '../../lib/dev-server/warmUp';

/** A stand-in for the client compiler and its Watching, and for webpack-dev-server, run by hand as Rspack would. */
function fakeDevServer() {
  const taps: {invalid: (() => void)[]; done: ((stats: {hash?: string}) => void)[]; afterDone: (() => void)[]} = {invalid: [], done: [], afterDone: []};
  const compiles: string[] = [];
  const sent: string[] = [];
  const compiler: WarmUpCompiler = {
    hooks: {
      invalid: {tap: (_name, callback) => taps.invalid.push(callback)},
      done: {tap: (_name, callback) => taps.done.push(callback)},
      afterDone: {tap: (_name, callback) => taps.afterDone.push(callback)},
    },
    watching: {
      invalidate: () => {
        compiles.push('asked');
        taps.invalid.forEach((tap) => tap());
      },
    },
  };
  const server: MessagingServer = {sendMessage: (_clients, type) => sent.push(type)};
  const warmUp = createWarmUp({afterStartMs: 50, idleMs: 30});
  warmUp.plugin.apply(compiler);
  // webpack-dev-server taps the compiler after the plugins (its setupHooks): it announces each compile.
  compiler.hooks.invalid.tap('webpack-dev-server', () => server.sendMessage([], 'invalid'));
  compiler.hooks.done.tap('webpack-dev-server', () => server.sendMessage([], 'still-ok'));
  warmUp.keepFromPages(server);
  /** The server's first compile, which the pages are told of as always. */
  const start = () => {
    finish();
    sent.length = 0;
  };
  /** A compile that ends: its done, then afterDone. */
  const finish = (hash = 'h1') => {
    taps.done.forEach((tap) => tap({hash}));
    taps.afterDone.forEach((tap) => tap());
  };
  return {warmUp, compiles, sent, start, finish, invalid: () => taps.invalid.forEach((tap) => tap())};
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('once the server is idle after its first compile, one compile runs that the open pages never hear of', async () => {
  const dev = fakeDevServer();
  dev.start();
  expect(dev.compiles).toEqual([]);
  await wait(400);
  expect(dev.compiles).toEqual(['asked']);
  dev.finish();
  expect(dev.sent).toEqual([]);
  // The next compile (a save) is announced as usual, and no second warm-up follows.
  dev.invalid();
  dev.finish();
  await wait(400);
  expect(dev.compiles).toEqual(['asked']);
  expect(dev.sent).toEqual(['invalid', 'still-ok']);
});

test('it waits while the server answers requests (a page loading)', async () => {
  const dev = fakeDevServer();
  dev.start();
  const loading = setInterval(dev.warmUp.sawRequest, 10);
  await wait(400);
  expect(dev.compiles).toEqual([]);
  clearInterval(loading);
  await wait(400);
  expect(dev.compiles).toEqual(['asked']);
});

test('a save compiled before the warm-up is the first rebuild: no warm-up follows', async () => {
  const dev = fakeDevServer();
  dev.start();
  dev.invalid();
  dev.finish();
  await wait(400);
  expect(dev.compiles).toEqual([]);
  expect(dev.sent).toEqual(['invalid', 'still-ok']);
});

test('a compile asked for while the warm-up runs (an error to show) is announced', async () => {
  const dev = fakeDevServer();
  dev.start();
  await wait(400);
  expect(dev.compiles).toEqual(['asked']);
  dev.invalid();
  dev.finish();
  expect(dev.sent).toEqual(['invalid', 'still-ok']);
});

test('a warm-up whose hash changed is announced, so the pages fetch the hot updates that follow from the right hash', async () => {
  const dev = fakeDevServer();
  dev.start();
  await wait(400);
  dev.finish('h2');
  expect(dev.sent).toEqual(['still-ok']);
});
