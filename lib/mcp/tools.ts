/**
 * What each tool answers, as plain data (the `structuredContent` of its result). server.ts gives
 * them their names and schemas; here nothing knows of MCP.
 */
import {HOSTS, MCP, ROUTES} from '../portal/config';
import {RULE_TYPES} from '../portal/rules';
import {SECTIONS} from '../portal/sections';
import {releaseAnchor} from '../openapi/changelog';
import {harOf, SAMPLE_CLIENTS} from '../reference/codeSamples';
import type {ExampleView, MediaTypeView, OperationPageData} from '../reference/types';
import {createSearchEngine, type SearchEngine} from '../search/engine';
import type {IndexManifest} from '../search/types';
import {isObject, type Json} from '../shared/guards';
import {childPointer, resolveObject} from '../shared/pointer';
import {trimSlashes} from '../shared/paths';
import {oneLine, readTwinHeader} from '../twins/format';
import {DATE, parseChangelogTwin, releasesSince, VERSION, type ChangeEntry} from './changes';
import {resolveSchema} from './jsonSchema';
import {countOperations, type OperationEntry, type Portal, type SpecDocument} from './portal';
import {closestNames, didYouMean, ToolInputError} from './suggest';

/** The search index's module of top-level pages (home, legal pages) has no name; tools call it this. */
export const GENERAL_SECTION = 'general';

/** The sections a search may be narrowed to: those of this flavour's index. */
export async function searchSections(portal: Portal): Promise<string[]> {
  const manifest = await portal.build.readJson<IndexManifest>(`${trimSlashes(ROUTES.searchIndex)}/manifest.json`);
  return (manifest?.modules ?? []).map((module) => module || GENERAL_SECTION);
}

/** The section a result's page belongs to, as the search's filter names it. */
function sectionOf(sitePath: string, sections: readonly string[]): string {
  const first = trimSlashes(sitePath).split(/[/#]/)[0]!;
  const section = SECTIONS.find((candidate) => candidate.routeBasePath === first || candidate.alsoServes?.includes(first));
  return section && sections.includes(section.id) ? section.id : GENERAL_SECTION;
}

/**
 * `signal` is the call's: aborted when the call is cancelled or runs out of time (lib/mcp/http.ts),
 * so its work stops at the next file read or loop step and frees the process for other calls.
 */
export interface Tools {
  search(input: {query: string; section?: string; limit?: number}, signal?: AbortSignal): Promise<Json>;
  readPage(input: {url: string}): Promise<Json>;
  listApis(signal?: AbortSignal): Promise<Json>;
  getOperation(input: {api: string; operationId: string; version?: string; language?: string; example?: string}, signal?: AbortSignal): Promise<Json>;
  getSchema(input: {api: string; name: string}): Promise<Json>;
  listChanges(input: {api?: string; since?: string}, signal?: AbortSignal): Promise<Json>;
  getRule(input: {id: string}): Promise<Json>;
  /** Every page with a twin, for the resource list: its twin's URL, path, title and summary. */
  listPages(): Promise<{uri: string; sitePath: string; title: string; summary?: string}[]>;
}

/** A JSON text as its value; any other text as it is. */
function jsonValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const omitUndefined = <T extends Json>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

/** The first paragraph of a Markdown description, on one line. */
function firstParagraph(markdown: unknown): string | undefined {
  return typeof markdown === 'string' ? oneLine(markdown.trim().split(/\n\s*\n/)[0] ?? '') || undefined : undefined;
}

/** The site path a read_page URL names: an absolute URL of this portal, or a path with or without the base path, `.md` or not. */
function sitePathOfUrl(portal: Portal, url: string): string {
  const {site} = portal.build;
  const base = `/${trimSlashes(site.baseUrl)}`;
  let pathname = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathname)) {
    let parsed: URL;
    try {
      parsed = new URL(pathname);
    } catch {
      throw new ToolInputError(
        `"${url}" is no URL. Give a page's URL (${portalRoot(portal)}rest/about-the-api/pagination) or its path (/rest/about-the-api/pagination).`,
      );
    }
    if (parsed.host !== HOSTS[portal.build.flavour] || !(parsed.pathname === base || parsed.pathname.startsWith(`${base}/`))) {
      throw new ToolInputError(`read_page reads pages of ${portalRoot(portal)} only; "${url}" is not one. search finds pages by their words.`);
    }
    pathname = parsed.pathname;
  }
  pathname = decodeURIComponentSafe(pathname.split(/[?#]/)[0]!);
  if (pathname === base || pathname.startsWith(`${base}/`)) {
    pathname = pathname.slice(base.length);
  }
  const path = trimSlashes(pathname).replace(/\.md$/, '');
  return path === '' || path === 'index' ? '/' : `/${path}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const portalRoot = (portal: Portal) => portal.url('/');

/** Sample languages by a name a client may use: the label (`Node.js`), lower case, or common aliases. */
const SAMPLE_ALIASES: Readonly<Record<string, string>> = {
  shell: 'curl',
  bash: 'curl',
  sh: 'curl',
  js: 'JavaScript',
  node: 'Node.js',
  nodejs: 'Node.js',
  py: 'Python',
  cs: 'C#',
  csharp: 'C#',
  golang: 'Go',
};

function sampleClient(language: string) {
  const wanted = language.trim().toLowerCase();
  const label = SAMPLE_ALIASES[wanted] ?? wanted;
  const client = SAMPLE_CLIENTS.find((candidate) => candidate.label.toLowerCase() === label.toLowerCase());
  if (!client) {
    throw new ToolInputError(`No request samples in "${language}". Ask for one of: ${SAMPLE_CLIENTS.map((candidate) => candidate.label).join(', ')}.`);
  }
  return client;
}

/** Ids listed in an error: enough to choose from, not a thousand. */
const LISTED_IDS = 60;

async function operationOf(portal: Portal, api: string, operationId: string): Promise<OperationEntry> {
  const entry = await portal.operation(api, operationId);
  if (entry) {
    return entry;
  }
  const ids = await portal.operationIds(api);
  const close = closestNames(operationId, ids);
  const listed =
    ids.length > LISTED_IDS ? `${ids.slice(0, LISTED_IDS).join(', ')} and ${ids.length - LISTED_IDS} more (search finds them by words)` : ids.join(', ');
  throw new ToolInputError(
    `Unknown operationId "${operationId}" in ${api}.${close.length > 0 ? ` Close ones: ${close.join(', ')}.` : ''} The operations and webhooks of ${api}: ${listed}.`,
  );
}

/** The raw operation of the spec a page shows: by method and path (a webhook by its name). */
function rawOperation(spec: SpecDocument, page: OperationPageData): {operation: Json; pathItem: Json} {
  const {method, path, webhook} = page.operation;
  const pathItem = resolveObject(spec, (webhook ? spec.webhooks : spec.paths)?.[path]) ?? {};
  return {operation: resolveObject(spec, pathItem[method]) ?? {}, pathItem};
}

function examplesOf(spec: SpecDocument, view: MediaTypeView | undefined, raw: Json | undefined) {
  const rawExamples = isObject(raw?.examples) ? raw.examples : {};
  return (view?.examples ?? []).map((example: ExampleView) =>
    omitUndefined({
      key: example.key,
      summary: example.label,
      description: resolveObject(spec, rawExamples[example.key])?.description as string | undefined,
      value: jsonValue(example.value),
      generated: example.generated,
    }),
  );
}

function contentOf(spec: SpecDocument, raw: unknown, views: readonly MediaTypeView[] | undefined) {
  const content = isObject(raw) ? raw : {};
  // A versioned page shows its profile's media types only: the page data names them.
  return (views ?? []).map((view) => {
    const media = isObject(content[view.mediaType]) ? (content[view.mediaType] as Json) : undefined;
    return omitUndefined({
      mediaType: view.mediaType,
      profile: view.profile,
      schema: media?.schema === undefined ? undefined : resolveSchema(spec, media.schema, MCP.schemaDepth),
      examples: examplesOf(spec, view, media),
    });
  });
}

function parametersOf(spec: SpecDocument, pathItem: Json, operation: Json) {
  const all = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
    .map((parameter) => resolveObject(spec, parameter))
    .filter((parameter) => parameter !== undefined);
  // The operation's own parameter replaces the path's of the same name and place.
  const byKey = new Map(all.map((parameter) => [`${String(parameter.in)} ${String(parameter.name)}`, parameter]));
  return [...byKey.values()].map((parameter) =>
    omitUndefined({
      name: String(parameter.name),
      in: String(parameter.in),
      required: parameter.required === true,
      deprecated: parameter.deprecated === true ? true : undefined,
      description: typeof parameter.description === 'string' ? parameter.description : undefined,
      schema: parameter.schema === undefined ? undefined : resolveSchema(spec, parameter.schema, MCP.schemaDepth),
      example: parameter.example,
    }),
  );
}

export async function createTools(portal: Portal): Promise<Tools> {
  const engine: SearchEngine = createSearchEngine(async (file) => {
    const text = await portal.build.read(`${trimSlashes(ROUTES.searchIndex)}/${file}`);
    if (text === undefined) {
      throw new Error(`The search index file ${file} is missing from the build.`);
    }
    return text;
  });
  const sections = await searchSections(portal);

  let pages: ReturnType<Tools['listPages']> | undefined;
  const listPages = async () => {
    const files = (await portal.build.list('')).filter((file) => file.endsWith('.md') && !file.startsWith('_'));
    const found = [];
    for (const file of files) {
      const header = readTwinHeader((await portal.build.read(file)) ?? '');
      const sitePath = file === 'index.md' ? '/' : `/${file.slice(0, -'.md'.length)}`;
      if (header) {
        found.push({uri: portal.markdownUrl(sitePath), sitePath, title: header.title, ...(header.summary ? {summary: header.summary} : {})});
      }
    }
    return found;
  };

  const knownApi = async (api: string) => {
    await portal.spec(api);
  };

  return {
    listPages: () => (pages ??= listPages()),

    async search({query, section, limit}, signal) {
      if (section !== undefined && !sections.includes(section)) {
        throw new ToolInputError(`Unknown section "${section}". Search one of: ${sections.join(', ')}; or leave section out to search all.`);
      }
      const modules = section === undefined ? [] : [section === GENERAL_SECTION ? '' : section];
      const results = await engine.search(query, modules, limit ?? MCP.searchLimit.default, undefined, signal);
      return {
        query,
        results: results.map((result) => ({
          title: result.title,
          url: portal.url(result.link),
          markdownUrl: portal.markdownUrl(result.link),
          section: sectionOf(result.link, sections),
          excerpt: result.text,
        })),
      };
    },

    async readPage({url}) {
      const sitePath = sitePathOfUrl(portal, url);
      const markdown = await portal.twin(sitePath);
      if (markdown === undefined) {
        throw new ToolInputError(`No page at "${url}" on ${portalRoot(portal)}. search finds pages by their words; list_apis gives the API pages.`);
      }
      return {url: portal.url(sitePath), markdownUrl: portal.markdownUrl(sitePath), title: readTwinHeader(markdown)?.title ?? '', markdown};
    },

    async listApis(signal) {
      const apis = [];
      for (const key of await portal.apiKeys()) {
        signal?.throwIfAborted();
        const spec = await portal.spec(key);
        const info = isObject(spec.info) ? spec.info : {};
        const {operations, webhooks} = countOperations(spec);
        apis.push(
          omitUndefined({
            key,
            title: String(info.title ?? key),
            version: String(info.version ?? ''),
            description: firstParagraph(info.description),
            operationCount: operations,
            webhookCount: webhooks,
            urls: {
              page: portal.url(ROUTES.api(key)),
              markdown: portal.markdownUrl(ROUTES.api(key)),
              specYaml: portal.url(ROUTES.specDownload(key, 'yaml')),
              specJson: portal.url(ROUTES.specDownload(key, 'json')),
              changelog: portal.url(ROUTES.apiChangelog(key)),
              changelogFeed: portal.url(ROUTES.changelogFeed(key)),
              profiles: portal.url(ROUTES.profiles(key)),
            },
          }),
        );
      }
      return {apis};
    },

    async getOperation({api, operationId, version, language, example}, signal) {
      const spec = await portal.spec(api);
      const entry = await operationOf(portal, api, operationId);
      let page = entry.page;
      if (version !== undefined) {
        const versions = entry.page.data.versions.map((candidate) => candidate.id);
        const chosen = await entry.version(version);
        if (!chosen) {
          throw new ToolInputError(
            versions.length === 0
              ? `${entry.operationId} has one version only: leave version out.`
              : `${entry.operationId} has no version "${version}". Its versions, newest first: ${versions.join(', ')}.`,
          );
        }
        page = chosen;
      }
      // The last wait: what follows (the schemas resolved, the sample generated) runs without a break, so a
      // call whose time ran out while its files were read stops here.
      signal?.throwIfAborted();
      const data = page.data;
      const {operation, pathItem} = rawOperation(spec, data);
      const rawBody = resolveObject(spec, operation.requestBody);
      const rawResponses = isObject(operation.responses) ? operation.responses : {};

      const client = sampleClient(language ?? MCP.defaultSampleLanguage);
      const bodyExamples = data.requestBody?.content[0]?.examples ?? [];
      const chosenExample = example === undefined ? bodyExamples[0] : bodyExamples.find((candidate) => candidate.key === example);
      if (example !== undefined && !chosenExample) {
        throw new ToolInputError(
          bodyExamples.length === 0
            ? `${entry.operationId} takes no request body example: leave example out.`
            : `${entry.operationId} has no request example "${example}". Its examples: ${bodyExamples.map((candidate) => candidate.key).join(', ')}.`,
        );
      }
      const permalink = data.versions.find((candidate) => candidate.id === data.version)?.permalink ?? data.operation.permalink;

      return omitUndefined({
        api,
        operationId: entry.operationId,
        webhook: entry.webhook ? true : undefined,
        method: data.operation.method.toUpperCase(),
        path: data.operation.path,
        summary: data.operation.summary,
        description: typeof operation.description === 'string' ? operation.description : undefined,
        deprecated: data.operation.deprecated,
        preview: data.operation.preview,
        tag: data.operation.tag,
        version: data.version,
        versions: data.versions.map((candidate) => candidate.id),
        servers: (Array.isArray(spec.servers) ? spec.servers : [])
          .filter(isObject)
          .map((server) => omitUndefined({url: String(server.url), description: server.description as string | undefined})),
        security: data.operation.security.map((requirement) => ({scheme: requirement.scheme, scopes: requirement.scopes})),
        parameters: parametersOf(spec, pathItem, operation),
        requestBody: data.requestBody
          ? omitUndefined({
              required: data.requestBody.required,
              description: typeof rawBody?.description === 'string' ? rawBody.description : undefined,
              content: contentOf(spec, rawBody?.content, data.requestBody.content),
            })
          : undefined,
        responses: data.responses.map((response) => {
          const raw = resolveObject(spec, rawResponses[response.status]) ?? {};
          const headers = isObject(raw.headers) ? raw.headers : {};
          return omitUndefined({
            status: response.status,
            description: typeof raw.description === 'string' ? raw.description : undefined,
            headers: response.headers.map((header) => {
              const rawHeader = resolveObject(spec, headers[header.name]);
              return omitUndefined({
                name: header.name,
                required: header.required,
                description: typeof rawHeader?.description === 'string' ? rawHeader.description : undefined,
                schema: rawHeader?.schema === undefined ? undefined : resolveSchema(spec, rawHeader.schema, MCP.schemaDepth),
              });
            }),
            problemTypes: response.problems.length > 0 ? response.problems.map((problem) => problem.type) : undefined,
            content: contentOf(spec, raw.content, response.content),
          });
        }),
        sample: omitUndefined({
          language: client.label,
          example: data.samples.request.bodyType ? chosenExample?.key : undefined,
          code: client.generator.generate(harOf(data.samples.request, data.samples.request.bodyType ? chosenExample?.value : undefined)).trimEnd(),
        }),
        sampleLanguages: SAMPLE_CLIENTS.map((candidate) => candidate.label),
        customSamples: data.samples.custom.length > 0 ? data.samples.custom.map(({label, language: lang, code}) => ({label, language: lang, code})) : undefined,
        history: data.history ? omitUndefined({addedIn: data.history.firstAppeared?.version, lastChangedIn: data.history.lastChanged?.version}) : undefined,
        url: portal.url(permalink),
        markdownUrl: portal.markdownUrl(permalink),
      });
    },

    async getSchema({api, name}) {
      const spec = await portal.spec(api);
      const schemas = isObject(spec.components?.schemas) ? (spec.components.schemas as Json) : {};
      const ids = await portal.profileIds(api);
      const names = Object.keys(schemas);
      const folded = (candidates: string[]) => candidates.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
      const id = ids.includes(name) ? name : undefined;
      let profile = id === undefined ? undefined : await portal.profile(api, {id});
      const found = names.includes(name) ? name : (profile?.name ?? folded(names));
      if (found === undefined) {
        const foldedId = folded(ids);
        profile = foldedId === undefined ? undefined : await portal.profile(api, {id: foldedId});
      }
      const schemaName = found ?? profile?.name;
      if (schemaName === undefined || !(schemaName in schemas)) {
        throw new ToolInputError(
          `${api} has no schema or profile "${name}".${didYouMean(name, [...names, ...ids])} get_operation names the schemas an operation uses.`,
        );
      }
      if (profile?.name !== schemaName) {
        profile = await portal.profile(api, {name: schemaName});
      }
      const raw = schemas[schemaName];
      const example = profile?.data.example?.examples[0];
      return omitUndefined({
        api,
        name: schemaName,
        profileId: profile?.id,
        profileUri: profile?.data.uri,
        deprecated: profile?.data.profile.deprecated ?? (isObject(raw) && raw.deprecated === true),
        preview: profile?.data.profile.preview ?? (isObject(raw) && raw['x-preview'] === true),
        schema: resolveSchema(spec, {$ref: childPointer('#/components/schemas', schemaName)}, MCP.schemaDepth + 1),
        example: example ? jsonValue(example.value) : isObject(raw) ? raw.example : undefined,
        exampleGenerated: example?.generated,
        usedBy: profile?.data.usedBy.map((operation) => ({operationId: operation.operationId, method: operation.method.toUpperCase(), path: operation.path})),
        url: profile ? portal.url(profile.data.profile.permalink) : undefined,
      });
    },

    async listChanges({api, since}, signal) {
      if (since !== undefined && !DATE.test(since) && !VERSION.test(since)) {
        throw new ToolInputError(
          `since must be a version (2.7.0: the releases after it) or a date (2026-01-31: the releases on and after it), not "${since}".`,
        );
      }
      if (api !== undefined) {
        await knownApi(api);
      }
      const keys = api === undefined ? await portal.apiKeys() : [api];
      const releases = [];
      for (const key of keys) {
        signal?.throwIfAborted();
        const twin = await portal.twin(ROUTES.apiChangelog(key));
        for (const release of releasesSince(twin ? parseChangelogTwin(twin) : [], since)) {
          releases.push(
            omitUndefined({
              api: key,
              version: release.version,
              date: release.date,
              url: portal.url(`${ROUTES.apiChangelog(key)}#${releaseAnchor(release.version)}`),
              note: release.note,
              initial: release.initial,
              changes: release.entries.map((entry: ChangeEntry) => ({
                class: entry.class,
                text: entry.text,
                links: entry.links.map((link) => ({label: link.label, url: link.url.replace(/\/index\.md(#|$)/, '/$1').replace(/\.md(#|$)/, '$1')})),
              })),
            }),
          );
        }
      }
      releases.sort((a, b) => (a.date === b.date ? (a.api < b.api ? -1 : a.api > b.api ? 1 : 0) : a.date < b.date ? 1 : -1));
      return {since, releases};
    },

    async getRule({id}) {
      const digits = /^r?(\d{6})$/i.exec(id.trim())?.[1];
      const ruleIds = await portal.ruleIds();
      const markdown = digits ? await portal.build.read(`guidelines/r${digits}.md`) : undefined;
      if (!digits || markdown === undefined) {
        throw new ToolInputError(
          `${digits ? `No rule ${id} in these guidelines.` : `"${id}" is no rule id: a rule id is R and six digits (R102001).`}${didYouMean(id.toUpperCase(), ruleIds)} search with section guidelines finds rules by their words.`,
        );
      }
      const header = readTwinHeader(markdown);
      const types = [...RULE_TYPES].sort((a, b) => b.length - a.length).join('|');
      const line = new RegExp(`^\\*\\*(${types})\\*\\* · (R\\d{6})(.*)$`, 'm').exec(markdown);
      if (!line || !header) {
        throw new Error(`The twin of rule R${digits} does not start as a rule twin does (title, summary, type line).`);
      }
      const text = markdown.slice(line.index + line[0].length).trim();
      return omitUndefined({
        id: line[2]!,
        type: line[1]!,
        title: header.title,
        summary: header.summary,
        automated: line[3]!.includes('linter'),
        text,
        url: portal.url(`/guidelines/r${digits}`),
      });
    },
  };
}
