import type {Page} from '@playwright/test';
import TEST_READERS from '../../scripts/sign-in/test-readers.json';

/** The internal host's session for the browser tests: globalSetup signs in once and saves it here. */
export const AUTH_FILE = 'test-results/.auth/internal.json';

export type TestReader = keyof typeof TEST_READERS;
export {TEST_READERS};

/** The session cookie the sign-in proxy sets (lib/sign-in/server.ts). */
export const SESSION_COOKIE = '__Host-portal-session';

/** Fills in the local test provider's login form (scripts/sign-in/test-provider.mjs) as a reader, on the page it shows. */
export async function signInAtProvider(page: Page, reader: TestReader): Promise<void> {
  const {email, password} = TEST_READERS[reader];
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', {name: 'Sign in'}).click();
}
