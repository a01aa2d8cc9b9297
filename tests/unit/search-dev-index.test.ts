import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {twinsWritten, writeTwinFile, writingTwins} from '../../lib/twins/files';
import {createDevIndex} from '../../lib/search/devIndex';
import {createDevIndexState} from '../../lib/search/devIndexState';
import {documentsOfTwin} from '../../lib/search/twinDocuments';
import {createSearchEngine} from '../../lib/search/engine';
import {sectionsFor} from '../../lib/portal/sections';

const sections = sectionsFor('internal');

function twinsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dev-index-'));
  writeTwinFile(
    dir,
    '/rest/about-the-api/pagination',
    '# Pagination\n\n> Pages with cursors.\n\nA cursor marks a position.\n\n## Query parameters\n\n| Parameter | Type |\n| --- | --- |\n| `limit` | integer |\n',
  );
  writeTwinFile(dir, '/support/glossary/a-d', '# A to D\n\n## Cursor\n\nAn opaque position.\n');
  writeTwinFile(dir, '/reference/specs/checkout/operations/getCheckout', '# Get a checkout\n\n`GET /checkouts/{checkoutId}`\n');
  writeTwinFile(dir, '/reference/specs/checkout/operations/getCheckout/checkout-v1', '# Get a checkout (v1)\n');
  return dir;
}

const searchIn = (files: Map<string, string>) => {
  const engine = createSearchEngine(async (file) => files.get(file)!);
  return async (query: string) => (await engine.search(`${query} `, [])).map((result) => result.link);
};

describe("the dev server's search index", () => {
  it('waits for twins being written before it reads them, so a search right after a save finds the saved page', async () => {
    const dir = twinsDir();
    let written: () => void = () => undefined;
    writingTwins(new Promise<void>((resolve) => (written = resolve)));
    const index = createDevIndex([dir], sections, twinsWritten);
    try {
      let answered = false;
      const manifest = index.file('manifest.json').then((text) => {
        answered = true;
        return text;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      // The saved spec's page, written after its data.
      writeTwinFile(dir, '/reference/specs/checkout/operations/getCheckout', '# Get a quokkaflavoured checkout\n');
      written();
      expect(await manifest).toBeDefined();
      const engine = createSearchEngine(async (file) => (await index.file(file))!);
      expect((await engine.search('quokkaflavoured ', [])).map((result) => result.link)).toEqual(['/reference/specs/checkout/operations/getCheckout']);
    } finally {
      await index.close();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 60_000);

  it('reads a twin as a page: its title, its sections with their slugs, its words without Markdown', () => {
    const [page, section] = documentsOfTwin({
      markdown:
        '# Pagination\n\n> Pages with [cursors](https://x/y.md).\n\n## Query parameters {#x}\n\n| `limit` | integer |\n| --- | --- |\n\n```json\n## not a heading\n```\n',
      sitePath: '/rest/p',
      module: 'rest',
      kind: 'page',
    });
    expect(page).toMatchObject({path: '/rest/p', title: 'Pagination', text: 'Pages with cursors.'});
    expect(section).toMatchObject({path: '/rest/p#query-parameters-x', title: 'Query parameters {#x}', kind: 'heading'});
    expect(section!.text).toBe('limit integer ## not a heading');
  });

  it('is built from the twins, without versioned pages, and only again when a twin changed, reading only that twin', async () => {
    const dir = twinsDir();
    const state = createDevIndexState([dir], sections);
    const first = state.refresh()!;
    expect(state.lastRead()).toBe(3);
    // Only the glossary names the word here, so its entry leads.
    expect(await searchIn(first)('cursor')).toEqual(['/support/glossary/a-d#cursor', '/rest/about-the-api/pagination']);
    expect(await searchIn(first)('v1')).toEqual([]);
    expect(state.refresh()).toBeUndefined();

    writeTwinFile(dir, '/rest/about-the-api/pagination', '# Pagination\n\nA cursor marks a position. Quokkas page too.\n');
    const second = state.refresh()!;
    expect(state.lastRead()).toBe(1);
    expect(await searchIn(second)('quokkas')).toEqual(['/rest/about-the-api/pagination']);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
