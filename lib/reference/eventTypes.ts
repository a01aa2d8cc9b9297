/**
 * The data the event-reference plugin emits and the event pages render (issue 36): the overview of
 * the event APIs, one page per event API, one per message. Types only, shared by Node (the plugin)
 * and the browser (the theme), as types.ts is for the REST reference. Descriptions are Markdown
 * rendered at build time; payloads, headers and keys are in the schema viewer's dialect.
 */
import type {CodeSample, ConformanceView, EventLinkView, MediaTypeView, RawSchema, RenderedMarkdown, SchemaBundle, SecuritySchemeView} from './types';

export type {EventLinkView} from './types';

export interface EventOwnerView {
  team: string;
  email?: string;
  url?: string;
}

/** A message as lists link it. */
export interface EventMessageSummary {
  id: string;
  /** The event type (`OrderShipped`). */
  name: string;
  /** One line: the summary, else the title, else the first sentence of the description. */
  summary: string;
  permalink: string;
  deprecated: boolean;
}

export interface EventApiSummary {
  key: string;
  title: string;
  version: string;
  /** One line: the first sentence of the description. */
  summary: string;
  owner: EventOwnerView;
  permalink: string;
  /** The topic names (channel addresses), in document order. */
  topics: string[];
  messageCount: number;
}

export interface EventOverviewPageData {
  apis: EventApiSummary[];
}

/** A Kafka topic's configuration as the pages show it. */
export interface KafkaTopicView {
  topic?: string;
  partitions?: number;
  replicas?: number;
  cleanupPolicy?: string[];
  /** The retention, readable (`7 days`), with the milliseconds as written. */
  retention?: {ms: number; text: string};
  /** Every other topic setting, as label and value. */
  configuration: {label: string; value: string}[];
}

export interface EventServerView {
  id: string;
  host: string;
  protocol: string;
  protocolVersion?: string;
  description?: RenderedMarkdown;
  security: {scheme: string; scopes: string[]}[];
  schemaRegistry?: {url?: string; vendor?: string};
}

export interface EventChannelView {
  id: string;
  /** Its heading's id on the event API page. */
  anchor: string;
  /** The topic name. */
  address: string;
  title?: string;
  summary?: string;
  description?: RenderedMarkdown;
  parameters: {name: string; description?: string; enum?: string[]; default?: string}[];
  kafka?: KafkaTopicView;
  messages: EventMessageSummary[];
}

export interface EventOperationView {
  id: string;
  /** Its heading's id on the event API page. */
  anchor: string;
  /** `send`: the API publishes to the channel; `receive`: it consumes from it. */
  action: 'send' | 'receive';
  channel: {id: string; address: string; anchor: string};
  title?: string;
  summary?: string;
  description?: RenderedMarkdown;
  messages: EventMessageSummary[];
  security: {scheme: string; scopes: string[]}[];
  /** The Kafka consumer group the binding names (its const, default or first enum value), where given. */
  groupId?: string;
}

export interface EventApiPageData {
  key: string;
  title: string;
  version: string;
  description?: RenderedMarkdown;
  owner: EventOwnerView;
  servers: EventServerView[];
  securitySchemes: SecuritySchemeView[];
  channels: EventChannelView[];
  operations: EventOperationView[];
  messages: EventMessageSummary[];
  /** The event lint's result (lib/lint), where the build has one: shown at `#conformance`. */
  conformance?: ConformanceView;
  /** Its changelog page and Atom feed (lib/asyncapi/changelog.ts), where the build wrote them. */
  changelog?: {permalink: string; feed: string};
}

/** A REST operation a message announces a change of, linked both ways. */
export interface RestOperationLink {
  api: string;
  apiTitle: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  permalink: string;
}

/** The messages that name each REST operation: spec key -> operationId -> links. */
export type EventLinksByOperation = Record<string, Record<string, EventLinkView[]>>;

/** An envelope attribute (CloudEvents, rule R204001) and where the message carries it. */
export interface EnvelopeAttributeView {
  name: string;
  /** `header` (a Kafka header, binary mode) or `payload` (a field of the value, structured mode). */
  carried: 'header' | 'payload';
  /** The field or header name as written (`ce_type`, `type`). */
  field: string;
  /** Its value in the first example, where it has one. */
  example?: string;
}

export interface EventMessagePageData {
  api: {key: string; title: string; permalink: string};
  message: {
    id: string;
    name: string;
    title?: string;
    summary?: string;
    description?: RenderedMarkdown;
    contentType: string;
    schemaFormat: string;
    payloadKind: 'avro' | 'json-schema';
    deprecated: boolean;
  };
  /** The channels (topics) that carry it, each with its Kafka settings. */
  channels: {id: string; address: string; permalink: string; kafka?: KafkaTopicView}[];
  /** The operations that send or receive it. */
  operations: {id: string; action: 'send' | 'receive'; permalink: string}[];
  payload: {schema: RawSchema; example?: MediaTypeView};
  headers?: {schema: RawSchema; example?: MediaTypeView};
  /** The Kafka key's schema (the message binding's `key`), with the examples' keys. */
  key?: {schema: RawSchema; example?: MediaTypeView};
  correlationId?: {location: string; description?: RenderedMarkdown};
  envelope: EnvelopeAttributeView[];
  /** Consumer samples, one tab per language (lib/asyncapi/consumerSamples.ts). */
  samples: CodeSample[];
  rest: RestOperationLink[];
}

/** What a message page loads: its data and what its schema viewers read. */
export interface EventMessageContent {
  page: EventMessagePageData;
  viewer: SchemaBundle;
}
