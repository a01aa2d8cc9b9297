/**
 * The compatibility rules, decided on the diff of two versions of a spec (lib/openapi/diff):
 * R108002 (no breaking change without a new profile), R108003 (a profile stays 12 months after its
 * successor first appeared) and R108006 (meaning changes go into a new property beside a
 * deprecated one). Pure: the dates come in as a lookup, the documents as parsed.
 */
import {diffSpecs, type ChangeLocation, type SpecChange} from '../openapi/diff';
import {type FlatSchema, flatten, flattenAll, keyword, properties, typesOf, valueOf} from '../openapi/diff/flatten';
import {profileId, profileUri} from '../openapi/model';
import {isList, isObject} from '../shared/guards';
import {childPointer as child, pointerGet} from '../shared/pointer';
import type {OpenApiDocument} from '../openapi/load';

export const COMPATIBILITY_RULES = ['R108002', 'R108003', 'R108006'] as const;
export type CompatibilityRule = (typeof COMPATIBILITY_RULES)[number];

/** A finding before it has a line: the rule, the words, and the node of the head document. */
export interface CompatibilityFinding {
  ruleId: CompatibilityRule;
  message: string;
  /** In the head document; for a removal, the node that held the removed one. */
  pointer: string;
}

/** When a profile first appeared in the spec's history; `date` is '' when there is no history. */
export interface ProfileSeen {
  date: string;
  version: string;
}

export interface CompatibilityInput {
  base: OpenApiDocument;
  head: OpenApiDocument;
  /** Asked only when a profile with a successor is removed (it reads the git history). */
  firstSeen: () => ReadonlyMap<string, ProfileSeen>;
  /** Why firstSeen has no dates, when it has none: said in R108003's message. */
  historyNotice?: () => string | undefined;
  now: Date;
}

/** The flag a writer sets on a property whose description now gives it another meaning. */
export const MEANING_FLAG = 'x-meaning-changed';

/** The support period of a superseded profile (R108003), in months. */
export const SUPPORT_MONTHS = 12;

/**
 * The compatible changes R108006's table lists: added response properties, optional request
 * properties and parameters, extensible enum values, operations, and relaxed input constraints.
 * They are additive by the rule's own words, so they are never an R108006 finding.
 */
export const ADDITIVE_CHECKS: ReadonlySet<string> = new Set([
  'property-added',
  'parameter-added',
  'request-body-added',
  'extensible-enum-value-added',
  'operation-added',
  'webhook-added',
  'response-success-status-added',
  'response-error-status-added',
  'response-header-added',
  'media-type-added',
  'profile-added',
]);

/** Relaxed input: additive in R108006's table ("relax a constraint on input") wherever partners only send the value. */
const RELAXING = /-(increased|decreased|removed|widened|opened|became-optional)$|^nullable-added$/;

export function isAdditive(change: SpecChange): boolean {
  return (
    ADDITIVE_CHECKS.has(change.check) ||
    (change.class === 'compatible' &&
      RELAXING.test(change.check) &&
      change.locations.length > 0 &&
      change.locations.every((location) => location.flow === 'sent'))
  );
}

export function compatibilityFindings(input: CompatibilityInput): CompatibilityFinding[] {
  const changes = diffSpecs(input.base, input.head);
  const added = new Set(
    changes
      .filter((change) => change.check === 'profile-added')
      .flatMap((change) => change.locations.map((location) => location.profile).filter((profile): profile is string => profile !== undefined)),
  );
  // A profile that exists in the base is not new, even where it is added to another operation.
  const before = profilesOf(input.base);
  const newProfiles = new Set([...added].filter((profile) => !before.has(profile)));
  return [...breakingFindings(changes, newProfiles, input), ...supportFindings(changes, input), ...meaningFindings(changes, newProfiles, input)];
}

// ---------------------------------------------------------------------------------------------
// Profiles

export interface ProfileVersion {
  family: string;
  version: number;
}

/** `order-v2` → family `order`, version 2; a profile without `-v<n>` has no successor. */
export function profileVersion(profile: string): ProfileVersion | undefined {
  const match = /^(.*)-v(\d+)$/i.exec(profile);
  return match ? {family: match[1]!, version: Number(match[2])} : undefined;
}

/** Every profile id a document offers, from its media type keys. */
function profilesOf(document: OpenApiDocument): Set<string> {
  const found = new Set<string>();
  forEachMediaType(document, (profile) => found.add(profile));
  return found;
}

/** Calls back for every profile media type of every operation and webhook: its profile id, schema and pointer. */
function forEachMediaType(document: OpenApiDocument, visit: (profile: string, media: {schema: unknown; pointer: string}) => void): void {
  const walk = (node: unknown, pointer: string, depth: number): void => {
    if (!isObject(node) || depth > 12) {
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      const uri = profileUri(key);
      if (uri && isObject(value)) {
        visit(profileId(uri), {schema: value.schema, pointer: child(pointer, key)});
      } else {
        walk(value, child(pointer, key), depth + 1);
      }
    }
  };
  walk(document.paths, '#/paths', 0);
  walk(document.webhooks, '#/webhooks', 0);
  walk(document.components, '#/components', 0);
}

/**
 * The nearest version of a profile's family that a document offers, after it (its successor) or
 * before it (its predecessor).
 */
function neighbourOf(profile: string, offered: ReadonlySet<string>, side: 'after' | 'before'): string | undefined {
  const own = profileVersion(profile);
  if (!own) {
    return undefined;
  }
  const distance = (version: number) => (side === 'after' ? version - own.version : own.version - version);
  return [...offered]
    .map((id) => ({id, version: profileVersion(id)}))
    .filter((entry) => entry.version?.family === own.family && distance(entry.version.version) > 0)
    .sort((a, b) => distance(a.version!.version) - distance(b.version!.version))[0]?.id;
}

const successorOf = (profile: string, offered: ReadonlySet<string>) => neighbourOf(profile, offered, 'after');
const predecessorOf = (profile: string, offered: ReadonlySet<string>) => neighbourOf(profile, offered, 'before');

// ---------------------------------------------------------------------------------------------
// R108002: breaking changes only in new profiles (or in preview)

/** Where a breaking change still breaks someone: not in preview, not inside a profile that is new. */
function breaksExistingClients(location: ChangeLocation, newProfiles: ReadonlySet<string>): boolean {
  return location.class === 'breaking' && !location.preview && !(location.profile && newProfiles.has(location.profile));
}

function breakingFindings(changes: readonly SpecChange[], newProfiles: ReadonlySet<string>, input: CompatibilityInput): CompatibilityFinding[] {
  const offered = profilesOf(input.head);
  return (
    changes
      .filter((change) => change.class === 'breaking' && !change.preview)
      .filter((change) => (change.locations.length === 0 ? true : change.locations.some((location) => breaksExistingClients(location, newProfiles))))
      // A profile retired after its successor shipped is R108003's business: its support period.
      .filter((change) => !(change.check === 'profile-removed' && removedProfiles(change).some((profile) => successorOf(profile, offered))))
      .map((change) => ({
        ruleId: 'R108002' as const,
        message: `${change.message} Breaking for existing clients: offer it in a new profile media type instead.`,
        pointer: change.headPointer,
      }))
  );
}

const removedProfiles = (change: SpecChange): string[] =>
  change.locations.map((location) => location.profile).filter((profile): profile is string => profile !== undefined);

// ---------------------------------------------------------------------------------------------
// R108003: 12 months of support after the successor first appeared

/** The date `months` calendar months after an ISO date (the last day of a shorter month where needed). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

function supportFindings(changes: readonly SpecChange[], input: CompatibilityInput): CompatibilityFinding[] {
  const offered = profilesOf(input.head);
  const findings: CompatibilityFinding[] = [];
  for (const change of changes.filter((candidate) => candidate.check === 'profile-removed' && !candidate.preview)) {
    for (const profile of removedProfiles(change)) {
      const successor = successorOf(profile, offered);
      if (!successor) {
        continue;
      }
      const seen = input.firstSeen().get(successor);
      const message = supportMessage(profile, successor, seen, input);
      if (message) {
        findings.push({ruleId: 'R108003', message, pointer: change.headPointer});
      }
    }
  }
  return findings;
}

/** Why removing the profile is too early, or undefined when its successor is old enough. */
function supportMessage(profile: string, successor: string, seen: ProfileSeen | undefined, input: CompatibilityInput): string | undefined {
  const removed = `The profile \`${profile}\` is removed`;
  // No date, no proof: a removal is only safe when the history shows the successor old enough.
  if (!seen || seen.date === '') {
    const why = input.historyNotice?.() ?? 'its first release is not in the git history';
    return `${removed}, but when its successor \`${successor}\` first appeared is unknown (${why}). Run the gate with the full history (a clone without --depth).`;
  }
  const since = new Date(seen.date);
  const until = addMonths(since, SUPPORT_MONTHS);
  if (input.now.getTime() >= until.getTime()) {
    return undefined;
  }
  return `${removed} before ${isoDay(until)}, 12 months after its successor \`${successor}\` first appeared (${seen.version}, ${isoDay(since)}): keep \`${profile}\` until then.`;
}

// ---------------------------------------------------------------------------------------------
// R108006: a new meaning goes into a new property beside a deprecated one

function meaningFindings(changes: readonly SpecChange[], newProfiles: ReadonlySet<string>, input: CompatibilityInput): CompatibilityFinding[] {
  const inExistingProfile = (change: SpecChange) =>
    !change.preview && change.locations.some((location) => !location.preview && !(location.profile && newProfiles.has(location.profile)));
  const candidates = changes.filter((change) => !isAdditive(change) && inExistingProfile(change));
  const flagged = new Set(
    flaggedNodes(input.head)
      .filter((node) => node.value === true)
      .map((node) => node.pointer),
  );
  return [
    ...candidates
      .filter((change) => change.meaningChanged)
      .map((change) => ({
        ruleId: 'R108006' as const,
        message: `${change.message} A changed default changes what existing requests mean: add a new property with the new default and deprecate this one.`,
        pointer: change.headPointer,
      })),
    ...candidates
      .filter((change) => change.check === 'description-changed' && flagged.has(change.pointer.replace(/\/description$/, '')))
      .map((change) => ({
        ruleId: 'R108006' as const,
        message: `${change.message} It is flagged \`${MEANING_FLAG}\`: add a new property with the new meaning and deprecate this one.`,
        pointer: change.headPointer.replace(/\/description$/, ''),
      })),
    ...reshapedProperties(changes, newProfiles, input.head),
  ];
}

/** Every node that carries the meaning flag, with its value (validated by the caller). */
export function flaggedNodes(document: unknown): {pointer: string; value: unknown}[] {
  const found: {pointer: string; value: unknown}[] = [];
  const visited = new Set<object>();
  const walk = (node: unknown, pointer: string): void => {
    if (typeof node !== 'object' || node === null || visited.has(node)) {
      return;
    }
    visited.add(node);
    if (isObject(node) && Object.hasOwn(node, MEANING_FLAG)) {
      found.push({pointer, value: node[MEANING_FLAG]});
    }
    const entries: [string | number, unknown][] = isList(node) ? node.map((value, index) => [index, value]) : Object.entries(node);
    entries.forEach(([key, value]) => walk(value, child(pointer, key)));
  };
  walk(document, '#');
  return found;
}

/**
 * A property the new profile gives another shape than its predecessor does, while the
 * predecessor does not deprecate it: R108006 asks for a new property beside the deprecated one,
 * so that a client moving to the new profile does not read the old name with another meaning.
 */
function reshapedProperties(changes: readonly SpecChange[], newProfiles: ReadonlySet<string>, head: OpenApiDocument): CompatibilityFinding[] {
  const offered = profilesOf(head);
  const findings = new Map<string, CompatibilityFinding>();
  for (const change of changes.filter((candidate) => candidate.check === 'profile-added')) {
    const media = pointerGet(head, change.headPointer);
    const profile = change.locations[0]?.profile;
    if (!isObject(media) || !profile || !newProfiles.has(profile)) {
      continue;
    }
    const predecessor = predecessorOf(profile, offered);
    const old = predecessor ? predecessorMedia(head, change.headPointer, predecessor) : undefined;
    if (!predecessor || !old) {
      continue;
    }
    for (const reshaped of compareShapes(
      head,
      {node: old.schema, pointer: child(old.pointer, 'schema')},
      {node: media.schema, pointer: child(change.headPointer, 'schema')},
    )) {
      findings.set(reshaped.pointer, {
        ruleId: 'R108006',
        message: `The property \`${reshaped.path}\` is ${reshaped.before} in \`${predecessor}\` but ${reshaped.after} in the new profile \`${profile}\`, and \`${predecessor}\` does not deprecate it: give the new shape a new name and deprecate \`${reshaped.path}\`.`,
        pointer: reshaped.pointer,
      });
    }
  }
  return [...findings.values()];
}

/** The predecessor's media type beside the new one (same content), else anywhere in the document. */
function predecessorMedia(head: OpenApiDocument, mediaPointer: string, predecessor: string): {schema: unknown; pointer: string} | undefined {
  const content = mediaPointer.slice(0, mediaPointer.lastIndexOf('/'));
  let beside: {schema: unknown; pointer: string} | undefined;
  let anywhere: {schema: unknown; pointer: string} | undefined;
  forEachMediaType(head, (profile, media) => {
    if (profile === predecessor) {
      anywhere ??= media;
      if (media.pointer.startsWith(`${content}/`)) {
        beside ??= media;
      }
    }
  });
  return beside ?? anywhere;
}

interface Reshaped {
  path: string;
  pointer: string;
  before: string;
  after: string;
}

/** What a schema is: object, array, string, number (integer counts as number), boolean; undefined when open. */
function shapeOf(schema: FlatSchema): string | undefined {
  const {types} = typesOf(schema);
  if (types && types.size > 0) {
    return [...new Set([...types].map((type) => (type === 'integer' ? 'number' : type)))].sort().join(' | ');
  }
  if (valueOf(schema, 'properties') !== undefined) {
    return 'object';
  }
  return valueOf(schema, 'items') !== undefined ? 'array' : undefined;
}

const article = (shape: string): string => (/^[aeiou]/.test(shape) ? `an ${shape}` : `a ${shape}`);

/** Properties present in both schemas whose shapes differ, the old one not deprecated; walks nested objects and array items. */
function compareShapes(document: OpenApiDocument, old: {node: unknown; pointer: string}, now: {node: unknown; pointer: string}): Reshaped[] {
  const found: Reshaped[] = [];
  const seen = new Set<string>();
  const visit = (before: FlatSchema, after: FlatSchema, path: string, depth: number): void => {
    const key = `${before.key}|${after.key}`;
    if (seen.has(key) || depth > 16) {
      return;
    }
    seen.add(key);
    const beforeProperties = properties(before);
    for (const [name, definitions] of properties(after)) {
      const oldDefinitions = beforeProperties.get(name);
      if (!oldDefinitions) {
        continue;
      }
      const oldFlat = flattenAll(document, oldDefinitions);
      const newFlat = flattenAll(document, definitions);
      const propertyPath = path ? `${path}.${name}` : name;
      const oldShape = shapeOf(oldFlat);
      const newShape = shapeOf(newFlat);
      if (oldShape && newShape && oldShape !== newShape) {
        if (valueOf(oldFlat, 'deprecated') !== true) {
          found.push({path: propertyPath, pointer: definitions[0]!.pointer, before: article(oldShape), after: article(newShape)});
        }
        continue;
      }
      visit(oldFlat, newFlat, propertyPath, depth + 1);
      const oldItems = keyword(oldFlat, 'items');
      const newItems = keyword(newFlat, 'items');
      if (oldItems && newItems && isObject(oldItems.value) && isObject(newItems.value)) {
        visit(
          flatten(document, {node: oldItems.value, pointer: oldItems.pointer}),
          flatten(document, {node: newItems.value, pointer: newItems.pointer}),
          `${propertyPath}[]`,
          depth + 1,
        );
      }
    }
  };
  if (isObject(old.node) && isObject(now.node)) {
    visit(flatten(document, {node: old.node, pointer: old.pointer}), flatten(document, {node: now.node, pointer: now.pointer}), '', 0);
  }
  return found;
}
