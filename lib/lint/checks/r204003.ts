/** The check of R204003, whose rule page is guidelines/rules/event/format/r204003.md. */
import {isObject} from '../../shared/guards';
import {childPointer} from '../../shared/pointer';
import type {GuidelineCheck} from './shared';
import {envelopeAttribute, messageLabel} from './events';

/** Where AsyncAPI's correlation id may point at the envelope's `correlationid`. */
const LOCATIONS = ['$message.header#/ce_correlationid', '$message.payload#/correlationid'];

export const r204003: GuidelineCheck = {
  checks:
    'Every message declares the envelope attribute `correlationid` (the `ce_correlationid` header) and names it as its `correlationId` (`location: $message.header#/ce_correlationid`).',
  event(context) {
    for (const message of context.messages) {
      if (!envelopeAttribute(context, message, 'correlationid')) {
        context.report(
          message.headersPointer,
          `Message ${messageLabel(message)} has no \`ce_correlationid\` header: declare it, carrying the X-Request-Id of the request that caused the event.`,
        );
      }
      const correlation = context.resolve(message.node.correlationId, childPointer(message.pointer, 'correlationId'));
      const location = isObject(correlation.node) ? correlation.node.location : undefined;
      if (typeof location !== 'string' || !LOCATIONS.includes(location)) {
        context.report(
          message.node.correlationId === undefined ? message.pointer : correlation.pointer,
          `Message ${messageLabel(message)} does not name its correlation id: add \`correlationId: {location: '$message.header#/ce_correlationid'}\`.`,
        );
      }
    }
  },
};
