#!/usr/bin/env node
// Finds the Chromium binaries the portal's scripts drive (Playwright's own browser download does not
// work on our machines):
// - the browser tests: $CHROME_PATH, else Debian's chromium-headless-shell, else /usr/bin/chromium.
//   The headless shell is the same Chromium release built without the browser's UI, the build
//   Playwright itself runs headless tests in; on our pages it spends about 40% less CPU than the full
//   browser in headless mode (measured: page-types.spec, 114 s of Chromium CPU against 193 s), and the
//   browser tests are CPU-bound on 2 cores.
// - the benchmarks (Lighthouse, first-load JavaScript, the writer's loop): $CHROME_PATH, else
//   /usr/bin/chromium, the browser readers run.
// Where the binary a caller needs is missing and we run as root on Debian, installs Debian's package
// with apt, saying so; the tests fall back to /usr/bin/chromium when the headless shell cannot be had.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';

import BINARIES from './chromium-binaries.json' with {type: 'json'};

const {browser: DEBIAN_CHROMIUM, headlessShell: DEBIAN_HEADLESS_SHELL} = BINARIES;

/** Flags headless Chromium needs on our machines (root, no GPU, no network beyond loopback). */
export {default as CHROMIUM_ARGS} from './chromium-args.json' with {type: 'json'};

function fromEnvironment() {
  if (process.env.CHROME_PATH && !fs.existsSync(process.env.CHROME_PATH)) {
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
  }
  return process.env.CHROME_PATH;
}

/** Installs one of Debian's Chromium packages where we may (root on Debian); whether its binary is there afterwards. */
function installed({binary, package: name}, purpose, log) {
  if (fs.existsSync(binary)) {
    return true;
  }
  if (process.getuid?.() !== 0 || !fs.existsSync('/etc/debian_version')) {
    return false;
  }
  log(`No ${binary}: installing Debian's ${name} package with apt-get (${purpose}) ...`);
  try {
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
    execFileSync('apt-get', ['install', '-y', '-qq', name], {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
  } catch (error) {
    log(`apt-get could not install ${name}: ${error.message}`);
  }
  return fs.existsSync(binary);
}

const missing = () =>
  new Error(
    "No Chromium found. Install Debian's chromium package (apt-get install chromium chromium-headless-shell) " +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );

/** The Chromium the benchmarks measure in: the browser readers run. */
export function findChromium({log = console.error} = {}) {
  const chosen = fromEnvironment();
  if (chosen) {
    return chosen;
  }
  if (installed(DEBIAN_CHROMIUM, 'needed for the benchmarks', log)) {
    return DEBIAN_CHROMIUM.binary;
  }
  throw missing();
}

/** The Chromium the browser tests run in (npm test): installs the headless shell where it may, else uses the full browser. */
export function findTestChromium({log = console.error} = {}) {
  const chosen = fromEnvironment();
  if (chosen) {
    return chosen;
  }
  if (installed(DEBIAN_HEADLESS_SHELL, 'the browser tests run in it', log)) {
    return DEBIAN_HEADLESS_SHELL.binary;
  }
  if (installed(DEBIAN_CHROMIUM, 'needed for the browser tests', log)) {
    return DEBIAN_CHROMIUM.binary;
  }
  throw missing();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(process.argv.includes('--tests') ? findTestChromium() : findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
