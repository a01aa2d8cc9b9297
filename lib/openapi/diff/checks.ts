/**
 * The checks of the spec diff: id, class for data the partner sends and receives, and the words.
 * The ids and classes are ours (lib/openapi/README.md lists them and says why); oasdiff's list
 * served as the checklist, not as the source of the classification.
 */
import type {ChangeClass, Flow} from './types';

/** What the subject of a message is: decides how report.ts names the changed thing. */
export type CheckScope = 'schema' | 'operation' | 'parameter' | 'request-body' | 'response' | 'header' | 'media-type' | 'security' | 'document';

export interface MessageParts {
  /** The changed thing with where it is: "The response property `status` of GET /orders/{orderId} (order-v2)". */
  subject: string;
  /** The name the change is about (value, property, scope, status, media type, profile), formatted as code. */
  name: string;
  before: string;
  after: string;
}

export interface CheckSpec {
  scope: CheckScope;
  /** One line for the README's table. */
  what: string;
  sent: ChangeClass;
  received: ChangeClass;
  say: (parts: MessageParts) => string;
  /** What fails for a partner, added to the message where the change is breaking; per flow where that differs. */
  impact?: string | Partial<Record<Flow, string>>;
  meaningChanged?: true;
}

const both = (value: ChangeClass) => ({sent: value, received: value});
/** Fewer accepted values: breaks what partners send, harmless in what they receive. */
const NARROWS = {sent: 'breaking', received: 'compatible'} as const;
/** More possible values: harmless in what partners send, breaks code reading what they receive. */
const WIDENS = {sent: 'compatible', received: 'breaking'} as const;

const NARROW_IMPACT = 'requests that were valid before are rejected';
const WIDEN_IMPACT = 'clients that rely on the old range fail on the new values';

type Entry = Omit<CheckSpec, 'sent' | 'received'> & {sent: ChangeClass; received: ChangeClass};
const schema = (what: string, classes: {sent: ChangeClass; received: ChangeClass}, say: CheckSpec['say'], impact?: CheckSpec['impact']): Entry => ({
  scope: 'schema',
  what,
  ...classes,
  say,
  ...(impact ? {impact} : {}),
});

/** Numeric limits: a smaller maximum or a larger minimum accepts fewer values (`added` counts as tightened, `removed` as relaxed). */
export const LIMIT_KEYWORDS: Record<string, 'max' | 'min'> = {
  maxLength: 'max',
  minLength: 'min',
  maximum: 'max',
  minimum: 'min',
  exclusiveMaximum: 'max',
  exclusiveMinimum: 'min',
  maxItems: 'max',
  minItems: 'min',
  maxProperties: 'max',
  minProperties: 'min',
};
/** Keywords whose any change is not an order: added tightens, removed relaxes, changed can do both. */
export const RULE_KEYWORDS = ['pattern', 'multipleOf'] as const;
/** Keywords that are on or off: turning them on tightens. OpenAPI 3.0's boolean exclusive limits are here too. */
export const FLAG_KEYWORDS = ['uniqueItems', 'exclusiveMaximum', 'exclusiveMinimum'] as const;

export const kebab = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function constraintChecks(): Record<string, Entry> {
  const checks: Record<string, Entry> = {};
  for (const [keyword, bound] of Object.entries(LIMIT_KEYWORDS)) {
    const tightened = `${kebab(keyword)}-${bound === 'max' ? 'decreased' : 'increased'}`;
    const relaxed = `${kebab(keyword)}-${bound === 'max' ? 'increased' : 'decreased'}`;
    checks[tightened] = schema(
      `\`${keyword}\` ${bound === 'max' ? 'decreased' : 'increased'} or added`,
      NARROWS,
      (m) => `${m.subject} has \`${keyword}\` ${m.after} (was ${m.before})`,
      NARROW_IMPACT,
    );
    checks[relaxed] = schema(
      `\`${keyword}\` ${bound === 'max' ? 'increased' : 'decreased'} or removed`,
      WIDENS,
      (m) => `${m.subject} has \`${keyword}\` ${m.after} (was ${m.before})`,
      WIDEN_IMPACT,
    );
  }
  for (const keyword of [...RULE_KEYWORDS, ...FLAG_KEYWORDS]) {
    checks[`${kebab(keyword)}-added`] = schema(`\`${keyword}\` added`, NARROWS, (m) => `${m.subject} now has \`${keyword}\` ${m.after}`, NARROW_IMPACT);
    checks[`${kebab(keyword)}-removed`] = schema(
      `\`${keyword}\` removed`,
      WIDENS,
      (m) => `${m.subject} no longer has \`${keyword}\` ${m.before}`,
      WIDEN_IMPACT,
    );
  }
  for (const keyword of RULE_KEYWORDS) {
    checks[`${kebab(keyword)}-changed`] = schema(
      `\`${keyword}\` changed`,
      both('breaking'),
      (m) => `${m.subject} has \`${keyword}\` ${m.after} instead of ${m.before}`,
      'values valid under one rule are invalid under the other',
    );
  }
  return checks;
}

const documentation = (scope: CheckScope, keyword: string): Entry => ({
  scope,
  what: `${keyword} added, changed or removed`,
  ...both('documentation'),
  say: (m) => `The ${keyword} of ${m.subject} changed`,
});

export const CHECKS: Record<string, CheckSpec> = {
  // Operations and webhooks
  'operation-added': {scope: 'operation', what: 'operation added', ...both('compatible'), say: (m) => `${m.subject} was added`},
  'operation-removed': {
    scope: 'operation',
    what: 'operation removed',
    ...both('breaking'),
    say: (m) => `${m.subject} was removed`,
    impact: 'clients calling it get 404 or 405',
  },
  'webhook-added': {scope: 'operation', what: 'webhook added', ...both('compatible'), say: (m) => `${m.subject} was added`},
  'webhook-removed': {
    scope: 'operation',
    what: 'webhook removed',
    ...both('breaking'),
    say: (m) => `${m.subject} was removed`,
    impact: 'subscribers no longer receive these events',
  },
  'operation-deprecated': {scope: 'operation', what: 'operation or webhook deprecated', ...both('deprecation'), say: (m) => `${m.subject} is deprecated`},
  'operation-undeprecated': {
    scope: 'operation',
    what: 'deprecation of an operation or webhook withdrawn',
    ...both('compatible'),
    say: (m) => `${m.subject} is no longer deprecated`,
  },
  'operation-id-changed': {
    scope: 'operation',
    what: 'operationId changed, added or removed',
    ...both('breaking'),
    say: (m) => `The operationId of ${m.subject} is ${m.after} (was ${m.before})`,
    impact: 'regenerated clients rename the method and calling code no longer compiles',
  },
  'preview-ended': {
    scope: 'schema',
    what: '`x-preview` removed from an operation or property: generally available',
    ...both('compatible'),
    say: (m) => `${m.subject} is no longer in preview`,
  },
  'summary-changed': documentation('operation', 'summary'),
  'description-changed': {
    scope: 'schema',
    what: 'description added, changed or removed (anywhere)',
    ...both('documentation'),
    say: (m) => `The description of ${m.subject} changed`,
  },
  'title-changed': documentation('schema', 'title'),
  'example-changed': documentation('schema', 'example'),

  // Parameters
  'parameter-added': {scope: 'parameter', what: 'optional parameter added', ...both('compatible'), say: (m) => `${m.subject} was added (optional)`},
  'required-parameter-added': {
    scope: 'parameter',
    what: 'required parameter added',
    sent: 'breaking',
    received: 'compatible',
    say: (m) => `${m.subject} was added as required`,
    impact: 'requests without it are rejected',
  },
  'parameter-removed': {
    scope: 'parameter',
    what: 'parameter removed',
    ...both('breaking'),
    say: (m) => `${m.subject} was removed`,
    impact: {sent: 'a value clients still send is ignored or rejected', received: 'receivers that read it find nothing'},
  },
  'parameter-became-required': {
    scope: 'parameter',
    what: 'parameter optional → required',
    sent: 'breaking',
    received: 'compatible',
    say: (m) => `${m.subject} is now required`,
    impact: 'requests without it are rejected',
  },
  'parameter-became-optional': {
    scope: 'parameter',
    what: 'parameter required → optional',
    sent: 'compatible',
    received: 'breaking',
    say: (m) => `${m.subject} is now optional`,
    impact: 'receivers that rely on it fail',
  },
  'parameter-location-changed': {
    scope: 'parameter',
    what: '`in` of a parameter changed',
    ...both('breaking'),
    say: (m) => `${m.subject} moved from ${m.before} to ${m.after}`,
    impact: 'clients send it where it is no longer read',
  },
  'parameter-style-changed': {
    scope: 'parameter',
    what: '`style` of a parameter changed',
    ...both('breaking'),
    say: (m) => `${m.subject} is serialised with style ${m.after} (was ${m.before})`,
    impact: 'clients serialise it the old way',
  },
  'parameter-explode-changed': {
    scope: 'parameter',
    what: '`explode` of a parameter changed',
    ...both('breaking'),
    say: (m) => `${m.subject} has explode ${m.after} (was ${m.before})`,
    impact: 'clients serialise it the old way',
  },
  'parameter-deprecated': {scope: 'parameter', what: 'parameter deprecated', ...both('deprecation'), say: (m) => `${m.subject} is deprecated`},
  'parameter-undeprecated': {
    scope: 'parameter',
    what: 'deprecation of a parameter withdrawn',
    ...both('compatible'),
    say: (m) => `${m.subject} is no longer deprecated`,
  },

  // Request bodies
  'request-body-added': {scope: 'request-body', what: 'optional request body added', ...both('compatible'), say: (m) => `${m.subject} was added (optional)`},
  'required-request-body-added': {
    scope: 'request-body',
    what: 'required request body added',
    sent: 'breaking',
    received: 'compatible',
    say: (m) => `${m.subject} was added as required`,
    impact: 'requests without a body are rejected',
  },
  'request-body-removed': {
    scope: 'request-body',
    what: 'request body removed',
    ...both('breaking'),
    say: (m) => `${m.subject} was removed`,
    impact: {sent: 'what clients still send is ignored or rejected', received: 'receivers that read it find nothing'},
  },
  'request-body-became-required': {
    scope: 'request-body',
    what: 'request body optional → required',
    sent: 'breaking',
    received: 'compatible',
    say: (m) => `${m.subject} is now required`,
    impact: 'requests without a body are rejected',
  },
  'request-body-became-optional': {
    scope: 'request-body',
    what: 'request body required → optional',
    sent: 'compatible',
    received: 'breaking',
    say: (m) => `${m.subject} is now optional`,
    impact: 'receivers that rely on a body fail',
  },

  // Media types and profiles
  'media-type-added': {scope: 'media-type', what: 'media type added', ...both('compatible'), say: (m) => `${m.subject} is now also available as ${m.name}`},
  'media-type-removed': {
    scope: 'media-type',
    what: 'media type removed',
    ...both('breaking'),
    say: (m) => `${m.subject} is no longer available as ${m.name}`,
    impact: 'clients that send or accept it get 415 or 406',
  },
  'profile-added': {
    scope: 'media-type',
    what: 'profile media type added',
    ...both('compatible'),
    say: (m) => `${m.subject} is now also available in the profile ${m.name}`,
  },
  'profile-removed': {
    scope: 'media-type',
    what: 'profile media type removed',
    ...both('breaking'),
    say: (m) => `${m.subject} is no longer available in the profile ${m.name}`,
    impact: 'clients that ask for it get 406',
  },

  // Responses
  'response-success-status-added': {
    scope: 'response',
    what: 'success status added',
    ...both('compatible'),
    say: (m) => `${m.subject} may now answer with status ${m.name}`,
  },
  'response-error-status-added': {
    scope: 'response',
    what: 'error status (4xx, 5xx, default) added',
    ...both('compatible'),
    say: (m) => `${m.subject} may now answer with status ${m.name}`,
  },
  'response-success-status-removed': {
    scope: 'response',
    what: 'success status removed',
    ...both('breaking'),
    say: (m) => `${m.subject} no longer answers with status ${m.name}`,
    impact: 'clients waiting for it meet another status',
  },
  'response-error-status-removed': {
    scope: 'response',
    what: 'error status removed',
    ...both('compatible'),
    say: (m) => `${m.subject} no longer answers with status ${m.name}`,
  },
  'response-header-added': {scope: 'header', what: 'response header added', ...both('compatible'), say: (m) => `${m.subject} was added`},
  'response-header-removed': {
    scope: 'header',
    what: 'response header removed',
    sent: 'compatible',
    received: 'breaking',
    say: (m) => `${m.subject} was removed`,
    impact: 'clients reading it find nothing',
  },

  // Security
  'security-requirement-added': {
    scope: 'security',
    what: 'authentication required where none was',
    ...both('breaking'),
    say: (m) => `${m.subject} now requires authentication (${m.after})`,
    impact: 'calls without a token get 401',
  },
  'security-requirement-removed': {
    scope: 'security',
    what: 'authentication no longer required',
    ...both('compatible'),
    say: (m) => `${m.subject} no longer requires authentication`,
  },
  'security-alternative-added': {
    scope: 'security',
    what: 'another way to authenticate accepted',
    ...both('compatible'),
    say: (m) => `${m.subject} also accepts ${m.name}`,
  },
  'security-alternative-removed': {
    scope: 'security',
    what: 'a way to authenticate no longer accepted',
    ...both('breaking'),
    say: (m) => `${m.subject} no longer accepts ${m.name}`,
    impact: 'clients authenticating that way get 401',
  },
  'security-scope-added': {
    scope: 'security',
    what: 'required scope added',
    ...both('breaking'),
    say: (m) => `${m.subject} now requires the scope ${m.name}`,
    impact: 'tokens without it get 403',
  },
  'security-scope-removed': {
    scope: 'security',
    what: 'required scope removed',
    ...both('compatible'),
    say: (m) => `${m.subject} no longer requires the scope ${m.name}`,
  },
  'security-scheme-added': {scope: 'document', what: 'security scheme added', ...both('compatible'), say: (m) => `${m.subject} was added`},
  'security-scheme-removed': {
    scope: 'document',
    what: 'security scheme removed',
    ...both('breaking'),
    say: (m) => `${m.subject} was removed`,
    impact: 'clients using it can no longer authenticate',
  },
  'security-scheme-changed': {
    scope: 'document',
    what: 'type, location, flow or URL of a security scheme changed',
    ...both('breaking'),
    say: (m) => `${m.subject} changed: ${m.name} is ${m.after} (was ${m.before})`,
    impact: 'clients obtain or send tokens the old way',
  },
  'security-scheme-scope-added': {
    scope: 'document',
    what: 'scope offered by a security scheme added',
    ...both('compatible'),
    say: (m) => `${m.subject} offers the new scope ${m.name}`,
  },
  'security-scheme-scope-removed': {
    scope: 'document',
    what: 'scope offered by a security scheme removed',
    ...both('breaking'),
    say: (m) => `${m.subject} no longer offers the scope ${m.name}`,
    impact: 'token requests asking for it fail',
  },

  // Servers
  'server-added': {scope: 'document', what: 'server added', ...both('compatible'), say: (m) => `The API is now also served at ${m.subject}`},
  'server-removed': {
    scope: 'document',
    what: 'server removed',
    ...both('breaking'),
    say: (m) => `The API is no longer served at ${m.subject}`,
    impact: 'clients configured with it fail to connect',
  },

  // Schemas: types and values
  'type-narrowed': schema(
    'type narrowed or added (integer is narrower than number)',
    NARROWS,
    (m) => `${m.subject} has type ${m.after} (was ${m.before})`,
    NARROW_IMPACT,
  ),
  'type-widened': schema('type widened or removed', WIDENS, (m) => `${m.subject} has type ${m.after} (was ${m.before})`, 'clients parsing the old type fail'),
  'type-changed': schema(
    'type changed to an unrelated one',
    both('breaking'),
    (m) => `${m.subject} has type ${m.after} instead of ${m.before}`,
    'values of the old type are invalid',
  ),
  'nullable-added': schema('`null` allowed', WIDENS, (m) => `${m.subject} may now be \`null\``, 'clients not expecting null fail'),
  'nullable-removed': schema('`null` no longer allowed', NARROWS, (m) => `${m.subject} may no longer be \`null\``, NARROW_IMPACT),
  'format-narrowed': schema('format added or narrowed (int64 → int32)', NARROWS, (m) => `${m.subject} has format ${m.after} (was ${m.before})`, NARROW_IMPACT),
  'format-widened': schema(
    'format removed or widened (int32 → int64)',
    WIDENS,
    (m) => `${m.subject} has format ${m.after} (was ${m.before})`,
    'clients parsing the old format fail',
  ),
  'format-changed': schema(
    'format changed to an unrelated one',
    both('breaking'),
    (m) => `${m.subject} has format ${m.after} instead of ${m.before}`,
    'values in the old format are invalid',
  ),
  'enum-value-added': schema('value added to a closed `enum`', WIDENS, (m) => `${m.subject} may now be ${m.name}`, 'clients with a closed enum fail'),
  'enum-value-removed': schema(
    'value removed from a closed `enum`',
    NARROWS,
    (m) => `${m.subject} may no longer be ${m.name}`,
    'requests with it are rejected',
  ),
  'enum-added': schema(
    '`enum` or `x-extensible-enum` added to a schema that had none',
    NARROWS,
    (m) => `${m.subject} is now restricted to ${m.after}`,
    NARROW_IMPACT,
  ),
  'enum-removed': schema(
    '`enum` removed',
    WIDENS,
    (m) => `${m.subject} is no longer restricted to ${m.before}`,
    'clients with a closed enum fail on other values',
  ),
  'enum-made-extensible': schema(
    'closed `enum` turned into `x-extensible-enum`',
    both('compatible'),
    (m) => `${m.subject} is now an extensible enum: expect new values`,
  ),
  'extensible-enum-value-added': schema('value added to an `x-extensible-enum`', both('compatible'), (m) => `${m.subject} may now be ${m.name}`),
  'extensible-enum-value-removed': schema(
    'value removed from an `x-extensible-enum`',
    NARROWS,
    (m) => `${m.subject} may no longer be ${m.name}`,
    'requests with it are rejected',
  ),
  'extensible-enum-value-deprecated': schema(
    '`x-extensible-enum` value deprecated',
    both('deprecation'),
    (m) => `The value ${m.name} of ${m.subject} is deprecated`,
  ),
  'extensible-enum-value-undeprecated': schema(
    'deprecation of an `x-extensible-enum` value withdrawn',
    both('compatible'),
    (m) => `The value ${m.name} of ${m.subject} is no longer deprecated`,
  ),
  'default-changed': {
    ...schema(
      '`default` added, changed or removed (flagged for R108006)',
      both('compatible'),
      (m) => `The default of ${m.subject} is ${m.after} (was ${m.before})`,
    ),
    meaningChanged: true,
  },
  ...constraintChecks(),

  // Schemas: objects
  'property-added': schema('optional property added', both('compatible'), (m) => `${m.subject} was added (optional)`),
  'required-property-added': schema(
    'required property added',
    {sent: 'breaking', received: 'compatible'},
    (m) => `${m.subject} was added as required`,
    'requests without it are rejected',
  ),
  'property-removed': schema('property removed', both('breaking'), (m) => `${m.subject} was removed`, {
    sent: 'requests that still send it are rejected (R108005)',
    received: 'clients reading it find nothing',
  }),
  'property-became-required': schema('property optional → required', NARROWS, (m) => `${m.subject} is now required`, 'requests without it are rejected'),
  'property-became-optional': schema(
    'property required → optional',
    WIDENS,
    (m) => `${m.subject} is now optional`,
    'clients that rely on it being present fail',
  ),
  'property-became-read-only': schema(
    'property became `readOnly` (leaves what partners send)',
    {sent: 'breaking', received: 'compatible'},
    (m) => `${m.subject} is now read-only`,
    'requests that still send it are rejected',
  ),
  'property-became-write-only': schema(
    'property became `writeOnly` (leaves what partners receive)',
    {sent: 'compatible', received: 'breaking'},
    (m) => `${m.subject} is now write-only`,
    'clients reading it find nothing',
  ),
  'property-deprecated': schema('property deprecated', both('deprecation'), (m) => `${m.subject} is deprecated`),
  'property-undeprecated': schema('deprecation of a property withdrawn', both('compatible'), (m) => `${m.subject} is no longer deprecated`),
  'additional-properties-closed': schema(
    '`additionalProperties: false` added',
    NARROWS,
    (m) => `${m.subject} no longer allows other properties`,
    NARROW_IMPACT,
  ),
  'additional-properties-opened': schema('`additionalProperties: false` removed', both('compatible'), (m) => `${m.subject} now allows other properties`),

  // Schemas: composition
  'one-of-branch-added': schema('`oneOf` branch added', WIDENS, (m) => `${m.subject} may now also be ${m.name}`, 'clients meet a shape they do not know'),
  'one-of-branch-removed': schema('`oneOf` branch removed', NARROWS, (m) => `${m.subject} may no longer be ${m.name}`, 'requests in that shape are rejected'),
  'any-of-branch-added': schema('`anyOf` branch added', WIDENS, (m) => `${m.subject} may now also be ${m.name}`, 'clients meet a shape they do not know'),
  'any-of-branch-removed': schema('`anyOf` branch removed', NARROWS, (m) => `${m.subject} may no longer be ${m.name}`, 'requests in that shape are rejected'),
  'discriminator-changed': schema(
    'discriminator property changed',
    both('breaking'),
    (m) => `${m.subject} is told apart by ${m.after} instead of ${m.before}`,
    'clients pick the wrong shape',
  ),
};

export function checkOf(id: string): CheckSpec {
  const spec = CHECKS[id];
  if (!spec) {
    throw new Error(`Unknown spec-diff check "${id}": add it to lib/openapi/diff/checks.ts.`);
  }
  return spec;
}

/** The class of a check where data flows one way; flow-less changes (servers, schemes) take the `sent` class, which equals the other. */
export const classOf = (id: string, flow: Flow | undefined): ChangeClass => checkOf(id)[flow ?? 'sent'];

export function impactOf(id: string, flow: Flow | undefined): string | undefined {
  const impact = checkOf(id).impact;
  return typeof impact === 'string' ? impact : impact?.[flow ?? 'sent'];
}
