/**
 * The page data of the event pages (lib/reference/eventTypes.ts) from the event API model
 * (lib/asyncapi/types.ts): descriptions rendered with the REST reference's Markdown rules, schemas
 * prepared as the REST pages' are, a message page planned like a profile page. Node only (it renders
 * Markdown); the browser reads eventTrees.ts.
 */
import {ROUTES} from '../portal/config';
import type {EventApiModel, EventMessageModel, KafkaTopicModel} from '../asyncapi/types';
import {consumerSamples, saslMechanismOf} from '../asyncapi/consumerSamples';
import {renderMarkdown} from '../openapi/markdown';
import {prepareSchema} from '../openapi/model';
import {joinSitePath} from '../shared/paths';
import {isObject} from '../shared/guards';
import {planPage} from './pageTrees';
import {buildMessageTrees, messageTreeRoots} from './eventTrees';
import type {
  EnvelopeAttributeView,
  EventApiPageData,
  EventApiSummary,
  EventLinksByOperation,
  EventMessageContent,
  EventMessagePageData,
  EventMessageSummary,
  EventOverviewPageData,
  KafkaTopicView,
  RestOperationLink,
} from './eventTypes';
import type {ExampleView, MediaTypeView, RawSchema, SchemaMap} from './types';

export interface EventRoutes {
  baseUrl: string;
}

/** The REST operation a message names, as the flavour has it; undefined where the flavour has no such page. */
export type RestOperationLookup = (api: string, operationId: string) => RestOperationLink | undefined;

/** One line of Markdown: its first sentence, plain. */
export function firstSentence(text: string | undefined): string {
  const paragraph = (text ?? '').trim().split(/\n\s*\n/)[0] ?? '';
  const plain = paragraph
    .replace(/\s+/g, ' ')
    .replace(/[*_`]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return (/^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain).trim();
}

/** The channel's heading id on the event API page. */
export const channelAnchor = (channelId: string) => `channel-${channelId.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
export const operationAnchor = (operationId: string) => `operation-${operationId.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

const UNITS: [number, string][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1000, 'second'],
];

/** `604800000` as `7 days`; `-1` (Kafka's "forever") as `unlimited`. */
export function retentionText(ms: number): string {
  if (ms < 0) {
    return 'unlimited';
  }
  for (const [size, unit] of UNITS) {
    if (ms >= size && ms % size === 0) {
      const count = ms / size;
      return `${count} ${unit}${count === 1 ? '' : 's'}`;
    }
  }
  return `${ms} ms`;
}

export function kafkaTopicView(kafka: KafkaTopicModel | undefined): KafkaTopicView | undefined {
  if (!kafka) {
    return undefined;
  }
  return {
    ...(kafka.topic ? {topic: kafka.topic} : {}),
    ...(kafka.partitions !== undefined ? {partitions: kafka.partitions} : {}),
    ...(kafka.replicas !== undefined ? {replicas: kafka.replicas} : {}),
    ...(kafka.cleanupPolicy ? {cleanupPolicy: kafka.cleanupPolicy} : {}),
    ...(kafka.retentionMs !== undefined ? {retention: {ms: kafka.retentionMs, text: retentionText(kafka.retentionMs)}} : {}),
    configuration: Object.entries(kafka.configuration)
      .filter(([name]) => !['cleanup.policy', 'retention.ms'].includes(name))
      .map(([label, value]) => ({label, value: typeof value === 'string' ? value : JSON.stringify(value)})),
  };
}

export function messageSummary(api: EventApiModel, message: EventMessageModel, routes: EventRoutes): EventMessageSummary {
  return {
    id: message.id,
    name: message.name,
    summary: message.summary ?? message.title ?? firstSentence(message.description),
    permalink: joinSitePath(routes.baseUrl, ROUTES.eventMessage(api.key, message.id)),
    deprecated: message.deprecated,
  };
}

export function eventApiSummary(api: EventApiModel, routes: EventRoutes): EventApiSummary {
  return {
    key: api.key,
    title: api.title,
    version: api.version,
    summary: firstSentence(api.description),
    owner: api.owner,
    permalink: joinSitePath(routes.baseUrl, ROUTES.eventApi(api.key)),
    topics: api.channels.map((channel) => channel.address),
    messageCount: api.messages.length,
  };
}

export const eventOverviewPageData = (apis: readonly EventApiModel[], routes: EventRoutes): EventOverviewPageData => ({
  apis: apis.map((api) => eventApiSummary(api, routes)),
});

const rendered = (source: string | undefined) => {
  const html = renderMarkdown(source);
  return html ? {description: html} : {};
};

export function eventApiPageData(api: EventApiModel, routes: EventRoutes): EventApiPageData {
  const messages = new Map(api.messages.map((message) => [message.id, messageSummary(api, message, routes)]));
  const messagesOf = (ids: readonly string[]) => ids.flatMap((id) => (messages.has(id) ? [messages.get(id)!] : []));
  const channels = new Map(api.channels.map((channel) => [channel.id, channel]));
  return {
    key: api.key,
    title: api.title,
    version: api.version,
    ...rendered(api.description),
    owner: api.owner,
    servers: api.servers.map((server) => ({
      id: server.id,
      host: server.host,
      protocol: server.protocol,
      ...(server.protocolVersion ? {protocolVersion: server.protocolVersion} : {}),
      ...rendered(server.description),
      security: server.security,
      ...(server.kafka?.schemaRegistryUrl || server.kafka?.schemaRegistryVendor
        ? {
            schemaRegistry: {
              ...(server.kafka.schemaRegistryUrl ? {url: server.kafka.schemaRegistryUrl} : {}),
              ...(server.kafka.schemaRegistryVendor ? {vendor: server.kafka.schemaRegistryVendor} : {}),
            },
          }
        : {}),
    })),
    securitySchemes: api.securitySchemes.map((scheme) => ({
      name: scheme.name,
      type: scheme.type,
      ...rendered(scheme.description),
      flows: [],
      details: scheme.details,
    })),
    channels: api.channels.map((channel) => {
      const kafka = kafkaTopicView(channel.kafka);
      return {
        id: channel.id,
        anchor: channelAnchor(channel.id),
        address: channel.address,
        ...(channel.title ? {title: channel.title} : {}),
        ...(channel.summary ? {summary: channel.summary} : {}),
        ...rendered(channel.description),
        parameters: channel.parameters.map(({name, description, enum: values, default: fallback}) => ({
          name,
          ...(description ? {description} : {}),
          ...(values ? {enum: values} : {}),
          ...(fallback ? {default: fallback} : {}),
        })),
        ...(kafka ? {kafka} : {}),
        messages: messagesOf(channel.messageIds),
      };
    }),
    operations: api.operations.map((operation) => {
      const channel = channels.get(operation.channelId);
      const groupId = schemaValue(operation.kafka?.groupId);
      return {
        id: operation.id,
        anchor: operationAnchor(operation.id),
        action: operation.action,
        channel: {id: operation.channelId, address: channel?.address ?? operation.channelId, anchor: channelAnchor(operation.channelId)},
        ...(operation.title ? {title: operation.title} : {}),
        ...(operation.summary ? {summary: operation.summary} : {}),
        ...rendered(operation.description),
        messages: messagesOf(operation.messageIds.length > 0 ? operation.messageIds : (channel?.messageIds ?? [])),
        security: operation.security,
        ...(groupId ? {groupId} : {}),
      };
    }),
    messages: [...messages.values()],
  };
}

/** The one value a binding's schema names: its const, default, first enum value or example. */
function schemaValue(schema: RawSchema | undefined): string | undefined {
  if (!isObject(schema)) {
    return undefined;
  }
  const candidates = [
    schema.const,
    schema.default,
    Array.isArray(schema.enum) ? schema.enum[0] : undefined,
    Array.isArray(schema.examples) ? schema.examples[0] : undefined,
  ];
  const value = candidates.find((candidate) => typeof candidate === 'string');
  return typeof value === 'string' ? value : undefined;
}

const formatted = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** The examples' values of one part (payload, headers or key) as the example picker shows them; none when no example gives that part. */
function partExamples(message: EventMessageModel, part: 'payload' | 'headers' | 'key', mediaType: string): MediaTypeView | undefined {
  const examples: ExampleView[] = message.examples
    .filter((example) => example[part] !== undefined)
    .map((example) => ({key: example.name, label: example.summary ?? example.name, value: formatted(example[part])}));
  return examples.length > 0 ? {mediaType, examples} : undefined;
}

/** CloudEvents attributes (rule R204001), in the rule's order. */
export const ENVELOPE_ATTRIBUTES = [
  'specversion',
  'id',
  'source',
  'type',
  'subject',
  'time',
  'datacontenttype',
  'dataschema',
  'correlationid',
  'entityversion',
] as const;

function propertiesOf(schema: RawSchema | undefined, schemas: SchemaMap): Record<string, unknown> {
  let current: unknown = schema;
  // A payload is often a ref to a named record.
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 5; hops++) {
    current = schemas[current.$ref];
  }
  return isObject(current) && isObject(current.properties) ? current.properties : {};
}

/**
 * Where the message carries each envelope attribute: a Kafka header (`ce_<name>`, CloudEvents'
 * binary mode) or a field of the value (structured mode), with its value in the first example.
 */
export function envelopeOf(message: EventMessageModel, schemas: SchemaMap): EnvelopeAttributeView[] {
  const headers = propertiesOf(message.headers, schemas);
  const payload = propertiesOf(message.payload, schemas);
  const first = message.examples[0];
  const exampleValue = (source: unknown, field: string) => {
    const value = isObject(source) ? source[field] : undefined;
    return value === undefined || value === null ? {} : {example: typeof value === 'string' ? value : JSON.stringify(value)};
  };
  return ENVELOPE_ATTRIBUTES.flatMap((name): EnvelopeAttributeView[] => {
    const header = [`ce_${name}`, `ce-${name}`].find((field) => field in headers);
    if (header) {
      return [{name, carried: 'header', field: header, ...exampleValue(first?.headers, header)}];
    }
    if (name in payload) {
      return [{name, carried: 'payload', field: name, ...exampleValue(first?.payload, name)}];
    }
    return [];
  });
}

/** Every `$ref` reachable from the roots through the schema map. */
function refClosure(roots: readonly unknown[], schemas: SchemaMap): string[] {
  const seen = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (isObject(value)) {
      for (const [keyword, child] of Object.entries(value)) {
        if (keyword === '$ref' && typeof child === 'string') {
          if (!seen.has(child) && child in schemas) {
            seen.add(child);
            visit(schemas[child]);
          }
        } else {
          visit(child);
        }
      }
    }
  };
  roots.forEach(visit);
  return [...seen].sort();
}

export interface MessageContext extends EventRoutes {
  /** The API's named schemas, prepared (preparedSchemas). */
  schemas: SchemaMap;
  restOperation: RestOperationLookup;
}

export const preparedSchemas = (api: EventApiModel): SchemaMap =>
  Object.fromEntries(Object.entries(api.schemas).map(([ref, schema]) => [ref, prepareSchema(schema)]));

/** Consumer samples of a message: the first Kafka server, its registry and SASL mechanism, the first channel's topic. */
function messageSamples(api: EventApiModel, message: EventMessageModel): EventMessagePageData['samples'] {
  const channel = api.channels.find((candidate) => message.channelIds.includes(candidate.id));
  if (!channel) {
    return [];
  }
  const server = api.servers.find((candidate) => candidate.protocol.startsWith('kafka')) ?? api.servers[0];
  const scheme = api.securitySchemes.find((candidate) => candidate.name === server?.security[0]?.scheme);
  const sasl = saslMechanismOf(scheme?.type);
  const tokenUrl = scheme?.details.find((detail) => /token url/i.test(detail.label))?.value;
  const bound = api.operations.map((operation) => schemaValue(operation.kafka?.groupId)).find((value) => value !== undefined);
  const key = message.key;
  const stringKey = isObject(key) && key.type === 'string';
  return consumerSamples({
    topic: channel.kafka?.topic ?? channel.address,
    groupId: bound ?? `your-service.${api.key}`,
    bootstrapServers: server?.host ?? 'localhost:9092',
    ...(server?.kafka?.schemaRegistryUrl ? {schemaRegistryUrl: server.kafka.schemaRegistryUrl} : {}),
    valueFormat: message.payloadKind === 'avro' ? 'avro' : 'json',
    keyFormat: key === undefined || stringKey || message.payloadKind !== 'avro' ? 'string' : 'avro',
    ...(sasl ? {sasl} : {}),
    ...(tokenUrl ? {tokenUrl} : {}),
    messageName: message.name,
  });
}

export function eventMessageContent(api: EventApiModel, message: EventMessageModel, ctx: MessageContext): EventMessageContent {
  const apiPermalink = joinSitePath(ctx.baseUrl, ROUTES.eventApi(api.key));
  const payload = prepareSchema(message.payload);
  const headers = message.headers === undefined ? undefined : prepareSchema(message.headers);
  const key = message.key === undefined ? undefined : prepareSchema(message.key);
  // Examples are written as JSON (Avro's JSON form for an Avro payload): shown as JSON.
  const payloadExample = partExamples(message, 'payload', /json/i.test(message.contentType) ? message.contentType : 'application/json');
  const headerExample = partExamples(message, 'headers', 'application/json');
  const keyExample = partExamples(message, 'key', 'application/json');
  const page: EventMessagePageData = {
    api: {key: api.key, title: api.title, permalink: apiPermalink},
    message: {
      id: message.id,
      name: message.name,
      ...(message.title ? {title: message.title} : {}),
      ...(message.summary ? {summary: message.summary} : {}),
      ...rendered(message.description),
      contentType: message.contentType,
      schemaFormat: message.schemaFormat,
      payloadKind: message.payloadKind,
      deprecated: message.deprecated,
    },
    channels: api.channels
      .filter((channel) => message.channelIds.includes(channel.id))
      .map((channel) => {
        const kafka = kafkaTopicView(channel.kafka);
        return {id: channel.id, address: channel.address, permalink: `${apiPermalink}#${channelAnchor(channel.id)}`, ...(kafka ? {kafka} : {})};
      }),
    operations: api.operations
      .filter(
        (operation) => operation.messageIds.includes(message.id) || (operation.messageIds.length === 0 && message.channelIds.includes(operation.channelId)),
      )
      .map((operation) => ({id: operation.id, action: operation.action, permalink: `${apiPermalink}#${operationAnchor(operation.id)}`})),
    payload: {schema: payload, ...(payloadExample ? {example: payloadExample} : {})},
    ...(headers !== undefined ? {headers: {schema: headers, ...(headerExample ? {example: headerExample} : {})}} : {}),
    ...(key !== undefined ? {key: {schema: key, ...(keyExample ? {example: keyExample} : {})}} : {}),
    ...(message.correlationId
      ? {
          correlationId: {
            location: message.correlationId.location,
            ...(renderMarkdown(message.correlationId.description) ? {description: renderMarkdown(message.correlationId.description)!} : {}),
          },
        }
      : {}),
    envelope: envelopeOf(message, ctx.schemas),
    samples: messageSamples(api, message),
    rest: message.rest.flatMap((link) => {
      const found = ctx.restOperation(link.api, link.operationId);
      return found ? [found] : [];
    }),
  };
  // Planned as a profile page is: the deepest named depth within the row budget. The page ships
  // every schema its trees can reach, so a mark opens from the page's own schemas (no bundle files).
  const plan = planPage(ctx.schemas, {}, (viewerCtx) => messageTreeRoots(buildMessageTrees(page, viewerCtx)));
  const refs = refClosure([payload, headers, key], ctx.schemas);
  return {page, viewer: {namedDepth: plan.namedDepth, schemas: refs.map((ref) => ({ref, schema: ctx.schemas[ref]!})), profiles: {}, expansions: {}}};
}

/**
 * The messages that name each REST operation (`x-rest-operations`), by spec key and operationId:
 * what the REST operation pages link back to. Only the event APIs of the flavour are given, so a
 * live page never links an internal one.
 */
export function eventLinksByOperation(apis: readonly EventApiModel[], routes: EventRoutes): EventLinksByOperation {
  const links: EventLinksByOperation = {};
  for (const api of apis) {
    for (const message of api.messages) {
      for (const {api: spec, operationId} of message.rest) {
        const byOperation = (links[spec] ??= {});
        (byOperation[operationId] ??= []).push({
          api: api.key,
          apiTitle: api.title,
          messageId: message.id,
          name: message.name,
          summary: messageSummary(api, message, routes).summary,
          topics: api.channels.filter((channel) => message.channelIds.includes(channel.id)).map((channel) => channel.address),
          permalink: joinSitePath(routes.baseUrl, ROUTES.eventMessage(api.key, message.id)),
        });
      }
    }
  }
  return links;
}
