/**
 * The MCP tools of the event APIs (issue 36): `list_event_apis` and `get_message`. They read the
 * build's AsyncAPI downloads (`asyncapi/<key>.json`, lib/asyncapi/downloads.ts) and model each with
 * lib/asyncapi's own loader, as the pages are made: a live build holds the public event APIs' files
 * only, so the live server knows no other. Payloads, headers and keys come out as JSON Schema (the
 * Avro converted by the model), named schemas inlined by jsonSchema.ts as the REST tools' are.
 */
import path from 'node:path';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {MCP, ROUTES} from '../portal/config';
import type {EventApiModel, EventMessageModel} from '../asyncapi/types';
import {isObject, type Json} from '../shared/guards';
import {parsePointer} from '../shared/pointer';
import {oneLine} from '../twins/format';
import {resolveSchema} from './jsonSchema';
import type {Portal} from './portal';
import {closestNames, didYouMean, ToolInputError} from './suggest';

export interface EventTools {
  /** Keys of the event APIs the build offers for download. */
  keys(): Promise<string[]>;
  /**
   * Starts reading the event APIs in the background: the AsyncAPI parser and a large document take
   * seconds on a busy machine, which the first call would otherwise spend out of its time per call.
   */
  warm(): void;
  listEventApis(signal?: AbortSignal): Promise<Json>;
  getMessage(input: {api: string; message: string}): Promise<Json>;
}

const omitUndefined = <T extends Json>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

function firstParagraph(markdown: string | undefined): string | undefined {
  return markdown ? oneLine(markdown.trim().split(/\n\s*\n/)[0] ?? '') || undefined : undefined;
}

/** The model's named schemas as a document `$ref`s resolve in (`#/components/schemas/<full name>`). */
function schemaDocument(api: EventApiModel): Json {
  const document: Json = {};
  for (const [ref, schema] of Object.entries(api.schemas)) {
    const segments = parsePointer(ref);
    if (!segments || segments.length === 0) {
      continue;
    }
    let node = document;
    for (const segment of segments.slice(0, -1)) {
      node = (isObject(node[segment]) ? node[segment] : (node[segment] = {})) as Json;
    }
    node[segments.at(-1)!] = schema;
  }
  return document;
}

/** Ids listed in an error: enough to choose from. */
const LISTED = 60;
const listed = (names: readonly string[]) =>
  names.length > LISTED ? `${names.slice(0, LISTED).join(', ')} and ${names.length - LISTED} more` : names.join(', ');

/** The event tools of a portal, made once per portal: the HTTP service makes a server per request, and they share the models. */
const made = new WeakMap<Portal, EventTools>();

export function eventToolsOf(portal: Portal): EventTools {
  let tools = made.get(portal);
  if (!tools) {
    tools = createEventTools(portal);
    made.set(portal, tools);
  }
  return tools;
}

export function createEventTools(portal: Portal): EventTools {
  const {build} = portal;
  const folder = ROUTES.eventApiDownload('x', 'json').split('/').filter(Boolean)[0]!;
  let keys: Promise<string[]> | undefined;
  const eventKeys = () =>
    (keys ??= build
      .list(folder)
      .then((files) => files.filter((file) => !file.includes('/') && file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length))));

  const models = new Map<string, Promise<EventApiModel>>();
  const model = async (api: string): Promise<EventApiModel> => {
    const known = await eventKeys();
    if (!known.includes(api)) {
      const rest = await portal.apiKeys();
      const hint = rest.includes(api) ? ` "${api}" is a REST API: list_apis and get_operation describe it.` : '';
      throw new ToolInputError(
        known.length === 0
          ? `Unknown event API "${api}": this portal publishes no event APIs.${hint}`
          : `Unknown event API "${api}".${didYouMean(api, known)}${hint} The event APIs of this portal: ${known.join(', ')}. list_event_apis describes each.`,
      );
    }
    let entry = models.get(api);
    if (!entry) {
      // The key is one of the build's own file names, so the file lies inside the build.
      const file = path.join(build.root, ...ROUTES.eventApiDownload(api, 'json').split('/').filter(Boolean));
      // The AsyncAPI parser is loaded when an event API is first asked for, not with the server: most calls never need it.
      entry = import('../asyncapi/load').then(({loadEventApi}) => loadEventApi(file)).then(({api: loaded}) => loaded);
      // A failed read is not kept: the build may be written again under a running stdio server.
      entry.catch(() => models.delete(api));
      models.set(api, entry);
    }
    return entry;
  };

  const urls = (key: string) => ({
    page: portal.url(ROUTES.eventApi(key)),
    markdown: portal.markdownUrl(ROUTES.eventApi(key)),
    asyncapiYaml: portal.url(ROUTES.eventApiDownload(key, 'yaml')),
    asyncapiJson: portal.url(ROUTES.eventApiDownload(key, 'json')),
  });

  const messageOf = (api: EventApiModel, wanted: string): EventMessageModel => {
    const exact = api.messages.find((message) => message.id === wanted) ?? api.messages.find((message) => message.name === wanted);
    const folded = api.messages.filter((message) => message.id.toLowerCase() === wanted.toLowerCase() || message.name.toLowerCase() === wanted.toLowerCase());
    const found = exact ?? (folded.length === 1 ? folded[0] : undefined);
    if (found) {
      return found;
    }
    const ids = api.messages.map((message) => message.id);
    // Suggested by id, the name the URLs use, whether the id or the event type came close.
    const byName = new Map(api.messages.map((message) => [message.name, message.id]));
    const close = [...new Set([...closestNames(wanted, ids), ...closestNames(wanted, [...byName.keys()]).map((name) => byName.get(name)!)])].slice(0, 5);
    throw new ToolInputError(
      `${api.key} has no message "${wanted}".${close.length > 0 ? ` Close ones: ${close.join(', ')}.` : ''} The messages of ${api.key}: ${listed(ids)}.`,
    );
  };

  /** A REST operation the message links, where this build has its page: the live build has no page of an internal API. */
  const restLink = async (link: {api: string; operationId: string}) => {
    if (!(await portal.apiKeys()).includes(link.api)) {
      return undefined;
    }
    const operation = await portal.operation(link.api, link.operationId);
    if (!operation) {
      return undefined;
    }
    const {data} = operation.page;
    return {
      api: link.api,
      operationId: operation.operationId,
      method: data.operation.method.toUpperCase(),
      path: data.operation.path,
      summary: data.operation.summary,
      url: portal.url(data.operation.permalink),
    };
  };

  return {
    keys: eventKeys,
    warm: () => {
      // Failures are not kept (model), so the call that needs the API reports them itself.
      void eventKeys().then(
        (known) => Promise.all(known.map((key) => model(key).catch(() => undefined))),
        () => undefined,
      );
    },

    async listEventApis(signal) {
      const apis = [];
      for (const key of await eventKeys()) {
        signal?.throwIfAborted();
        const api = await model(key);
        apis.push(
          omitUndefined({
            key,
            title: api.title,
            version: api.version,
            description: firstParagraph(api.description),
            owner: omitUndefined({team: api.owner.team, email: api.owner.email, url: api.owner.url}),
            topics: api.channels.map((channel) => channel.address),
            messageCount: api.messages.length,
            messages: api.messages.map((message) => omitUndefined({id: message.id, name: message.name, summary: message.summary ?? message.title})),
            urls: urls(key),
          }),
        );
      }
      return {eventApis: apis};
    },

    async getMessage({api: key, message: wanted}) {
      const api = await model(key);
      const message = messageOf(api, wanted);
      const document = schemaDocument(api);
      const schema = (value: unknown) => (value === undefined ? undefined : resolveSchema(document, value, MCP.schemaDepth + 1));
      const rest = [];
      for (const link of message.rest) {
        const found = await restLink(link);
        if (found) {
          rest.push(found);
        }
      }
      const page = ROUTES.eventMessage(key, message.id);
      return omitUndefined({
        api: key,
        apiTitle: api.title,
        id: message.id,
        name: message.name,
        title: message.title,
        summary: message.summary,
        description: message.description,
        deprecated: message.deprecated,
        contentType: message.contentType,
        schemaFormat: message.schemaFormat,
        payloadKind: message.payloadKind,
        topics: api.channels
          .filter((channel) => message.channelIds.includes(channel.id))
          .map((channel) =>
            omitUndefined({
              address: channel.address,
              channel: channel.id,
              partitions: channel.kafka?.partitions,
              replicas: channel.kafka?.replicas,
              cleanupPolicy: channel.kafka?.cleanupPolicy,
              retentionMs: channel.kafka?.retentionMs,
            }),
          ),
        operations: api.operations
          .filter(
            (operation) => operation.messageIds.includes(message.id) || (operation.messageIds.length === 0 && message.channelIds.includes(operation.channelId)),
          )
          .map((operation) => ({id: operation.id, action: operation.action})),
        key: schema(message.key),
        headers: schema(message.headers),
        payload: schema(message.payload),
        correlationId: message.correlationId
          ? omitUndefined({location: message.correlationId.location, description: message.correlationId.description})
          : undefined,
        examples: message.examples.map((example) =>
          omitUndefined({name: example.name, summary: example.summary, key: example.key, headers: example.headers, payload: example.payload}),
        ),
        rest,
        url: portal.url(page),
        markdownUrl: portal.markdownUrl(page),
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The tools as the server offers them

const text = (description: string) => z.string().min(1).max(MCP.maxInputLength).describe(description);
const jsonSchema = z
  .unknown()
  .describe(
    'JSON Schema (Avro converted): named schemas inlined (x-schema-name), x-cycle where one refers back to an enclosing one, x-schema-ref below the depth.',
  );
const annotations = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false} as const;

function result(data: Json): CallToolResult {
  return {content: [{type: 'text', text: JSON.stringify(data, null, 2)}], structuredContent: data};
}

/** Registers list_event_apis and get_message on a portal's server. */
export function registerEventTools(server: McpServer, portal: Portal): void {
  const tools = eventToolsOf(portal);
  server.registerTool(
    'list_event_apis',
    {
      title: 'List the event APIs',
      description:
        'Every event API of the portal (AsyncAPI, Kafka): its key (the api of get_message), title, version, description, owner, topics, messages, and the URLs of its page and AsyncAPI downloads.',
      inputSchema: {},
      outputSchema: {
        eventApis: z.array(
          z.object({
            key: z.string(),
            title: z.string(),
            version: z.string(),
            description: z.string().optional(),
            owner: z.object({team: z.string(), email: z.string().optional(), url: z.string().optional()}),
            topics: z.array(z.string()),
            messageCount: z.number(),
            messages: z.array(z.object({id: z.string(), name: z.string(), summary: z.string().optional()})),
            urls: z.object({page: z.string(), markdown: z.string(), asyncapiYaml: z.string(), asyncapiJson: z.string()}),
          }),
        ),
      },
      annotations,
    },
    async (_input, {signal}) => result(await tools.listEventApis(signal)),
  );

  server.registerTool(
    'get_message',
    {
      title: 'Get an event message',
      description:
        'One message of an event API: its topics with their Kafka settings, the Kafka key, headers and payload as JSON Schema (Avro converted), the correlation id, its examples, the REST operations whose resource it announces a change of, and its page URL.',
      inputSchema: {
        api: text('The event API key, as list_event_apis gives it (order-events).'),
        message: text('The message id or event type (OrderShipped).'),
      },
      outputSchema: {
        api: z.string(),
        apiTitle: z.string(),
        id: z.string(),
        name: z.string(),
        title: z.string().optional(),
        summary: z.string().optional(),
        description: z.string().optional(),
        deprecated: z.boolean(),
        contentType: z.string(),
        schemaFormat: z.string(),
        payloadKind: z.enum(['avro', 'json-schema']),
        topics: z.array(
          z.object({
            address: z.string(),
            channel: z.string(),
            partitions: z.number().optional(),
            replicas: z.number().optional(),
            cleanupPolicy: z.array(z.string()).optional(),
            retentionMs: z.number().optional(),
          }),
        ),
        operations: z.array(z.object({id: z.string(), action: z.enum(['send', 'receive'])})),
        key: jsonSchema.optional(),
        headers: jsonSchema.optional(),
        payload: jsonSchema,
        correlationId: z.object({location: z.string(), description: z.string().optional()}).optional(),
        examples: z.array(
          z.object({
            name: z.string(),
            summary: z.string().optional(),
            key: z.unknown().optional(),
            headers: z.unknown().optional(),
            payload: z.unknown().optional(),
          }),
        ),
        rest: z.array(z.object({api: z.string(), operationId: z.string(), method: z.string(), path: z.string(), summary: z.string(), url: z.string()})),
        url: z.string(),
        markdownUrl: z.string(),
      },
      annotations,
    },
    async (input) => result(await tools.getMessage(input)),
  );
}
