/**
 * What the MCP tools know of a portal, read from one flavour's build only: the spec downloads
 * (`openapi/`) say which APIs there are and hold their schemas, the page data of the operation and
 * profile pages (`page-data/`) their examples, samples and page addresses, the Markdown twins the
 * pages, rules and changelogs. Everything is read when first asked for and kept.
 */
import {ROUTES} from '../portal/config';
import type {PageDataFile} from '../reference/pageData';
import type {OperationPageData, ProfilePageData} from '../reference/types';
import {isObject, type Json} from '../shared/guards';
import {HTTP_METHODS} from '../openapi/operations';
import {kebabCase} from '../shared/text';
import {pageUrl, twinSitePath, twinUrl} from '../twins/format';
import type {BuildDir} from './buildDir';
import {didYouMean, ToolInputError} from './suggest';

/** A spec download as the build wrote it (bundled: every `$ref` points into the document). */
export type SpecDocument = Json & {info?: Json; paths?: Json; webhooks?: Json; components?: Json};

export interface OperationPage {
  /** The page data file, relative to the site. */
  file: string;
  data: OperationPageData;
}

export interface OperationEntry {
  operationId: string;
  webhook: boolean;
  /** The default page (the newest version). */
  page: OperationPage;
  /** The page of a profile version (`order-v1`), undefined for one the operation does not have. */
  version(id: string): Promise<OperationPage | undefined>;
}

export interface ProfileEntry {
  id: string;
  name: string;
  data: ProfilePageData;
}

export interface Portal {
  build: BuildDir;
  /** Absolute URL of a site path (`/rest/pagination`) or of a permalink that has the base path already. */
  url(sitePathOrPermalink: string): string;
  /** Absolute URL of the page's Markdown twin, the same way. */
  markdownUrl(sitePathOrPermalink: string): string;
  apiKeys(): Promise<string[]>;
  /** The spec download of an API; a tool error naming the APIs there are when the build has none of that key. */
  spec(api: string): Promise<SpecDocument>;
  /** Operation and webhook ids as their page files name them (odd characters of an id become `-`). */
  operationIds(api: string): Promise<string[]>;
  /** An operation or webhook by its operationId (or name), case ignored where that is unambiguous. */
  operation(api: string, operationId: string): Promise<OperationEntry | undefined>;
  /** Profile ids (the page files' paths, which may hold slashes). */
  profileIds(api: string): Promise<string[]>;
  /** The profile page of a named schema or of a profile id, reading one file where the id follows from the name. */
  profile(api: string, by: {name: string} | {id: string}): Promise<ProfileEntry | undefined>;
  /** A page's twin by its site path, or undefined. */
  twin(sitePath: string): Promise<string | undefined>;
  ruleIds(): Promise<string[]>;
}

/** Operations and webhooks a spec declares (paths and OpenAPI 3.1 webhooks). */
export function countOperations(spec: SpecDocument): {operations: number; webhooks: number} {
  const count = (items: unknown) =>
    isObject(items)
      ? Object.values(items).reduce<number>((sum, item) => sum + (isObject(item) ? HTTP_METHODS.filter((method) => isObject(item[method])).length : 0), 0)
      : 0;
  return {operations: count(spec.paths), webhooks: count(spec.webhooks)};
}

export function openPortal(build: BuildDir): Portal {
  const base = build.site.baseUrl.replace(/\/$/, '');
  // Page data's permalinks carry the base path, the search index's paths do not.
  const sitePathOf = (value: string) => (value.startsWith(`${base}/`) || value === base ? value.slice(base.length) || '/' : value);
  const memo = <T>(load: (key: string) => Promise<T>) => {
    const cache = new Map<string, Promise<T>>();
    return (key: string): Promise<T> => {
      let entry = cache.get(key);
      if (!entry) {
        entry = load(key);
        // A failed read is not kept: the build may be written again under a running stdio server.
        entry.catch(() => cache.delete(key));
        cache.set(key, entry);
      }
      return entry;
    };
  };

  let keys: Promise<string[]> | undefined;
  const apiKeys = () =>
    (keys ??= build
      .list('openapi')
      .then((files) => files.filter((file) => !file.includes('/') && file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length))));

  const knownApi = async (api: string): Promise<void> => {
    const known = await apiKeys();
    if (!known.includes(api)) {
      throw new ToolInputError(`Unknown API "${api}".${didYouMean(api, known)} The APIs of this portal: ${known.join(', ')}. list_apis describes each.`);
    }
  };

  const spec = memo(async (api: string): Promise<SpecDocument> => {
    await knownApi(api);
    const document = await build.readJson<SpecDocument>(ROUTES.specDownload(api, 'json'));
    if (!isObject(document)) {
      throw new Error(`The build has no readable spec download for ${api}.`);
    }
    return document;
  });

  const kinds = ['operations', 'webhooks'] as const;
  const folderOf = (api: string, kind: (typeof kinds)[number]) => `${ROUTES.pageData}/reference/specs/${api}/${kind}`;

  /** Page files one level down: the default page of each operation, by file name. */
  const pageFiles = memo(async (api: string): Promise<{base: string; kind: (typeof kinds)[number]}[]> => {
    await knownApi(api);
    const found = [];
    for (const kind of kinds) {
      for (const file of await build.list(folderOf(api, kind))) {
        if (!file.includes('/') && file.endsWith('.json')) {
          found.push({base: file.slice(0, -'.json'.length), kind});
        }
      }
    }
    return found;
  });

  const pageOf = async (file: string): Promise<OperationPage | undefined> => {
    const data = await build.readJson<PageDataFile>(file);
    return data?.kind === 'operation' ? {file, data: data.content.page} : undefined;
  };

  const entryOf = (api: string, base: string, kind: (typeof kinds)[number], page: OperationPage): OperationEntry => ({
    operationId: page.data.operation.operationId,
    webhook: kind === 'webhooks',
    page,
    version: (id) =>
      page.data.versions.some((version) => version.id === id) ? pageOf(`${folderOf(api, kind)}/${base}/${id}.json`) : Promise.resolve(undefined),
  });

  // One file read for an id as written: a spec with a thousand operations is not read whole for one.
  const operation = async (api: string, operationId: string): Promise<OperationEntry | undefined> => {
    const files = await pageFiles(api);
    const exact = files.filter(({base}) => base === operationId);
    const folded = files.filter(({base}) => base.toLowerCase() === operationId.toLowerCase());
    for (const {base, kind} of exact.length > 0 ? exact : folded.length === 1 ? folded : []) {
      const page = await pageOf(`${folderOf(api, kind)}/${base}.json`);
      if (page) {
        return entryOf(api, base, kind, page);
      }
    }
    // An id with characters a URL cannot hold has a file named otherwise: only then are all read.
    if (!/^[A-Za-z0-9_-]+$/.test(operationId)) {
      for (const {base, kind} of files) {
        const page = await pageOf(`${folderOf(api, kind)}/${base}.json`);
        if (page?.data.operation.operationId === operationId) {
          return entryOf(api, base, kind, page);
        }
      }
    }
    return undefined;
  };

  const profileFolder = (api: string) => `${ROUTES.pageData}${ROUTES.profiles(api)}`;
  const profileIds = memo(async (api: string): Promise<string[]> => {
    await knownApi(api);
    return (await build.list(profileFolder(api))).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length));
  });
  const profileOf = async (api: string, id: string): Promise<ProfileEntry | undefined> => {
    const data = await build.readJson<PageDataFile>(`${profileFolder(api)}/${id}.json`);
    return data?.kind === 'profile' ? {id: data.content.page.profile.id, name: data.content.page.profile.name, data: data.content.page} : undefined;
  };
  const profile = async (api: string, by: {name: string} | {id: string}): Promise<ProfileEntry | undefined> => {
    const ids = await profileIds(api);
    if ('id' in by) {
      return ids.includes(by.id) ? profileOf(api, by.id) : undefined;
    }
    // A profile's id is its schema's name in kebab case, unless two names meet there or the spec's profile URI says otherwise.
    const guess = kebabCase(by.name);
    const guessed = ids.includes(guess) ? await profileOf(api, guess) : undefined;
    if (guessed?.name === by.name) {
      return guessed;
    }
    for (const id of ids) {
      const candidate = await profileOf(api, id);
      if (candidate?.name === by.name) {
        return candidate;
      }
    }
    return undefined;
  };

  let rules: Promise<string[]> | undefined;
  const ruleIds = () =>
    (rules ??= build
      .list('guidelines')
      .then((files) => files.filter((file) => /^r\d{6}\.md$/.test(file)).map((file) => file.slice(0, -'.md'.length).toUpperCase())));

  return {
    build,
    url: (value) => pageUrl(build.site, sitePathOf(value)),
    markdownUrl: (value) => twinUrl(build.site, sitePathOf(value)),
    apiKeys,
    spec,
    operationIds: async (api) => (await pageFiles(api)).map(({base}) => base),
    operation,
    profileIds,
    profile,
    twin: (sitePath) => build.read(twinSitePath(sitePath)),
    ruleIds,
  };
}
