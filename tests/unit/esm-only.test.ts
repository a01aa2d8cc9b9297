/**
 * scripts/docusaurus.mjs has jiti leave the ES-module-only packages to Node (scripts/esm-only.mjs).
 * jest runs none of this as Node does (it transpiles those packages itself), so each check runs in
 * a Node process of its own, as the Docusaurus commands do.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {tempTree} from '../support/tempTree';

const SITE = path.resolve(__dirname, '../..');

/** Runs `source` (an ES module) in Node from the site's folder; its JSON output, parsed. */
function runInNode(source: string, env: Record<string, string> = {}): unknown {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', source], {cwd: SITE, encoding: 'utf8', env: {...process.env, ...env}});
  if (run.status !== 0) {
    throw new Error(`node exited ${run.status}:\n${run.stderr}`);
  }
  // require(esm) prints nothing of its own: no ExperimentalWarning on the users' console.
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
}

describe('ES-module-only packages loaded by Node, not transpiled by jiti', () => {
  it('lists the packages whose package.json says "type": "module", and no CommonJS package', () => {
    const names = runInNode(
      `import {loadEsmNatively} from './scripts/esm-only.mjs';
       delete process.env.JITI_NATIVE_MODULES;
       loadEsmNatively();
       console.log(process.env.JITI_NATIVE_MODULES);`,
    ) as string[];
    expect(names).toEqual(expect.arrayContaining(['@redocly/openapi-core', 'remark-gfm', 'unified', 'micromark', '@scalar/snippetz']));
    expect(names).not.toContain('react');
    expect(names).not.toContain('js-yaml');
  });

  it('leaves them to jiti on a Node 20 without require(esm), older than 20.19', () => {
    expect(
      runInNode(
        `import {loadEsmNatively} from './scripts/esm-only.mjs';
         delete process.env.JITI_NATIVE_MODULES;
         Object.defineProperty(process.features, 'require_module', {value: false});
         loadEsmNatively();
         console.log(JSON.stringify(process.env.JITI_NATIVE_MODULES ?? null));`,
      ),
    ).toBeNull();
  });

  it('keeps a value already set', () => {
    expect(
      runInNode(`import {loadEsmNatively} from './scripts/esm-only.mjs'; loadEsmNatively(); console.log(process.env.JITI_NATIVE_MODULES);`, {
        JITI_NATIVE_MODULES: '[]',
      }),
    ).toEqual([]);
  });

  it('every one loads with require(): none awaits at top level', () => {
    const failures = runInNode(
      `import {createRequire} from 'node:module';
       import {loadEsmNatively} from './scripts/esm-only.mjs';
       delete process.env.JITI_NATIVE_MODULES;
       loadEsmNatively();
       const require = createRequire(process.cwd() + '/package.json');
       const failures = [];
       for (const name of JSON.parse(process.env.JITI_NATIVE_MODULES)) {
         try {
           require(name);
         } catch (error) {
           // Packages without a main entry (types only, subpaths only, a nested copy's name).
           if (!['MODULE_NOT_FOUND', 'ERR_PACKAGE_PATH_NOT_EXPORTED'].includes(error.code)) {
             failures.push(name + ': ' + (error.code ?? error.message));
           }
         }
       }
       console.log(JSON.stringify(failures));`,
    );
    expect(failures).toEqual([]);
  });

  it("Docusaurus' config loader takes them natively, and their default exports still arrive as such", () => {
    // A cold jiti cache of its own, so that every file is compiled or not as on a first start.
    const tmp = tempTree({});
    const result = runInNode(
      `import {createRequire} from 'node:module';
       import {loadEsmNatively} from './scripts/esm-only.mjs';
       delete process.env.JITI_NATIVE_MODULES;
       loadEsmNatively();
       const require = createRequire(process.cwd() + '/package.json');
       const lines = [];
       const log = console.log;
       console.log = (...args) => lines.push(args.join(' '));
       const {loadFreshModule} = require('@docusaurus/utils/lib/moduleUtils.js');
       const {renderMarkdown} = await loadFreshModule(process.cwd() + '/lib/openapi/markdown.ts');
       console.log = log;
       const debug = lines.filter((line) => line.startsWith('[jiti]'));
       console.log(JSON.stringify({
         html: renderMarkdown('A *table*:\\n\\n| a |\\n| - |\\n| [x](javascript:alert) |').html,
         native: debug.filter((line) => /\\[native\\].*node_modules\\/remark-gfm\\//.test(line)).length,
         transpiledPackages: debug.filter((line) => /\\[transpile\\].*node_modules\\//.test(line)),
       }));`,
      {JITI_DEBUG: '1', TMPDIR: tmp},
    ) as {html: string; native: number; transpiledPackages: string[]};
    // remark-parse, remark-gfm (a plugin list), remark-rehype and rehype-stringify are default imports.
    expect(result.html).toBe(
      '<p>A <em>table</em>:</p>\n<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td><a href="">x</a></td>\n</tr>\n</tbody>\n</table>',
    );
    expect(result.native).toBeGreaterThan(0);
    expect(result.transpiledPackages).toEqual([]);
  });
});
