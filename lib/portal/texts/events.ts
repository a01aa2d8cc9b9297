/**
 * Texts of the event API pages (AsyncAPI, issue 36: plugins/event-reference).
 * Apart from ../config.ts, which every page's main.js holds whole: only the chunks of
 * the pages that show them carry these (issue 34).
 */
export const EVENT_TEXTS = {
  /** The REST section's side-navigation group, and its first entry. */
  sidebarGroup: 'Event APIs',
  sidebarOverview: 'All event APIs',
  overviewHeading: 'Event APIs',
  overviewLead:
    'The Kafka topics our APIs publish, described in AsyncAPI: for each event API its brokers, topics and messages. Open a message for its payload schema, headers, key, examples and a consumer in your language.',
  /** On the REST overview: the way to the event APIs. */
  overviewLink: 'Event APIs: the events our APIs publish on Kafka',
  noEventApis: 'No event API is published in this portal yet.',
  owner: 'Owner',
  contact: 'Contact',
  topics: 'Topics',
  messages: 'Messages',
  messageCount: (count: number) => `${count} message${count === 1 ? '' : 's'}`,
  brokers: 'Brokers',
  protocol: 'Protocol',
  schemaRegistry: 'Schema registry',
  security: 'Security',
  channels: 'Topics',
  operations: 'Operations',
  actions: {send: 'publishes', receive: 'consumes'},
  consumerGroup: 'Consumer group',
  kafka: {topic: 'Topic', partitions: 'Partitions', replicas: 'Replicas', cleanupPolicy: 'Cleanup policy', compacted: 'compacted', retention: 'Retention'},
  parameters: 'Parameters',
  payload: 'Payload',
  payloadFormat: (kind: 'avro' | 'json-schema') => (kind === 'avro' ? 'Avro, through the schema registry' : 'JSON Schema'),
  headers: 'Headers',
  key: 'Kafka key',
  envelope: 'Envelope',
  envelopeLead: 'The CloudEvents attributes of the event envelope, and where this message carries each.',
  envelopeCarried: {header: 'Kafka header', payload: 'field of the value'},
  envelopeCarriedHeading: 'Carried as',
  envelopeAttribute: 'Attribute',
  correlationId: 'Correlation id',
  examples: 'Examples',
  payloadExample: 'Payload',
  headersExample: 'Headers',
  keyExample: 'Key',
  consumerSamples: 'Consume it',
  samplesPanel: 'Examples and consumer samples',
  rest: 'The REST resource',
  restLead: 'This event announces a change of what these operations return:',
  carriedOn: 'Topic',
  sentBy: 'Sent by',
  deprecated: 'deprecated',
} as const;
