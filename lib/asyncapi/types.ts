/**
 * The event API model: what lib/asyncapi makes of one AsyncAPI 3.0 document, and what the event
 * pages, the twins, the search, the MCP server and the event lint read. Framework-free and
 * serialisable (no class instances of @asyncapi/parser), so a page-data thread or the MCP server can
 * take it as JSON.
 *
 * Payloads, headers and Kafka keys are in the schema viewer's dialect (lib/reference/types RawSchema:
 * JSON Schema with `$ref`s kept): an Avro payload is converted, its named records, enums and fixeds
 * become named schemas in `schemas` under `#/components/schemas/<full name>`, so the viewer's
 * repeat and cycle marks work as they do for OpenAPI. Descriptions are Markdown source here; the
 * page writers render them.
 */
import type {RawSchema} from '../reference/types';

/** A place in the document, for lint findings and error messages. */
export interface SourceSpot {
  /** JSON pointer into the document (`/channels/orderShipped`). */
  pointer: string;
  /** 1-based line and column in the file, where known. */
  line?: number;
  column?: number;
}

export interface EventOwner {
  /** The owning team: info.contact.name. */
  team: string;
  email?: string;
  url?: string;
}

export interface EventServerModel extends SourceSpot {
  id: string;
  host: string;
  protocol: string;
  protocolVersion?: string;
  description?: string;
  /** Names of the security schemes the server requires (alternatives). */
  security: {scheme: string; scopes: string[]}[];
  /** Kafka server bindings: the schema registry, where given. */
  kafka?: {schemaRegistryUrl?: string; schemaRegistryVendor?: string};
}

export interface EventSecuritySchemeModel {
  name: string;
  /** AsyncAPI type: `scramSha512`, `oauth2`, `X509`, `plain`, ... */
  type: string;
  description?: string;
  /** Anything else worth showing (flows' URLs, `in`), as label/value pairs. */
  details: {label: string; value: string}[];
}

/** Kafka channel bindings (the topic's configuration), where given. */
export interface KafkaTopicModel {
  topic?: string;
  partitions?: number;
  replicas?: number;
  cleanupPolicy?: string[];
  retentionMs?: number;
  /** Anything else of `topicConfiguration`, as written. */
  configuration: Record<string, unknown>;
}

export interface EventChannelModel extends SourceSpot {
  /** Its key in `channels`. */
  id: string;
  /** The topic name (`address`), e.g. `lindenkauf.order.order-lifecycle.v2`. */
  address: string;
  title?: string;
  summary?: string;
  description?: string;
  parameters: {name: string; description?: string; enum?: string[]; default?: string; examples?: string[]}[];
  /** Ids of its messages (keys of EventApiModel.messages). */
  messageIds: string[];
  kafka?: KafkaTopicModel;
}

export interface EventOperationModel extends SourceSpot {
  /** Its key in `operations`. */
  id: string;
  /** `send`: the API publishes; `receive`: it consumes. */
  action: 'send' | 'receive';
  channelId: string;
  title?: string;
  summary?: string;
  description?: string;
  messageIds: string[];
  security: {scheme: string; scopes: string[]}[];
  /** Kafka operation bindings: consumer group and client id schemas, where given. */
  kafka?: {groupId?: RawSchema; clientId?: RawSchema};
}

export interface EventExampleModel {
  /** `name`, else `example-<n>`. */
  name: string;
  summary?: string;
  payload?: unknown;
  headers?: unknown;
  /**
   * The Kafka key, where given: the Kafka binding's key schema's `examples`, by position (a single one
   * serves every example). AsyncAPI 3.0 refuses an `x-key` in an example; a later version may take it.
   */
  key?: unknown;
}

/** A REST operation an event announces a change of (`x-rest-operations` on the message). */
export interface RestLinkModel {
  /** Spec key of the OpenAPI spec, e.g. `orderManagement`. */
  api: string;
  operationId: string;
}

export interface EventMessageModel extends SourceSpot {
  /** Its key in `components.messages` (or the channel's message key): unique in the document, used in URLs. */
  id: string;
  /** `name`, else the id: the event type, in the past tense (`OrderShipped`). */
  name: string;
  title?: string;
  summary?: string;
  description?: string;
  contentType: string;
  /** The payload's schema format as written (`application/vnd.apache.avro+json;version=1.9.0`, ...). */
  schemaFormat: string;
  /** `avro` or `json-schema` (AsyncAPI's own schema): how the payload was written. */
  payloadKind: 'avro' | 'json-schema';
  payload: RawSchema;
  /** The payload as written (the Avro record), for downloads, twins and the MCP server. */
  payloadSource: unknown;
  headers?: RawSchema;
  /** The Kafka message binding's key schema. */
  key?: RawSchema;
  correlationId?: {location: string; description?: string};
  examples: EventExampleModel[];
  /** Channels that carry it. */
  channelIds: string[];
  deprecated: boolean;
  rest: RestLinkModel[];
}

export interface EventApiModel {
  /** The file's base name, e.g. `order-events`: it names the API in every URL. */
  key: string;
  /** Absolute path of the file. */
  file: string;
  /** The file as messages to a writer name it: relative to the site, or absolute outside it. */
  shown: string;
  public: boolean;
  title: string;
  version: string;
  description?: string;
  owner: EventOwner;
  servers: EventServerModel[];
  securitySchemes: EventSecuritySchemeModel[];
  channels: EventChannelModel[];
  operations: EventOperationModel[];
  /** Every message once, in document order. */
  messages: EventMessageModel[];
  /** Named schemas the payloads, headers and keys refer to, keyed by `$ref`. */
  schemas: Record<string, RawSchema>;
  /** The document as parsed (YAML/JSON to plain data), before any conversion: for downloads, lint and diff. */
  document: Record<string, unknown>;
}
