/**
 * From raw findings to SpecChanges: one change per changed node, with every place it is reached
 * from, classified per place and in words a partner understands.
 */
import {type CheckSpec, checkOf, classOf, impactOf} from './checks';
import {HTTP_METHODS} from '../load';
import {canonical} from './json';
import type {Place, RawChange} from './operations';
import type {ChangeClass, ChangeLocation, Direction, OperationRef, SpecChange} from './types';

const SEVERITY: Record<ChangeClass, number> = {documentation: 0, compatible: 1, deprecation: 2, breaking: 3};

const code = (value: unknown): string => (value === undefined ? 'none' : `\`${typeof value === 'string' ? value : canonical(value)}\``);

export function operationLabel(operation: OperationRef): string {
  return operation.webhook !== undefined ? `the webhook \`${operation.webhook}\`` : `${operation.method.toUpperCase()} ${operation.path}`;
}

const profileNote = (location: Place) => (location.profile ? ` (${location.profile})` : '');

/** Data a webhook sends is an event to the partner; elsewhere requests and responses. */
function messageWord(location: Place): string {
  return location.direction === 'request' && location.operation?.webhook !== undefined ? 'event' : (location.direction ?? 'request');
}

function parameterText(location: Place): string {
  return `the ${location.parameter!.in} parameter \`${location.parameter!.name}\``;
}

/** The changed thing, named from the most specific part of its place. */
function subjectOf(spec: CheckSpec, location: Place | undefined, raw: RawChange): string {
  if (!location?.operation) {
    return raw.subject ?? 'the API';
  }
  const operation = `${operationLabel(location.operation)}${profileNote(location)}`;
  const status = location.status ? ` (${location.status})` : '';
  const header = () => `the response header \`${location.header}\`${status} of ${operation}`;
  const body = () => (location.direction === 'request' ? `the ${messageWord(location)} body of ${operation}` : `the response${status} of ${operation}`);
  switch (spec.scope) {
    case 'operation':
    case 'security':
    case 'response':
      return operationLabel(location.operation);
    case 'parameter':
      return `${parameterText(location)} of ${operation}`;
    case 'request-body':
      return `the ${messageWord(location)} body of ${operation}`;
    case 'header':
      return header();
    case 'media-type':
      return location.direction === 'request'
        ? `the ${messageWord(location)} body of ${operationLabel(location.operation)}`
        : `the response${status} of ${operationLabel(location.operation)}`;
    default:
      break;
  }
  if (location.path) {
    const holder = location.parameter ? ` of ${parameterText(location)}` : location.header ? ` of the response header \`${location.header}\`` : '';
    return `the ${location.parameter || location.header ? '' : `${messageWord(location)} `}property \`${location.path}\`${holder} of ${operation}`;
  }
  if (location.parameter) {
    return `${parameterText(location)} of ${operation}`;
  }
  if (location.header) {
    return header();
  }
  return location.direction ? body() : operation;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function otherOperations(locations: ChangeLocation[], shown: ChangeLocation): string {
  const labels = [
    ...new Set(
      locations
        .filter((location) => location.operation && location !== shown)
        .map((location) => `${operationLabel(location.operation!)}${profileNote(location)}`),
    ),
  ];
  const own = shown.operation ? `${operationLabel(shown.operation)}${profileNote(shown)}` : '';
  const others = labels.filter((label) => label !== own);
  if (others.length === 0) {
    return '';
  }
  const listed = others.slice(0, 3).join(', ');
  return ` (also in ${listed}${others.length > 3 ? ` and ${others.length - 3} more` : ''})`;
}

/** A shared schema can be harmless where partners send it and breaking where they receive it: say both. */
function flowNote(locations: ChangeLocation[]): string {
  const byFlow = (flow: 'sent' | 'received') => locations.filter((location) => location.flow === flow).map((location) => location.class);
  const sent = byFlow('sent');
  const received = byFlow('received');
  if (sent.length === 0 || received.length === 0 || sent[0] === received[0]) {
    return '';
  }
  return ` The schema is used both in what clients send (${sent[0]} there) and in what they receive (${received[0]} there).`;
}

function messageOf(raw: RawChange, locations: ChangeLocation[], changeClass: ChangeClass): string {
  const spec = checkOf(raw.check);
  const shown = locations.find((location) => location.class === changeClass) ?? locations[0];
  const sentence = spec.say({subject: subjectOf(spec, shown, raw), name: code(raw.name), before: code(raw.before), after: code(raw.after)});
  const consequence = changeClass === 'breaking' ? impactOf(raw.check, shown?.flow) : undefined;
  const impact = consequence ? `: ${consequence}` : '';
  return `${capitalise(sentence)}${shown ? otherOperations(locations, shown) : ''}${impact}.${flowNote(locations)}`;
}

function operationKey(operation: OperationRef | undefined): string {
  if (!operation) {
    return '';
  }
  const method = String(HTTP_METHODS.indexOf(operation.method as (typeof HTTP_METHODS)[number])).padStart(2, '0');
  return operation.webhook !== undefined ? `webhooks\u0000${operation.webhook}\u0000${method}` : `paths\u0000${operation.path}\u0000${method}`;
}

function locationKey(location: ChangeLocation | undefined): string {
  if (!location) {
    return '';
  }
  return [
    operationKey(location.operation),
    location.direction === 'response' ? '1' : '0',
    location.parameter ? `${location.parameter.in} ${location.parameter.name}` : '',
    location.status ?? '',
    location.header ?? '',
    location.mediaType ?? '',
    location.path ?? '',
    location.pointer,
  ].join('\u0000');
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function report(raws: readonly RawChange[]): SpecChange[] {
  const groups = new Map<string, {raw: RawChange; places: Map<string, Place>}>();
  for (const raw of raws) {
    const key = [raw.check, raw.kind, raw.pointer, canonical(raw.before), canonical(raw.after), raw.name ?? '', raw.subject ?? ''].join('\u0000');
    const group = groups.get(key) ?? {raw, places: new Map<string, Place>()};
    if (raw.place) {
      group.places.set(canonical(raw.place), raw.place);
    }
    groups.set(key, group);
  }
  const changes = [...groups.values()].map(({raw, places}) => toChange(raw, [...places.values()]));
  return changes.sort(
    (a, b) =>
      compareText(locationKey(a.locations[0]), locationKey(b.locations[0])) ||
      compareText(a.pointer, b.pointer) ||
      compareText(a.check, b.check) ||
      compareText(a.message, b.message),
  );
}

function toChange(raw: RawChange, places: Place[]): SpecChange {
  const locations = places
    .map((place): ChangeLocation => ({...place, class: classOf(raw.check, place.flow)}))
    .sort((a, b) => compareText(locationKey(a), locationKey(b)));
  const changeClass =
    locations.length === 0
      ? classOf(raw.check, undefined)
      : locations.reduce<ChangeClass>((worst, location) => (SEVERITY[location.class] > SEVERITY[worst] ? location.class : worst), locations[0]!.class);
  const directions = (['request', 'response'] as const).filter((direction: Direction) => locations.some((location) => location.direction === direction));
  return {
    check: raw.check,
    kind: raw.kind,
    class: changeClass,
    message: messageOf(raw, locations, changeClass),
    pointer: raw.pointer,
    headPointer: raw.headPointer,
    ...(raw.pointer.startsWith('#/components/') ? {component: raw.pointer} : {}),
    locations,
    directions,
    ...(raw.before !== undefined ? {before: raw.before} : {}),
    ...(raw.after !== undefined ? {after: raw.after} : {}),
    ...(checkOf(raw.check).meaningChanged ? {meaningChanged: true as const} : {}),
    ...(locations.length > 0 && locations.every((location) => location.preview) ? {preview: true as const} : {}),
  };
}
