/** The check of R202001, whose rule page is guidelines/rules/event/json/r202001.md. */
import type {GuidelineCheck} from './shared';
import {CAMEL_CASE} from './shared';
import {messageLabel, walkPayload} from './events';

function toCamelCase(name: string): string {
  const lower = /^[A-Z0-9_-]+$/.test(name) ? name.toLowerCase() : name;
  return lower
    .replace(/[-_ ]+([a-zA-Z0-9])/g, (_match, letter: string) => letter.toUpperCase())
    .replace(/^[A-Z]+(?=[A-Z][a-z]|$)|^[A-Z]/, (start) => start.toLowerCase());
}

export const r202001: GuidelineCheck = {
  checks: "Every field of a message's payload (Avro record fields, JSON Schema properties) is lower camelCase; map keys are data and not checked.",
  event(context) {
    const seen = new Set<string>();
    for (const message of context.messages) {
      if (!message.payload) {
        continue;
      }
      walkPayload(context.document, message.payload, {
        field(field) {
          if (!CAMEL_CASE.test(field.name) && !seen.has(field.pointer)) {
            seen.add(field.pointer);
            context.report(
              field.pointer,
              `Field \`${field.name}\` of ${messageLabel(message)} is not camelCase: rename it, for example \`${toCamelCase(field.name)}\`.`,
            );
          }
        },
      });
    }
  },
};
