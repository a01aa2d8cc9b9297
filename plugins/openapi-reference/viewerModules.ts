/**
 * The modules behind the schema viewers of one spec. Every page is planned (src/reference/pageTrees:
 * the named depth that fits the page's row budget, and which schemas its trees read), and ships
 * exactly what its plan reads:
 * - `s/<hash>.json`: one named schema, descriptions rendered; shared by the pages that read it;
 * - `x/<hash>.js`: the bundle of one named schema (its profile page's viewer data); an operation page
 *   loads it only when a reader opens a mark of that schema, and a bundle loads the bundles of its
 *   own marks the same way;
 * - the page modules themselves (operation and profile pages), which import the above.
 * Modules import each other by relative path (all live one folder below the plugin's data folder),
 * so a bundle can name another before it is written, cycles included.
 */
import {simpleHash} from '@docusaurus/utils';
import {type PagePlan, planOperationPage, planProfilePage} from '../../src/reference/pageTrees';
import type {OperationPageData, ProfileLinks, RawSchema, SchemaMap} from '../../src/reference/types';
import {prepareSchema} from './model';
import {pointerGet} from './pointer';

export type CreateData = (name: string, content: string) => Promise<string>;

/** The document's schemas, looked up and prepared on first read (most pages read a few of many). */
export function lazySchemaMap(document: unknown): SchemaMap {
  const prepared = new Map<string, RawSchema | undefined>();
  const lookup = (ref: string): RawSchema | undefined => {
    if (!prepared.has(ref)) {
      const raw = ref.startsWith('#/') ? pointerGet(document, ref) : undefined;
      prepared.set(ref, raw === undefined ? undefined : prepareSchema(raw));
    }
    return prepared.get(ref);
  };
  return new Proxy({} as Record<string, RawSchema>, {
    get: (_target, key) => (typeof key === 'string' ? lookup(key) : undefined),
    has: (_target, key) => typeof key === 'string' && lookup(key) !== undefined,
  });
}

const relative = (name: string) => `../${name}`;

export interface ViewerModules {
  /** The module source of an operation page: its data and its viewers' data. */
  operationPage: (data: OperationPageData) => string;
  /** The module source of a profile page: its data, and its schema's bundle as viewer data. */
  profilePage: (ref: string, data: unknown) => string;
  /** Writes every schema and bundle module the pages so far need. Call once, after the pages. */
  write: () => Promise<void>;
}

export function viewerModules(specKey: string, document: unknown, profileLinks: ProfileLinks, createData: CreateData): ViewerModules {
  const schemas = lazySchemaMap(document);
  const hashOf = (ref: string) => simpleHash(`${specKey}|${ref}`, 10);
  const name = (kind: 's' | 'x', ref: string) => `${kind}/${hashOf(ref)}.${kind === 's' ? 'json' : 'js'}`;
  const chunkName = (ref: string) => `x-${hashOf(ref)}`;
  const schemaFiles = new Set<string>();
  const bundlePlans = new Map<string, PagePlan>();
  const pending: string[] = [];

  const bundleName = (ref: string) => {
    if (!bundlePlans.has(ref)) {
      bundlePlans.set(ref, planProfilePage(ref, schemas, profileLinks));
      pending.push(ref);
    }
    return name('x', ref);
  };

  /** `{namedDepth, schemas, profiles, expansions}` as module source, with the imports it needs. */
  const viewerSource = (plan: PagePlan): {imports: string[]; literal: string} => {
    const refs = [...plan.reads].filter((ref) => ref in schemas).sort();
    refs.forEach((ref) => schemaFiles.add(ref));
    const imports = refs.map((ref, index) => `import s${index} from ${JSON.stringify(relative(name('s', ref)))};`);
    const profiles = Object.fromEntries(refs.filter((ref) => profileLinks[ref]).map((ref) => [ref, profileLinks[ref]]));
    const expansions = [...plan.marks]
      .sort()
      // The chunk name makes every import of a bundle share one chunk (unnamed, each import site gets its own).
      .map((ref) => `${JSON.stringify(ref)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkName(ref))} */ ${JSON.stringify(relative(bundleName(ref)))})`)
      .join(', ');
    return {
      imports,
      literal: `{namedDepth: ${plan.namedDepth}, schemas: [${refs.map((_ref, index) => `s${index}`).join(', ')}], profiles: ${JSON.stringify(profiles)}, expansions: {${expansions}}}`,
    };
  };

  const moduleSource = (imports: string[], body: string) => `${imports.join('\n')}\nexport default ${body};\n`;

  return {
    operationPage(data) {
      const viewer = viewerSource(planOperationPage(data, schemas, profileLinks));
      return moduleSource(viewer.imports, `{page: ${JSON.stringify(data)}, viewer: ${viewer.literal}}`);
    },
    profilePage(ref, data) {
      return moduleSource([`import viewer from ${JSON.stringify(relative(bundleName(ref)))};`], `{page: ${JSON.stringify(data)}, viewer}`);
    },
    async write() {
      const writes: Promise<string>[] = [];
      // A bundle's marks may plan further bundles: work until none is left.
      for (let ref = pending.shift(); ref !== undefined; ref = pending.shift()) {
        const viewer = viewerSource(bundlePlans.get(ref)!);
        writes.push(createData(name('x', ref), moduleSource(viewer.imports, viewer.literal)));
      }
      for (const ref of schemaFiles) {
        writes.push(createData(name('s', ref), JSON.stringify({ref, schema: schemas[ref]})));
      }
      await Promise.all(writes);
    },
  };
}
