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

/** Flags headless Chromium needs on our machines (root, no GPU, no network beyond loopback). */
export {default as CHROMIUM_ARGS} from './chromium-args.json' with {type: 'json'};

/** Installs one of Debian's Chromium packages where we may (root on Debian); whether its binary is there afterwards. */
function installed({binary, package: name}, purpose, log) {
  if (fs.existsSync(binary)) {
    return true;
  }
  if (process.getuid?.() !== 0 || !fs.existsSync('/etc/debian_version')) {
    return false;
  }
  log(`No ${binary}: installing Debian's ${name} package with apt-get (for ${purpose}) ...`);
  try {
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
    execFileSync('apt-get', ['install', '-y', '-qq', name], {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
  } catch (error) {
    log(`apt-get could not install ${name}: ${error.message}`);
  }
  return fs.existsSync(binary);
}

/**
 * $CHROME_PATH, else the first of the use's Debian binaries (chromium-binaries.json, in order of
 * preference) that is there or can be installed.
 */
function findFor(use, purpose, log) {
  if (process.env.CHROME_PATH) {
    if (!fs.existsSync(process.env.CHROME_PATH)) {
      throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
    }
    return process.env.CHROME_PATH;
  }
  const found = BINARIES[use].map((key) => BINARIES.packages[key]).find((candidate) => installed(candidate, purpose, log));
  if (found) {
    return found.binary;
  }
  throw new Error(
    `No Chromium found for ${purpose}. Install Debian's chromium package (apt-get install chromium chromium-headless-shell) ` +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}

/** The Chromium the benchmarks measure in: the browser readers run. */
export const findChromium = ({log = console.error} = {}) => findFor('benchmarks', 'the benchmarks', log);

/** The Chromium the browser tests run in (npm test): the headless shell, installed where it may be, else the full browser. */
export const findTestChromium = ({log = console.error} = {}) => findFor('tests', 'the browser tests', log);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(process.argv.includes('--tests') ? findTestChromium() : findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
