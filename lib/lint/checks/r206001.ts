/** The check of R206001, whose rule page is guidelines/rules/event/kafka/r206001.md. */
import {childPointer} from '../../shared/pointer';
import type {GuidelineCheck} from './shared';
import {kafkaOfChannel} from './events';

const PART = '[a-z][a-z0-9]*(?:-[a-z0-9]+)*';
/** `<domain>.<entity>.<event>.v<major>`, the major from 1. */
const TOPIC = new RegExp(`^(${PART})\\.(${PART})\\.(${PART})\\.v[1-9][0-9]*$`);
/** The rule's exception: a topic private to one service. */
const PRIVATE_TOPIC = new RegExp(`^${PART}\\.private\\.${PART}$`);

export const r206001: GuidelineCheck = {
  checks:
    "Every channel's topic (`address`, and the Kafka binding's `topic` where given) is `<domain>.<entity>.<event>.v<major>` in lower case with kebab-case parts (or `<domain>.private.<name>`); a topic with one event type is named after it, one with several after their common domain and entity.",
  event(context) {
    const byPointer = new Map(context.messages.map((message) => [message.pointer, message]));
    for (const channel of context.channels) {
      const address = channel.address;
      if (address === undefined) {
        continue;
      }
      const pointer = childPointer(channel.pointer, 'address');
      const kafka = kafkaOfChannel(context, channel);
      if (kafka && typeof kafka.node.topic === 'string' && kafka.node.topic !== address) {
        context.report(
          childPointer(kafka.pointer, 'topic'),
          `The Kafka binding names the topic \`${kafka.node.topic}\`, the channel \`${address}\`: give both the same name.`,
        );
      }
      if (PRIVATE_TOPIC.test(address)) {
        continue;
      }
      const parts = TOPIC.exec(address);
      if (!parts) {
        context.report(pointer, `Topic \`${address}\` is not \`<domain>.<entity>.<event>.v<major>\`: rename it, such as \`orders.order.placed.v1\`.`);
        continue;
      }
      const types = channel.messages.map((at) => byPointer.get(at)?.name).filter((name): name is string => name !== undefined);
      const [, domain, entity, event] = parts;
      if (types.length === 1 && types[0] !== `${domain}.${entity}.${event}`) {
        context.report(
          pointer,
          `Topic \`${address}\` carries the event type \`${types[0]}\`: name the topic after it, \`${types[0]}.${address.split('.').at(-1)}\`.`,
        );
      } else if (types.length > 1) {
        const stranger = types.find((type) => !type.startsWith(`${domain}.${entity}.`));
        if (stranger) {
          context.report(
            pointer,
            `Topic \`${address}\` carries \`${stranger}\`, an event of another domain or entity: a topic carries the events of one entity of its domain (\`${domain}.${entity}.…\`).`,
          );
        }
      }
    }
  },
};
