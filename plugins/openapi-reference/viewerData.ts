/**
 * The viewer data of one spec's pages. Every page is planned (lib/reference/pageTrees: the named
 * depth that fits the page's row budget, and which schemas its trees read) and ships exactly what
 * its plan reads, descriptions rendered:
 * - an operation or profile page's data file holds its viewers' schemas;
 * - a mark (a schema shown above, or nested deeper than the page expands) names the file of that
 *   schema's bundle (its profile page's viewer data), which the browser loads when a reader opens
 *   it; a bundle names the bundles of its own marks the same way, cycles included.
 */
import {simpleHash} from '@docusaurus/utils';
import {sharedDataFile} from '../../lib/reference/pageData';
import {type OperationTrees, type PageContent, type PagePlan, planOperationPage, planProfilePage} from '../../lib/reference/pageTrees';
import type {SchemaNode} from '../../lib/reference/schemaModel';
import type {OperationPageData, ProfileLinks, ProfilePageData, RawSchema, SchemaBundle, SchemaMap} from '../../lib/reference/types';
import {prepareSchema} from '../../lib/openapi/model';
import {pointerGet} from '../../lib/shared/pointer';

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

export interface ViewerData {
  /** The document's schemas, prepared once for the pages and their Markdown twins. */
  schemas: SchemaMap;
  /** A page's content, and the trees its plan built, for its Markdown twin. */
  operationPage: (data: OperationPageData) => {content: PageContent<OperationPageData>; trees: OperationTrees};
  /** A profile page shows its schema's bundle. */
  profilePage: (ref: string, data: ProfilePageData) => {content: PageContent<ProfilePageData>; tree: SchemaNode};
  /**
   * The bundles the pages so far name, each once, as [file, bundle]; a bundle's marks may name
   * further bundles, which follow. Take them after the pages.
   */
  bundles: () => Generator<[string, SchemaBundle]>;
}

export function viewerData(specKey: string, document: unknown, profileLinks: ProfileLinks): ViewerData {
  const schemas = lazySchemaMap(document);
  const bundleFile = (ref: string) => sharedDataFile('bundles', simpleHash(`${specKey}|${ref}`, 10));
  // Plans without their trees: a bundle needs only what its trees read.
  const plans = new Map<string, PagePlan>();
  const planOf = (ref: string) => {
    if (!plans.has(ref)) {
      const {trees: _trees, ...plan} = planProfilePage(ref, schemas, profileLinks);
      plans.set(ref, plan);
    }
    return plans.get(ref)!;
  };
  const named = new Set<string>();
  const pending: string[] = [];
  const nameBundle = (ref: string) => {
    if (!named.has(ref)) {
      named.add(ref);
      pending.push(ref);
    }
    return bundleFile(ref);
  };

  const bundleOf = (plan: PagePlan): SchemaBundle => {
    const refs = [...plan.reads].filter((ref) => ref in schemas).sort();
    return {
      namedDepth: plan.namedDepth,
      schemas: refs.map((ref) => ({ref, schema: schemas[ref]!})),
      profiles: Object.fromEntries(refs.filter((ref) => profileLinks[ref]).map((ref) => [ref, profileLinks[ref]!])),
      expansions: Object.fromEntries([...plan.marks].sort().map((ref) => [ref, nameBundle(ref)])),
    };
  };

  return {
    schemas,
    operationPage: (data) => {
      const {trees, ...plan} = planOperationPage(data, schemas, profileLinks);
      return {content: {page: data, viewer: bundleOf(plan)}, trees};
    },
    profilePage: (ref, data) => {
      const {trees: tree, ...plan} = planProfilePage(ref, schemas, profileLinks);
      plans.set(ref, plan);
      return {content: {page: data, viewer: bundleOf(plan)}, tree};
    },
    *bundles() {
      for (let ref = pending.shift(); ref !== undefined; ref = pending.shift()) {
        yield [bundleFile(ref), bundleOf(planOf(ref))];
      }
    },
  };
}
