import fs from 'node:fs';
import path from 'node:path';
import {SITE_DIR} from '../support/siteCopy';

// React 18's streaming renderer puts a NUL before some multibyte characters ("Speicherstraße");
// the page template drops them (docusaurus.config.ts SSR_TEMPLATE, DOCUSAURUS_PATCHES.md). A NUL
// left in a page would also reach its search excerpt and its Markdown twin.

const TEXT_FILES = /\.(html|md|txt|json|xml)$/;

function textFilesWithNul(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => TEXT_FILES.test(file) && !file.startsWith(`_deploy${path.sep}`))
    .filter((file) => fs.readFileSync(path.join(dir, file)).includes(0))
    .sort();
}

describe.each(['live', 'internal'])('the %s build', (flavour) => {
  it('holds no NUL character in any page, twin, page data or search index', () => {
    const dir = path.join(SITE_DIR, 'build', flavour);
    expect(fs.existsSync(path.join(dir, 'index.html'))).toBe(true);
    expect(textFilesWithNul(dir)).toEqual([]);
  });
});
