import fs from 'node:fs';
import path from 'node:path';
import {copySite, type BuildResult} from './siteCopy';

/** What a previous good build left in build/<flavour>: one page, with content this build would not write. */
const PREVIOUS_PAGE = 'index.html';
const previousContent = (flavour: string) => `<!doctype html><title>The ${flavour} site of an earlier build</title>\n`;

/**
 * Puts an earlier build's site into build/<flavour> of a site copy, where a deploy would pick it
 * up: a failed build must leave it as it is (scripts/build.mjs builds into build/.partial-<flavour>
 * and moves that only when every step succeeded).
 */
export function placePreviousSite(dir: string, flavour: 'live' | 'internal'): void {
  fs.mkdirSync(path.join(dir, 'build', flavour), {recursive: true});
  fs.writeFileSync(path.join(dir, 'build', flavour, PREVIOUS_PAGE), previousContent(flavour));
}

/**
 * A fresh copy of the site for each test of the calling describe block, holding an earlier build's
 * site in build/<flavour> (placePreviousSite), removed after the test. Returns the copy's folder.
 */
export function siteWithPreviousBuild(flavour: 'live' | 'internal'): () => string {
  let dir = '';
  beforeEach(() => {
    dir = copySite();
    placePreviousSite(dir, flavour);
  });
  afterEach(() => {
    fs.rmSync(dir, {recursive: true, force: true});
  });
  return () => dir;
}

/**
 * A build that fails the way a writer needs: exit 1, the expected messages, no stack frames or
 * YAML dumps, and no partial site: build/ holds the earlier build's site of the flavour untouched
 * (placePreviousSite) and no build/.partial-<flavour>.
 */
export function expectFailureKeepsPreviousSite(dir: string, flavour: 'live' | 'internal', result: BuildResult, ...messages: (string | RegExp)[]): void {
  expect(result.status).toBe(1);
  for (const message of messages) {
    expect(result.output).toMatch(message);
  }
  expect(result.output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(result.output).not.toMatch(/YAMLException/);
  expect(result.output).toMatch(new RegExp(`nothing was written to build/${flavour}`, 'i'));
  const buildDir = path.join(dir, 'build');
  expect(fs.readdirSync(buildDir)).toEqual([flavour]);
  expect(fs.readdirSync(path.join(buildDir, flavour), {recursive: true})).toEqual([PREVIOUS_PAGE]);
  expect(fs.readFileSync(path.join(buildDir, flavour, PREVIOUS_PAGE), 'utf8')).toBe(previousContent(flavour));
}
