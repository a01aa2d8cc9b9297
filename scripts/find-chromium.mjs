#!/usr/bin/env node
// Prints the path of a Chromium for the browser tests: $CHROME_PATH, else /usr/bin/chromium.
// Where there is none and we run as root on Debian, installs Debian's chromium with apt, saying so.
// (Playwright's own browser download does not work on our machines.)
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags headless Chromium needs on our machines (root, no GPU, no network beyond loopback). */
export {default as CHROMIUM_ARGS} from './chromium-args.json' with {type: 'json'};

export function findChromium({log = console.error} = {}) {
  if (process.env.CHROME_PATH) {
    if (!fs.existsSync(process.env.CHROME_PATH)) {
      throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
    }
    return process.env.CHROME_PATH;
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) {
    return DEBIAN_CHROMIUM;
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync('/etc/debian_version')) {
    log("No Chromium found: installing Debian's chromium package with apt-get (needed for the browser tests) ...");
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
    if (fs.existsSync(DEBIAN_CHROMIUM)) {
      return DEBIAN_CHROMIUM;
    }
  }
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's chromium package (apt-get install chromium) " +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
