import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROME_PATH, PORTS} from '../../playwright.config';
import CHROME_ARGS from '../../scripts/chromium-args.json';
import {AUTH_FILE, signInAtProvider} from './sign-in-helpers';

/**
 * Signs in once as the allowed test reader, through nginx, the sign-in proxy and the local test
 * provider (npm run serve:nginx -- internal <port> --sign-in), and saves the session for every test
 * of the internal host (playwright.config.ts: use.storageState). tests/e2e/sign-in.spec.ts starts
 * without it.
 */
export default async function signInOnce(): Promise<void> {
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_ARGS});
  try {
    const page = await browser.newPage();
    const start = `http://127.0.0.1:${PORTS.internal}/portal/`;
    await page.goto(start);
    await signInAtProvider(page, 'allowed');
    await page.waitForURL(start);
    fs.mkdirSync(path.dirname(AUTH_FILE), {recursive: true});
    await page.context().storageState({path: AUTH_FILE});
  } finally {
    await browser.close();
  }
}
