/** The check of R204001, whose rule page is guidelines/rules/event/format/r204001.md. */
import type {GuidelineCheck} from './shared';
import {ENVELOPE_ATTRIBUTES, envelopeAttribute, headerOf, messageLabel} from './events';

export const r204001: GuidelineCheck = {
  checks:
    "Every message carries the required envelope attributes (`specversion`, `id`, `source`, `type`, `subject`, `time`, `datacontenttype`, `dataschema`): as `ce_` headers (the CloudEvents Kafka binding, its own headers or a trait's; `datacontenttype` may be the `content-type` header) or, in structured mode, as properties of the payload.",
  event(context) {
    for (const message of context.messages) {
      const missing = ENVELOPE_ATTRIBUTES.filter(
        (attribute) => !envelopeAttribute(context, message, attribute) && !(attribute === 'datacontenttype' && message.headers.has('content-type')),
      );
      if (missing.length > 0) {
        context.report(
          message.headersPointer,
          `Message ${messageLabel(message)} lacks the envelope attribute${missing.length > 1 ? 's' : ''} ${missing.map((attribute) => `\`${headerOf(attribute)}\``).join(', ')}: declare ${missing.length > 1 ? 'them' : 'it'} in its headers (or in a message trait all events share).`,
        );
      }
    }
  },
};
