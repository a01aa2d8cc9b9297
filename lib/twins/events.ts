/**
 * Twins of the event API pages (issue 36): the overview (ROUTES.eventApis), an event API's page
 * (ROUTES.eventApi) and a message's page (ROUTES.eventMessage), from the same page data the pages
 * render (lib/reference/eventTypes.ts, made by eventPageData.ts). A message's payload, headers and
 * Kafka key are the viewer's own trees (lib/reference/eventTrees.ts) written as nested lists by the
 * reference's schema writer, so an Avro record reads as a REST schema does.
 *
 * Every link is absolute: a page's to its twin, a download to its file. Descriptions arrive as
 * sanitised HTML (RenderedMarkdown) and become Markdown again (html.ts).
 */
import {ROUTES} from '../portal/config';
import {CHANGELOG_TEXTS} from '../portal/texts/changelog';
import {EVENT_TEXTS} from '../portal/texts/events';
import {buildMessageTrees} from '../reference/eventTrees';
import {viewerContextOf} from '../reference/pageTrees';
import type {EventApiPageData, EventMessageContent, EventMessageSummary, EventOverviewPageData, EventOwnerView, KafkaTopicView} from '../reference/eventTypes';
import type {MediaTypeView, RenderedMarkdown} from '../reference/types';
import {type SiteAddress, oneLine, pageUrl, twinHeader, twinUrl, twinUrlOfPermalink} from './format';
import {escapeInline, escapeMarkdown, htmlToMarkdown} from './html';
import {code, conformanceLine, conformanceTwin, fenced, schemaTreeTwin} from './reference';

/** What only the twins say (the pages show it by layout). */
export const EVENT_TWIN_TEXTS = {
  apiSummary: (title: string) => `${title}: the topics, operations and messages of an event API, with its brokers and security.`,
  messageSummary: (name: string, title: string) => `${name}: a message of the ${title}.`,
  download: 'AsyncAPI document',
  deprecatedMessage: '**Deprecated.** Do not build new consumers on this message.',
  noHeaders: 'No headers are described.',
} as const;

// ---------------------------------------------------------------------------------------------
// Markdown pieces

const escapeUrl = (url: string) => url.replace(/[ ()<>]/g, (char) => encodeURIComponent(char));
const heading = (level: number, text: string) => `${'#'.repeat(Math.min(level, 6))} ${text}`;
const plain = (value: string) => escapeMarkdown(oneLine(value));
const titleText = (value: string) =>
  oneLine(value)
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');

/** A twin's text from its blocks: blank lines between them, one newline at the end. */
function document(header: string, blocks: readonly (string | false | undefined | null)[]): string {
  const body = blocks.filter((block): block is string => typeof block === 'string' && block.trim() !== '').map((block) => block.replace(/^\n+|\s+$/g, ''));
  return `${header}${body.join('\n\n')}\n`;
}

class EventWriter {
  constructor(readonly site: SiteAddress) {}

  /** A link to the twin of a page, by its permalink (base path included, as page data holds it). */
  link(label: string, permalink: string): string {
    return `[${escapeInline(label)}](${escapeUrl(twinUrlOfPermalink(this.site, permalink))})`;
  }

  /** A link to the twin of a site path (no base path). */
  sitePathLink(label: string, sitePath: string): string {
    return `[${escapeInline(label)}](${escapeUrl(twinUrl(this.site, sitePath))})`;
  }

  /** A link to a file of the site (a download). */
  fileLink(label: string, sitePath: string): string {
    return `[${escapeInline(label)}](${escapeUrl(pageUrl(this.site, sitePath))})`;
  }

  /** A description, its headings below `level`; a failed render's message as plain text. */
  markdown(value: RenderedMarkdown | undefined, level = 0): string {
    if (!value) {
      return '';
    }
    return 'html' in value ? htmlToMarkdown(value.html, this.site, level) : plain(value.error);
  }

  messageLink(message: EventMessageSummary): string {
    return this.link(message.name, message.permalink);
  }

  /** `- [OrderShipped](…): An order left the warehouse. (deprecated)` */
  messageItem(message: EventMessageSummary): string {
    return `- ${this.messageLink(message)}${message.summary ? `: ${plain(message.summary)}` : ''}${message.deprecated ? ` (${EVENT_TEXTS.deprecated})` : ''}`;
  }

  owner(owner: EventOwnerView): string {
    const contact = [owner.email && `[${escapeInline(owner.email)}](mailto:${escapeUrl(owner.email)})`, owner.url && `<${escapeUrl(owner.url)}>`].filter(
      Boolean,
    );
    return `${EVENT_TEXTS.owner}: ${plain(owner.team)}${contact.length > 0 ? ` (${EVENT_TEXTS.contact.toLowerCase()} ${contact.join(', ')})` : ''}`;
  }

  downloads(key: string): string {
    return `${EVENT_TWIN_TEXTS.download}: ${this.fileLink('YAML', ROUTES.eventApiDownload(key, 'yaml'))} · ${this.fileLink('JSON', ROUTES.eventApiDownload(key, 'json'))}`;
  }
}

const security = (requirements: readonly {scheme: string; scopes: string[]}[]) =>
  requirements
    .map((requirement) => `${code(requirement.scheme)}${requirement.scopes.length > 0 ? ` (scopes ${requirement.scopes.map(code).join(', ')})` : ''}`)
    .join(' or ');

/** A topic's Kafka configuration as list items at `indent`. */
function kafkaItems(kafka: KafkaTopicView | undefined, address: string, indent = ''): string {
  if (!kafka) {
    return '';
  }
  const labels = EVENT_TEXTS.kafka;
  const items = [
    kafka.topic && kafka.topic !== address ? `${labels.topic}: ${code(kafka.topic)}` : '',
    kafka.partitions !== undefined ? `${labels.partitions}: ${kafka.partitions}` : '',
    kafka.replicas !== undefined ? `${labels.replicas}: ${kafka.replicas}` : '',
    kafka.cleanupPolicy?.length
      ? `${labels.cleanupPolicy}: ${kafka.cleanupPolicy.map(code).join(', ')}${kafka.cleanupPolicy.includes('compact') ? ` (${labels.compacted}: the latest message per key is kept)` : ''}`
      : '',
    kafka.retention ? `${labels.retention}: ${plain(kafka.retention.text)} (${code(`retention.ms=${kafka.retention.ms}`)})` : '',
    ...kafka.configuration.map((entry) => `${code(entry.label)}: ${code(entry.value)}`),
  ];
  return items
    .filter(Boolean)
    .map((item) => `${indent}- ${item}`)
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// The overview

/** The twin of the event APIs' overview (`EventOverviewPageData`): each event API of the flavour with its version, owner, topics and downloads. */
export function eventOverviewTwin(data: EventOverviewPageData, site: SiteAddress): string {
  const writer = new EventWriter(site);
  return document(twinHeader(EVENT_TEXTS.overviewHeading, EVENT_TEXTS.overviewLead), [
    data.apis.length === 0 ? EVENT_TEXTS.noEventApis : '',
    `See also the ${writer.sitePathLink('REST APIs', ROUTES.reference)}.`,
    ...data.apis.flatMap((api) => [
      heading(2, writer.link(api.title, api.permalink)),
      api.summary ? plain(api.summary) : '',
      `Version ${code(api.version)} · ${writer.owner(api.owner)} · ${EVENT_TEXTS.messageCount(api.messageCount)}`,
      api.topics.length > 0 ? `${EVENT_TEXTS.topics}: ${api.topics.map(code).join(', ')}` : '',
      writer.downloads(api.key),
    ]),
  ]);
}

// ---------------------------------------------------------------------------------------------
// An event API's page

/** The twin of an event API's page (`EventApiPageData`): owner, downloads, brokers, security, topics with their Kafka settings, operations, messages, conformance. */
export function eventApiTwin(data: EventApiPageData, site: SiteAddress): string {
  const writer = new EventWriter(site);
  const servers = data.servers.map((server) => {
    const registry = server.schemaRegistry?.url
      ? `\n  - ${EVENT_TEXTS.schemaRegistry}: ${code(server.schemaRegistry.url)}${server.schemaRegistry.vendor ? ` (${plain(server.schemaRegistry.vendor)})` : ''}`
      : '';
    const details = [
      `${EVENT_TEXTS.protocol.toLowerCase()} ${code(`${server.protocol}${server.protocolVersion ? ` ${server.protocolVersion}` : ''}`)}`,
      server.security.length > 0 ? `${EVENT_TEXTS.security.toLowerCase()} ${security(server.security)}` : '',
    ].filter(Boolean);
    const description = writer.markdown(server.description);
    return `- ${code(server.host)} (${code(server.id)}: ${details.join(', ')})${description && !description.includes('\n') ? ` — ${description}` : ''}${registry}`;
  });
  const schemes = data.securitySchemes.flatMap((scheme) => [
    heading(3, `${code(scheme.name)} (${plain(scheme.type)})`),
    scheme.details.map((detail) => `- ${plain(detail.label)}: ${code(detail.value)}`).join('\n'),
    writer.markdown(scheme.description, 3),
  ]);
  const channels = data.channels.flatMap((channel) => [
    heading(3, code(channel.address)),
    [channel.title && `**${plain(channel.title)}**`, channel.summary && plain(channel.summary)].filter(Boolean).join(': '),
    writer.markdown(channel.description, 3),
    kafkaItems(channel.kafka, channel.address),
    channel.parameters.length > 0
      ? `${EVENT_TEXTS.parameters}:\n\n${channel.parameters
          .map(
            (parameter) =>
              `- ${code(parameter.name)}${parameter.description ? ` — ${plain(parameter.description)}` : ''}${parameter.enum ? ` (values ${parameter.enum.map(code).join(', ')})` : ''}${parameter.default !== undefined ? ` (default ${code(parameter.default)})` : ''}`,
          )
          .join('\n')}`
      : '',
    channel.messages.length > 0 ? `${EVENT_TEXTS.messages}:\n\n${channel.messages.map((message) => writer.messageItem(message)).join('\n')}` : '',
  ]);
  const operations = data.operations.map((operation) => {
    const what = operation.title ?? operation.summary;
    const lines = [
      `- ${code(operation.id)}: ${EVENT_TEXTS.actions[operation.action]} on ${code(operation.channel.address)}${what ? ` — ${plain(what)}` : ''}`,
      operation.messages.length > 0 ? `  - ${EVENT_TEXTS.messages}: ${operation.messages.map((message) => writer.messageLink(message)).join(', ')}` : '',
      operation.security.length > 0 ? `  - ${EVENT_TEXTS.security}: ${security(operation.security)}` : '',
      operation.groupId ? `  - ${EVENT_TEXTS.consumerGroup}: ${code(operation.groupId)}` : '',
    ];
    const description = writer.markdown(operation.description, 3);
    return [...lines.filter(Boolean), ...(description ? ['', description.replace(/^(?=[^\n])/gm, '  ')] : [])].join('\n');
  });
  return document(twinHeader(titleText(data.title), escapeMarkdown(EVENT_TWIN_TEXTS.apiSummary(data.title))), [
    `Version ${code(data.version)} · ${writer.owner(data.owner)} · ${writer.sitePathLink(EVENT_TEXTS.overviewHeading, ROUTES.eventApis)}` +
      (data.changelog ? ` · ${writer.sitePathLink(CHANGELOG_TEXTS.link, ROUTES.eventChangelog(data.key))}` : ''),
    writer.downloads(data.key),
    data.conformance ? conformanceLine(data.conformance) : '',
    writer.markdown(data.description),
    ...(servers.length > 0 ? [heading(2, EVENT_TEXTS.brokers), servers.join('\n')] : []),
    ...(schemes.length > 0 ? [heading(2, EVENT_TEXTS.security), ...schemes] : []),
    ...(channels.length > 0 ? [heading(2, EVENT_TEXTS.channels), ...channels] : []),
    ...(operations.length > 0 ? [heading(2, EVENT_TEXTS.operations), operations.join('\n')] : []),
    ...(data.messages.length > 0 ? [heading(2, EVENT_TEXTS.messages), data.messages.map((message) => writer.messageItem(message)).join('\n')] : []),
    ...(data.conformance ? conformanceTwin(data.conformance, site) : []),
  ]);
}

// ---------------------------------------------------------------------------------------------
// A message's page

/** The examples of a message as the page's picker has them per part, joined by example: one heading each, its key, headers and payload. */
function examples(parts: {label: string; view?: MediaTypeView}[]): string[] {
  const order: string[] = [];
  const byKey = new Map<string, {label: string; blocks: string[]}>();
  for (const {label, view} of parts) {
    for (const example of view?.examples ?? []) {
      let entry = byKey.get(example.key);
      if (!entry) {
        entry = {label: example.label, blocks: []};
        byKey.set(example.key, entry);
        order.push(example.key);
      }
      const language = /^[[{"]/.test(example.value.trim()) ? 'json' : 'text';
      entry.blocks.push(`${label}:`, fenced(example.value, language));
    }
  }
  // The payload's examples first, as the picker lists them.
  return order.flatMap((key) => {
    const {label, blocks} = byKey.get(key)!;
    return [heading(3, label === key ? code(key) : `${plain(label)} (${code(key)})`), ...blocks];
  });
}

/**
 * The twin of a message's page (`EventMessageContent`: the page data and its viewer bundle): its
 * topics, payload, headers and Kafka key as nested lists, the envelope, the correlation id, every
 * example, one consumer sample and the REST operations it links.
 */
export function eventMessageTwin(content: EventMessageContent, site: SiteAddress): string {
  const writer = new EventWriter(site);
  const {page} = content;
  const {message} = page;
  const trees = buildMessageTrees(page, viewerContextOf(content.viewer));
  const sample = page.samples[0];
  const title = message.title ?? message.name;
  return document(twinHeader(titleText(title), escapeMarkdown(message.summary ?? EVENT_TWIN_TEXTS.messageSummary(message.name, page.api.title))), [
    `Event API: ${writer.link(page.api.title, page.api.permalink)} · event type ${code(message.name)} · content type ${code(message.contentType)} · payload ${plain(EVENT_TEXTS.payloadFormat(message.payloadKind))} (${code(message.schemaFormat)})`,
    message.deprecated ? EVENT_TWIN_TEXTS.deprecatedMessage : '',
    writer.markdown(message.description),
    ...(page.channels.length > 0
      ? [
          heading(2, EVENT_TEXTS.topics),
          page.channels
            .map((channel) =>
              [`- ${writer.link(channel.address, channel.permalink)}`, kafkaItems(channel.kafka, channel.address, '  ')].filter(Boolean).join('\n'),
            )
            .join('\n'),
        ]
      : []),
    ...(page.operations.length > 0
      ? [
          `${EVENT_TEXTS.sentBy}: ${page.operations.map((operation) => `${writer.link(operation.id, operation.permalink)} (${EVENT_TEXTS.actions[operation.action]})`).join(', ')}`,
        ]
      : []),
    heading(2, EVENT_TEXTS.payload),
    schemaTreeTwin(trees.payload, site, {label: 'Schema'}),
    ...(trees.headers ? [heading(2, EVENT_TEXTS.headers), schemaTreeTwin(trees.headers, site, {rows: true}) || EVENT_TWIN_TEXTS.noHeaders] : []),
    ...(trees.key ? [heading(2, EVENT_TEXTS.key), schemaTreeTwin(trees.key, site, {label: 'Schema'})] : []),
    ...(page.envelope.length > 0
      ? [
          heading(2, EVENT_TEXTS.envelope),
          EVENT_TEXTS.envelopeLead,
          page.envelope
            .map(
              (attribute) =>
                `- ${code(attribute.name)}: ${EVENT_TEXTS.envelopeCarried[attribute.carried]} ${code(attribute.field)}${attribute.example !== undefined ? ` (for example ${code(attribute.example)})` : ''}`,
            )
            .join('\n'),
        ]
      : []),
    ...(page.correlationId
      ? [heading(2, EVENT_TEXTS.correlationId), `Location: ${code(page.correlationId.location)}`, writer.markdown(page.correlationId.description, 2)]
      : []),
    ...(page.payload.example || page.headers?.example || page.key?.example
      ? [
          heading(2, EVENT_TEXTS.examples),
          ...examples([
            {label: EVENT_TEXTS.payloadExample, view: page.payload.example},
            {label: EVENT_TEXTS.headersExample, view: page.headers?.example},
            {label: EVENT_TEXTS.keyExample, view: page.key?.example},
          ]),
        ]
      : []),
    ...(sample
      ? [
          heading(2, EVENT_TEXTS.consumerSamples),
          `${plain(sample.label)} (the page has ${page.samples.map((candidate) => candidate.label).join(', ')}):`,
          fenced(sample.code, sample.language),
        ]
      : []),
    ...(page.rest.length > 0
      ? [
          heading(2, EVENT_TEXTS.rest),
          EVENT_TEXTS.restLead,
          page.rest
            .map((link) => `- ${writer.link(link.summary, link.permalink)}: ${code(`${link.method.toUpperCase()} ${link.path}`)} (${plain(link.apiTitle)})`)
            .join('\n'),
        ]
      : []),
  ]);
}
