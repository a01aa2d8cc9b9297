/**
 * The guidelines' own ruleset: for every REST rule a machine can check, the Redocly rules that
 * check it, keyed by the rule's id. A check is either built into Redocly (named with its options)
 * or a rule of our plugin (`guidelines/R<id>`, a Redocly visitor). The severity is never written
 * here: it follows from the rule's type (lint.ts).
 *
 * One file per rule, as Redocly and Spectral keep theirs: `r<id>.ts` exports the check as
 * `r<id>` with the constants and helpers only it uses; shared.ts holds what several checks use.
 * This index lists them in CHECKS; keep its order, the order of the Redocly configuration (lint.ts).
 *
 * Each check reports one kind of finding with a message saying what to change. Checks see the
 * spec as Redocly resolves it, so a `$ref`'d component is checked where it is defined.
 *
 * The event rules' checks (R2xxxxx) sit in the same list: instead of a Redocly visitor they have an
 * `event` function that reads an AsyncAPI document (events.ts), and lint.ts runs them on AsyncAPI
 * documents only, as it runs the Redocly checks on OpenAPI specs only.
 */
import type {GuidelineCheck} from './shared';

import {r101001} from './r101001';
import {r101003} from './r101003';
import {r101004} from './r101004';
import {r101005} from './r101005';
import {r101006} from './r101006';
import {r102001} from './r102001';
import {r102002} from './r102002';
import {r102003} from './r102003';
import {r102005} from './r102005';
import {r102006} from './r102006';
import {r103001} from './r103001';
import {r103002} from './r103002';
import {r103004} from './r103004';
import {r104001} from './r104001';
import {r104002} from './r104002';
import {r104003} from './r104003';
import {r104004} from './r104004';
import {r104005} from './r104005';
import {r104006} from './r104006';
import {r105001} from './r105001';
import {r105002} from './r105002';
import {r105003} from './r105003';
import {r105004} from './r105004';
import {r105005} from './r105005';
import {r106001} from './r106001';
import {r106002} from './r106002';
import {r107001} from './r107001';
import {r107002} from './r107002';
import {r107005} from './r107005';
import {r108001} from './r108001';
import {r108004} from './r108004';
import {r201001} from './r201001';
import {r201002} from './r201002';
import {r201003} from './r201003';
import {r202001} from './r202001';
import {r202002} from './r202002';
import {r202003} from './r202003';
import {r203001} from './r203001';
import {r204001} from './r204001';
import {r204002} from './r204002';
import {r204003} from './r204003';
import {r205003} from './r205003';
import {r206001} from './r206001';
import {r206002} from './r206002';

export type {BuiltinCheck, GuidelineCheck, GuidelineVisitor, PathItemKind, Place} from './shared';
export type {EventLintContext} from './events';
export {placeOf} from './shared';

/** Name of our Redocly plugin: its rules are `guidelines/R<id>`. */
export const PLUGIN_ID = 'guidelines';

/** Where the checks live, as messages to writers name it. */
export const CHECKS_DIR = 'lib/lint/checks';

export const CHECKS: Record<string, GuidelineCheck> = {
  R101001: r101001,
  R101003: r101003,
  R101004: r101004,
  R101005: r101005,
  R101006: r101006,
  R102001: r102001,
  R102002: r102002,
  R102003: r102003,
  R102005: r102005,
  R102006: r102006,
  R103001: r103001,
  R103002: r103002,
  R103004: r103004,
  R104001: r104001,
  R104002: r104002,
  R104003: r104003,
  R104004: r104004,
  R104005: r104005,
  R104006: r104006,
  R105001: r105001,
  R105002: r105002,
  R105003: r105003,
  R105004: r105004,
  R105005: r105005,
  R106001: r106001,
  R106002: r106002,
  R107001: r107001,
  R107002: r107002,
  R107005: r107005,
  R108001: r108001,
  R108004: r108004,
  R201001: r201001,
  R201002: r201002,
  R201003: r201003,
  R202001: r202001,
  R202002: r202002,
  R202003: r202003,
  R203001: r203001,
  R204001: r204001,
  R204002: r204002,
  R204003: r204003,
  R205003: r205003,
  R206001: r206001,
  R206002: r206002,
};

/**
 * Rules the compatibility gate checks (`lint:specs --base <revision>`, compatibility.ts): they
 * compare the spec with its version at the base revision, so they are no Redocly rules and run
 * only with `--base`. Listed here so that the rule pages' `automated: true` and the ruleset agree.
 */
export const GATE_CHECKS: Record<string, Pick<GuidelineCheck, 'checks'> & {api?: 'event'}> = {
  R108002: {
    checks:
      'With `--base <revision>` (the pull request gate): every breaking change against the base version (a removed operation, property or profile, a narrowed type, a new required parameter or field, a scope added, ...) that is neither in preview (`x-preview`) nor inside a profile media type the change adds.',
  },
  R108003: {
    checks:
      "With `--base <revision>`: a profile removed less than 12 months after its successor (`order-v1` → `order-v2`) first appeared in the spec's git history.",
  },
  R108006: {
    checks:
      "With `--base <revision>`: in an existing profile, a changed `default` and a description change flagged `x-meaning-changed: true`; in a new profile, a property whose type differs from the predecessor profile's while the predecessor does not deprecate it.",
  },
  // The event rules the gate checks on AsyncAPI documents (eventCompatibility.ts).
  R206003: {
    api: 'event',
    checks: 'With `--base <revision>`: a topic (the same channel `address`) whose Kafka binding gives another `partitions` count than at the base.',
  },
  R207001: {
    api: 'event',
    checks:
      "With `--base <revision>`: on a topic of the same major version (the same channel `address`), a message payload changed incompatibly against the base: a field removed or added without a default, a field's type, a record's or enum's name changed, an enum symbol removed, or added to an enum without a `default`.",
  },
  R207003: {
    api: 'event',
    checks:
      "With `--base <revision>`: a topic version removed (`<topic>.v1` gone) less than six months after its successor (`<topic>.v2`) first appeared in the document's git history.",
  },
};

/** The check of a rule id, by Redocly or by the gate. */
export function checkOf(id: string): Pick<GuidelineCheck, 'checks'> | undefined {
  return Object.hasOwn(CHECKS, id) ? CHECKS[id] : Object.hasOwn(GATE_CHECKS, id) ? GATE_CHECKS[id] : undefined;
}

export const isGateRule = (id: string): boolean => Object.hasOwn(GATE_CHECKS, id);

/** What a rule's check reads: `event` for AsyncAPI documents, `rest` for OpenAPI specs (also for a rule without a check). */
export function apiOfRule(id: string): 'rest' | 'event' {
  const event = Object.hasOwn(CHECKS, id) ? CHECKS[id]!.event !== undefined : Object.hasOwn(GATE_CHECKS, id) && GATE_CHECKS[id]!.api === 'event';
  return event ? 'event' : 'rest';
}

/** The file that holds (or is to hold) a rule's check: `lib/lint/checks/r104003.ts`; a gate check's is this index. */
export const checkFileOf = (id: string): string => (isGateRule(id) ? `${CHECKS_DIR}/index.ts` : `${CHECKS_DIR}/${id.toLowerCase()}.ts`);
