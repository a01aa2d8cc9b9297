/** The check of R206002, whose rule page is guidelines/rules/event/kafka/r206002.md. */
import {isObject} from '../../shared/guards';
import {childPointer} from '../../shared/pointer';
import type {GuidelineCheck} from './shared';
import {avroTypeOf, exampleAttribute, examplesOf, jsonTypeOf, messageLabel} from './events';

/** The key schema as written: a JSON Schema, or an Avro type under a multi-format schema. */
function keyIsString(key: unknown): boolean {
  if (isObject(key) && typeof key.schemaFormat === 'string' && key.schema !== undefined) {
    return /avro/.test(key.schemaFormat) ? avroTypeOf(key.schema).type === 'string' : jsonTypeOf(key.schema) === 'string';
  }
  return jsonTypeOf(key) === 'string';
}

/** The key's JSON Schema (under a multi-format schema's `schema` where written so). */
const keySchemaOf = (key: unknown): unknown => (isObject(key) && typeof key.schemaFormat === 'string' && isObject(key.schema) ? key.schema : key);

/** A key schema's pattern as a RegExp; undefined for one JavaScript cannot read (the AsyncAPI parser reports those). */
function regExpOf(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/** Where an example's subject is written: its `ce_subject` header, else the example. */
const exampleAttributePointer = (example: {node: Record<string, unknown>; pointer: string}): string =>
  isObject(example.node.headers) && example.node.headers.ce_subject !== undefined ? childPointer(example.pointer, 'headers', 'ce_subject') : example.pointer;

export const r206002: GuidelineCheck = {
  checks:
    "Every message's Kafka binding gives the record key (`bindings.kafka.key`) as a string, the entity's id; every example's `ce_subject` is a key the key schema allows (its `pattern`), as the key is the subject.",
  event(context) {
    for (const message of context.messages) {
      const key = message.kafka ? context.resolve(message.kafka.node.key, childPointer(message.kafka.pointer, 'key')) : undefined;
      if (!key || key.node === undefined) {
        context.report(
          message.kafka?.pointer ?? message.pointer,
          `Message ${messageLabel(message)} gives no record key: add \`bindings.kafka.key\`, a string schema for the id of the entity the event is about.`,
        );
      } else if (!keyIsString(key.node)) {
        context.report(
          key.pointer,
          `The record key of ${messageLabel(message)} is no string: the key is the entity's id as a UTF-8 string (\`type: string\`).`,
        );
      }
      // The key equals the subject: every example's subject must be a key the key schema allows.
      const schema = keySchemaOf(key?.node);
      const pattern = isObject(schema) && typeof schema.pattern === 'string' ? schema.pattern : undefined;
      const allows = pattern === undefined ? undefined : regExpOf(pattern);
      for (const example of allows === undefined ? [] : examplesOf(message)) {
        const subject = exampleAttribute(example.node, 'subject');
        if (typeof subject === 'string' && !allows!.test(subject)) {
          context.report(
            exampleAttributePointer(example),
            `Example ${example.index + 1} of ${messageLabel(message)} has the subject ${JSON.stringify(subject)}, which is no record key (\`${pattern!}\`): the key is the subject, the id of the entity.`,
          );
        }
      }
    }
  },
};
