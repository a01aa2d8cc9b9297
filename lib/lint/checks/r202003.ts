/** The check of R202003, whose rule page is guidelines/rules/event/json/r202003.md. */
import {isObject} from '../../shared/guards';
import type {GuidelineCheck} from './shared';
import {avroTypeOf, messageLabel, walkPayload} from './events';

export const r202003: GuidelineCheck = {
  checks:
    'No binary content in a payload: no Avro `bytes` or `fixed` (a `decimal` aside), no JSON Schema string with `contentEncoding` or the format `byte` or `binary`.',
  event(context) {
    const seen = new Set<string>();
    for (const message of context.messages) {
      if (!message.payload) {
        continue;
      }
      walkPayload(context.document, message.payload, {
        type(type, pointer) {
          if (seen.has(pointer)) {
            return;
          }
          seen.add(pointer);
          const binary =
            message.payload!.kind === 'avro'
              ? (() => {
                  const {type: base, logicalType} = avroTypeOf(type);
                  return (base === 'bytes' || base === 'fixed') && logicalType !== 'decimal' && logicalType !== 'duration' && logicalType !== 'uuid';
                })()
              : isObject(type) && (type.contentEncoding !== undefined || type.format === 'byte' || type.format === 'binary');
          if (binary) {
            context.report(
              pointer,
              `The payload of ${messageLabel(message)} embeds binary content here: publish the document's id and the URL to fetch it instead.`,
            );
          }
        },
      });
    }
  },
};
