/** The check of R204002, whose rule page is guidelines/rules/event/format/r204002.md. */
import {isObject} from '../../shared/guards';
import {childPointer} from '../../shared/pointer';
import type {GuidelineCheck} from './shared';
import {UUID, envelopeAttribute, exampleAttribute, examplesOf, messageLabel} from './events';

export const r204002: GuidelineCheck = {
  checks:
    "The envelope `id` is declared as a UUID (`format: uuid`), every example's id is a UUID, and no two examples share an id (but the examples of one event type on two major versions of its topic, the same fact).",
  event(context) {
    // The same fact on two major versions of its topic keeps its id (R207003): an id is shared only by examples of one event type.
    const ids = new Map<string, {label: string; type: string; message: string}>();
    for (const message of context.messages) {
      const id = envelopeAttribute(context, message, 'id');
      if (id && !(isObject(id.node) && id.node.format === 'uuid')) {
        context.report(id.pointer, `The envelope \`id\` of ${messageLabel(message)} is not declared as a UUID: add \`format: uuid\`.`);
      }
      for (const example of examplesOf(message)) {
        const value = exampleAttribute(example.node, 'id');
        if (value === undefined) {
          continue;
        }
        const where =
          isObject(example.node.headers) && example.node.headers.ce_id !== undefined ? childPointer(example.pointer, 'headers', 'ce_id') : example.pointer;
        if (typeof value !== 'string' || !UUID.test(value)) {
          context.report(
            where,
            `Example ${example.index + 1} of ${messageLabel(message)} has the id ${JSON.stringify(value)}: an event id is a UUID generated once per fact.`,
          );
        } else {
          const earlier = ids.get(value.toLowerCase());
          if (earlier && (earlier.type !== (message.name ?? message.id) || earlier.message === message.pointer)) {
            context.report(
              where,
              `Example ${example.index + 1} of ${messageLabel(message)} reuses the id of ${earlier.label}: two facts never share an id; give it its own UUID.`,
            );
          } else if (!earlier) {
            ids.set(value.toLowerCase(), {
              label: `example ${example.index + 1} of ${messageLabel(message)}`,
              type: message.name ?? message.id,
              message: message.pointer,
            });
          }
        }
      }
    }
  },
};
