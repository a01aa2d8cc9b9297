/** The check of R201002, whose rule page is guidelines/rules/event/contract/r201002.md. */
import {isObject} from '../../shared/guards';
import {childPointer} from '../../shared/pointer';
import type {GuidelineCheck} from './shared';
import {kafkaOfChannel} from './events';

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

export const r201002: GuidelineCheck = {
  checks:
    'The document is AsyncAPI 3 with an `info.description`; every channel has its topic (`address`), a `description` (key, ordering) and at least one message, and its Kafka bindings state the retention (`topicConfiguration` with `retention.ms`, or `cleanup.policy` compact).',
  event(context) {
    const {document} = context;
    if (typeof document.asyncapi !== 'string' || !document.asyncapi.startsWith('3.')) {
      context.report('#/asyncapi', `The document says \`asyncapi: ${String(document.asyncapi)}\`: write event APIs in AsyncAPI 3 (\`asyncapi: 3.0.0\`).`);
    }
    const info = isObject(document.info) ? document.info : {};
    if (blank(info.description)) {
      context.report(
        isObject(document.info) ? '#/info' : '#',
        'The document has no `info.description`: say which facts the API publishes and who produces them.',
      );
    }
    if (context.channels.length === 0) {
      context.report('#', 'The document lists no channels: describe each topic the API produces to under `channels`.');
    }
    for (const channel of context.channels) {
      if (blank(channel.address)) {
        context.report(channel.pointer, `Channel \`${channel.id}\` has no \`address\`: give its Kafka topic name.`);
      }
      if (blank(channel.node.description)) {
        context.report(channel.pointer, `Channel \`${channel.id}\` has no \`description\`: say what its events state, their key and ordering.`);
      }
      if (channel.messages.length === 0) {
        context.report(channel.pointer, `Channel \`${channel.id}\` lists no messages: name the event types on the topic under \`messages\`.`);
      }
      const kafka = kafkaOfChannel(context, channel);
      const configuration = kafka && isObject(kafka.node.topicConfiguration) ? kafka.node.topicConfiguration : undefined;
      const policy = configuration?.['cleanup.policy'];
      const compacted = Array.isArray(policy) ? policy.includes('compact') : policy === 'compact';
      if (!configuration || (configuration['retention.ms'] === undefined && !compacted)) {
        context.report(
          configuration ? childPointer(kafka!.pointer, 'topicConfiguration') : (kafka?.pointer ?? channel.pointer),
          `Channel \`${channel.id}\` does not state its retention: add \`bindings.kafka.topicConfiguration\` with \`retention.ms\` (or \`cleanup.policy: [compact]\`).`,
        );
      }
    }
  },
};
