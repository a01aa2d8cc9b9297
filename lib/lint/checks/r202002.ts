/** The check of R202002, whose rule page is guidelines/rules/event/json/r202002.md. */
import {isObject} from '../../shared/guards';
import {childPointer} from '../../shared/pointer';
import type {GuidelineCheck} from './shared';
import {
  type EventLintContext,
  type EventMessage,
  type PayloadField,
  avroTypeOf,
  envelopeAttribute,
  exampleAttribute,
  examplesOf,
  jsonTypeOf,
  messageLabel,
  nonNullAvro,
  walkPayload,
} from './events';

/** A point in time by its name (`placedAt`, `shippedAt`), and a calendar date (`estimatedArrivalDate`). */
const TIMESTAMP_NAME = /^[a-z][a-zA-Z0-9]*At$/;
const DATE_NAME = /^[a-z][a-zA-Z0-9]*Date$|^date$/;
/** RFC 3339 date-time in UTC with the `Z` suffix. */
const UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function checkAvroField(context: EventLintContext, message: EventMessage, field: PayloadField): void {
  const type = nonNullAvro(field.type, field.typePointer);
  const {type: base, logicalType} = avroTypeOf(type.node);
  const label = `Field \`${field.name}\` of ${messageLabel(message)}`;
  if (logicalType && /^(timestamp-micros|timestamp-nanos|local-timestamp-.*|time-.*)$/.test(logicalType)) {
    context.report(
      type.pointer,
      `${label} has the logical type \`${logicalType}\`: timestamps are UTC instants in \`timestamp-millis\` (on a \`long\`), dates are \`date\`.`,
    );
  } else if (TIMESTAMP_NAME.test(field.name) && !(base === 'long' && logicalType === 'timestamp-millis')) {
    context.report(
      type.pointer,
      `${label} names a point in time but is no timestamp: give it the type \`{"type": "long", "logicalType": "timestamp-millis"}\`.`,
    );
  } else if (DATE_NAME.test(field.name) && !(base === 'int' && logicalType === 'date')) {
    context.report(type.pointer, `${label} names a calendar date but is no date: give it the type \`{"type": "int", "logicalType": "date"}\`.`);
  }
}

function checkJsonField(context: EventLintContext, message: EventMessage, field: PayloadField): void {
  const format = isObject(field.type) ? field.type.format : undefined;
  const label = `Field \`${field.name}\` of ${messageLabel(message)}`;
  if (TIMESTAMP_NAME.test(field.name) && !(jsonTypeOf(field.type) === 'string' && format === 'date-time')) {
    context.report(field.typePointer, `${label} names a point in time: make it \`type: string\` with \`format: date-time\` (RFC 3339 in UTC).`);
  } else if (DATE_NAME.test(field.name) && !(jsonTypeOf(field.type) === 'string' && format === 'date')) {
    context.report(field.typePointer, `${label} names a calendar date: make it \`type: string\` with \`format: date\` (RFC 3339 full-date).`);
  }
}

function checkEnvelopeTime(context: EventLintContext, message: EventMessage): void {
  const time = envelopeAttribute(context, message, 'time');
  if (time && isObject(time.node) && !(jsonTypeOf(time.node) === 'string' && time.node.format === 'date-time')) {
    context.report(
      time.pointer,
      `The envelope \`time\` of ${messageLabel(message)} is no RFC 3339 timestamp: make it \`type: string\` with \`format: date-time\`.`,
    );
  }
  for (const example of examplesOf(message)) {
    const value = exampleAttribute(example.node, 'time');
    if (value !== undefined && !(typeof value === 'string' && UTC_TIMESTAMP.test(value))) {
      const where =
        isObject(example.node.headers) && example.node.headers.ce_time !== undefined ? childPointer(example.pointer, 'headers', 'ce_time') : example.pointer;
      context.report(
        where,
        `Example ${example.index + 1} of ${messageLabel(message)} gives the time ${JSON.stringify(value)}: write it in RFC 3339 in UTC, such as \`2026-03-15T16:02:11Z\`.`,
      );
    }
  }
}

export const r202002: GuidelineCheck = {
  checks:
    'Timestamps are UTC: Avro fields named `…At` are `long` with the logical type `timestamp-millis` and fields named `…Date` are `int` with `date` (no micros, local or time-of-day types); in JSON Schema payloads `format: date-time` and `format: date`; the envelope `time` is a `date-time` and the examples give it in RFC 3339 with `Z`.',
  event(context) {
    const seen = new Set<string>();
    for (const message of context.messages) {
      checkEnvelopeTime(context, message);
      if (!message.payload) {
        continue;
      }
      walkPayload(context.document, message.payload, {
        field(field) {
          if (seen.has(field.pointer)) {
            return;
          }
          seen.add(field.pointer);
          (field.kind === 'avro' ? checkAvroField : checkJsonField)(context, message, field);
        },
      });
    }
  },
};
