/** The check of R201001, whose rule page is guidelines/rules/event/contract/r201001.md. */
import {isList, isObject} from '../../shared/guards';
import {childPointer} from '../../shared/pointer';
import type {GuidelineCheck} from './shared';
import {type EventLintContext, type EventMessage, messageLabel} from './events';

/** A generic schema says nothing a registry could check: a record of opaque bytes, an object without properties. */
function genericPayload(message: EventMessage): string | undefined {
  const payload = message.payload!;
  const schema = payload.node;
  if (payload.kind === 'avro') {
    if (!isObject(schema) || schema.type !== 'record' || !isList(schema.fields) || schema.fields.length === 0) {
      return 'is no Avro record with fields';
    }
    const opaque = schema.fields.every(
      (field) => isObject(field) && (field.type === 'bytes' || (isObject(field.type) && field.type.type === 'bytes' && !field.type.logicalType)),
    );
    return opaque ? 'wraps opaque bytes' : undefined;
  }
  return isObject(schema) && isObject(schema.properties) && Object.keys(schema.properties).length > 0 ? undefined : 'is an object without properties';
}

function checkMessage(context: EventLintContext, message: EventMessage): void {
  if (!message.payload) {
    context.report(message.pointer, `Message ${messageLabel(message)} has no payload: give its schema under \`payload\` (an Avro record or a JSON Schema).`);
    return;
  }
  if (message.payload.external) {
    return;
  }
  const generic = genericPayload(message);
  if (generic) {
    context.report(message.payload.pointer, `The payload of ${messageLabel(message)} ${generic}: describe every property of the event with its type.`);
    return;
  }
  if (message.payload.kind === 'avro' && isObject(message.payload.node) && typeof message.payload.node.doc !== 'string') {
    context.report(message.payload.pointer, `The Avro record of ${messageLabel(message)} has no \`doc\`: say what the event states.`);
  }
}

export const r201001: GuidelineCheck = {
  checks:
    'Every message has a payload schema that describes the event (an Avro record with fields and a `doc`, or a JSON Schema object with properties, not opaque bytes), and with Avro payloads every Kafka server names its schema registry (`bindings.kafka.schemaRegistryUrl`).',
  event(context) {
    context.messages.forEach((message) => checkMessage(context, message));
    if (!context.messages.some((message) => message.payload?.kind === 'avro')) {
      return;
    }
    const servers = isObject(context.document.servers) ? context.document.servers : {};
    for (const [id, value] of Object.entries(servers)) {
      const server = context.resolve(value, childPointer('#/servers', id));
      if (!isObject(server.node) || (server.node.protocol !== 'kafka' && server.node.protocol !== 'kafka-secure')) {
        continue;
      }
      const bindings = context.resolve(server.node.bindings, childPointer(server.pointer, 'bindings'));
      const kafka = isObject(bindings.node) ? bindings.node.kafka : undefined;
      if (!isObject(kafka) || typeof kafka.schemaRegistryUrl !== 'string' || kafka.schemaRegistryUrl.trim() === '') {
        context.report(
          server.pointer,
          `Server \`${id}\` carries Avro events but names no schema registry: add \`bindings.kafka.schemaRegistryUrl\` (and \`schemaRegistryVendor\`).`,
        );
      }
    }
  },
};
