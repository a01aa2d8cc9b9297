import fs from 'node:fs';
import path from 'node:path';
import {LLMS_FILE} from '../../lib/twins/llms';
import {describeTwins, filesOf, outDir, type Flavour} from './markdownTwins';

// The Markdown twins of build/live (tests/leak/markdownTwins.ts); build/internal's are in markdown-twins-internal.test.ts.
jest.setTimeout(300_000);

describeTwins('live');

describe('the live twins', () => {
  it('hold no internal section, which the internal twins have', () => {
    const internalOnly = (flavour: Flavour) => filesOf(outDir(flavour), '.md').filter((file) => /^(gateway|wiki)[/\\]/.test(file));
    expect(internalOnly('live')).toEqual([]);
    expect(internalOnly('internal').length).toBeGreaterThan(10);
    const llms = fs.readFileSync(path.join(outDir('live'), LLMS_FILE), 'utf8');
    expect(llms).not.toMatch(/\/portal\/(gateway|wiki)\//);
    expect(fs.readFileSync(path.join(outDir('internal'), LLMS_FILE), 'utf8')).toMatch(/\/portal\/(gateway|wiki)\//);
  });
});
