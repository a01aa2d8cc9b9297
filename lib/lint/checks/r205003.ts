/** The check of R205003, whose rule page is guidelines/rules/event/semantics/r205003.md. */
import type {GuidelineCheck} from './shared';
import {isObject} from '../../shared/guards';
import {envelopeAttribute, jsonTypeOf, messageLabel} from './events';

/** Kafka headers are text: a string of decimal digits is an integer too. */
const DIGITS = new Set(['^[0-9]+$', '^[1-9][0-9]*$', '^\\d+$', '^[1-9]\\d*$']);

const isInteger = (schema: unknown): boolean =>
  jsonTypeOf(schema) === 'integer' || (jsonTypeOf(schema) === 'string' && isObject(schema) && typeof schema.pattern === 'string' && DIGITS.has(schema.pattern));

export const r205003: GuidelineCheck = {
  checks:
    'Every message declares the envelope attribute `entityversion` (the `ce_entityversion` header) as an integer (or a string of decimal digits). An event about no mutable entity is an exception to declare.',
  event(context) {
    for (const message of context.messages) {
      const version = envelopeAttribute(context, message, 'entityversion');
      if (!version) {
        context.report(
          message.headersPointer,
          `Message ${messageLabel(message)} has no \`ce_entityversion\` header: declare the entity's version after the change, an integer, so consumers can skip stale events.`,
        );
      } else if (!isInteger(version.node)) {
        context.report(
          version.pointer,
          `The \`entityversion\` of ${messageLabel(message)} is no integer: make it \`type: integer\` (or a string of digits, \`pattern: ^[1-9][0-9]*$\`), the entity's version counter.`,
        );
      }
    }
  },
};
