import fs from 'node:fs';
import path from 'node:path';
import {ROUTES, TEXTS} from '../../lib/portal/config';
import {createSearchEngine} from '../../lib/search/engine';
import {fragmentFile} from '../../lib/search/layout';
import type {FragmentEntry, IndexManifest} from '../../lib/search/types';
import {SITE_DIR} from '../support/siteCopy';
import {internalNeedles, publicSourceText} from './internalContent';
import {normalise} from './scan';

/**
 * The search index as built (plugins/search-index): what the live one may show, and whether the
 * internal one puts the page a reader expects into the first five results.
 */
const indexDir = (flavour: 'live' | 'internal') => path.join(SITE_DIR, 'build', flavour, ROUTES.searchIndex);
const engineOf = (flavour: 'live' | 'internal') => createSearchEngine(async (file) => fs.readFileSync(path.join(indexDir(flavour), file), 'utf8'));

function entriesOf(flavour: 'live' | 'internal'): FragmentEntry[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(indexDir(flavour), 'manifest.json'), 'utf8')) as IndexManifest;
  const groups = Math.ceil(manifest.docCount / manifest.fragmentGroupSize);
  return Array.from(
    {length: groups},
    (_, group) => JSON.parse(fs.readFileSync(path.join(indexDir(flavour), fragmentFile(manifest, group)), 'utf8')) as FragmentEntry[],
  ).flat();
}

/** The built page a site path leads to. */
const pageExists = (flavour: 'live' | 'internal', sitePath: string) =>
  [`${sitePath}.html`, `${sitePath}/index.html`].some((file) => fs.existsSync(path.join(SITE_DIR, 'build', flavour, file)));

jest.setTimeout(120_000);

describe('the live search index', () => {
  it('leads only to pages of the live build', () => {
    const missing = entriesOf('live').filter((entry) => !pageExists('live', entry.path.split('#')[0]!));
    expect(missing.map((entry) => entry.path)).toEqual([]);
  });

  it('holds no internal title, heading or sentence', async () => {
    const publicText = normalise(publicSourceText());
    const needles = (await internalNeedles()).filter((needle) => needle.kind !== 'url' && !publicText.includes(normalise(needle.text)));
    const text = normalise(
      entriesOf('live')
        .map((entry) => `${entry.title}\n${entry.text}`)
        .join('\n'),
    );
    expect(needles.filter((needle) => text.includes(normalise(needle.text))).map((needle) => `${needle.text} (${needle.source})`)).toEqual([]);
    // The same check finds them in the internal index, so it can fail.
    const internalText = normalise(
      entriesOf('internal')
        .map((entry) => `${entry.title}\n${entry.text}`)
        .join('\n'),
    );
    expect(needles.filter((needle) => needle.kind === 'title' && internalText.includes(normalise(needle.text))).length).toBeGreaterThan(10);
  });

  it('holds no page furniture: the page actions are not text of any page', () => {
    const furniture = [TEXTS.pageMarkdown.view, TEXTS.pageMarkdown.copy];
    expect(
      entriesOf('internal')
        .filter((entry) => furniture.some((label) => entry.text.includes(label) || entry.title.includes(label)))
        .map((entry) => entry.path),
    ).toEqual([]);
  });

  it('finds nothing of the gateway or the wiki, which the internal index finds', async () => {
    for (const query of ['gateway environments', 'api portal publishing']) {
      const live = await engineOf('live').search(query, []);
      expect(live.filter((result) => /^\/(gateway|wiki)\//.test(result.path))).toEqual([]);
      const internal = await engineOf('internal').search(query, []);
      expect(internal.some((result) => /^\/(gateway|wiki)\//.test(result.path))).toBe(true);
    }
  });
});

describe('relevance on the internal portal', () => {
  const {queries} = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'scripts/bench/search-queries.json'), 'utf8')) as {
    queries: {query: string; expected: string}[];
  };

  it('lists at least 30 queries', () => {
    expect(queries.length).toBeGreaterThanOrEqual(30);
  });

  /** Where the expected page is among the first five results of each query (-1: not there). */
  async function ranks(): Promise<{query: string; expected: string; rank: number; links: string[]}[]> {
    const engine = engineOf('internal');
    const found = [];
    for (const {query, expected} of queries) {
      const links = (await engine.search(query, [], 5)).map((result) => result.link);
      found.push({query, expected, links, rank: links.findIndex((link) => link === expected || (!expected.includes('#') && link.split('#')[0] === expected))});
    }
    return found;
  }

  it('puts the expected page into the first five results of every query', async () => {
    const misses = (await ranks()).filter(({rank}) => rank < 0);
    expect(misses.map(({query, expected, links}) => `${query} -> ${expected} (got ${links.join(', ') || 'nothing'})`)).toEqual([]);
  });

  it('puts the expected page first for at least 90% of the queries', async () => {
    const found = await ranks();
    const firsts = found.filter(({rank}) => rank === 0).length;
    const misses = found.filter(({rank}) => rank !== 0).map(({query, expected, rank}) => `${query} -> ${expected} at ${rank + 1}`);
    expect({share: firsts / found.length >= 0.9, misses}).toEqual({share: true, misses: expect.any(Array)});
  });
});
