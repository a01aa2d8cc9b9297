import {chromium} from 'playwright-core';
import {twinRows, devSearchRows} from '/work/main/scripts/bench/twins.mjs';
import {CHROMIUM_ARGS, findChromium} from '/work/main/scripts/find-chromium.mjs';

const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
try { console.log(await devSearchRows(browser, {root: '/work/main'})); } finally { await browser.close(); }
