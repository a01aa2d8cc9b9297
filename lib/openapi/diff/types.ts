/** The change model of the spec diff: what lib/openapi/diff reports and the changelog and gate read. */

export type ChangeKind = 'added' | 'removed' | 'changed' | 'deprecated' | 'undeprecated';

/** `documentation`: descriptions, summaries, titles and examples only. */
export type ChangeClass = 'breaking' | 'compatible' | 'deprecation' | 'documentation';

/** The HTTP message: the request or the response of an operation or webhook. */
export type Direction = 'request' | 'response';

/**
 * Which way the data travels for the partner, which is what decides the class of a schema change:
 * `sent` data is validated by its receiver, so narrowing it breaks the partner (operation requests,
 * webhook responses); `received` data is read by the partner's code, so widening it breaks the
 * partner (operation responses, webhook requests, which Lindenkauf sends).
 */
export type Flow = 'sent' | 'received';

export interface OperationRef {
  /** Lower case, as in the spec: `get`, `post`. */
  method: string;
  /** For an operation of `paths`. */
  path?: string;
  /** For a webhook (OpenAPI 3.1 `webhooks`): its name. */
  webhook?: string;
  operationId?: string;
}

/** One place where a change applies: an operation or webhook, and where in it. */
export interface ChangeLocation {
  operation?: OperationRef;
  direction?: Direction;
  flow?: Flow;
  parameter?: {in: string; name: string};
  /** Status code as written: `200`, `2XX`, `default`. */
  status?: string;
  mediaType?: string;
  /** The profile id (`order-v2`) when the media type names a profile. */
  profile?: string;
  /** A response header's name. */
  header?: string;
  /**
   * The node of this operation the change is reached from (its schema, parameter, response, media
   * type or the operation itself): in the head document, in the base one when it was removed.
   */
  pointer: string;
  /** The property path inside that schema: `totals.grandTotal`, `items[].sku`; empty at its root. */
  path?: string;
  /** The class of the change here: a shared schema can be breaking in one place and compatible in another. */
  class: ChangeClass;
  /**
   * The change lies in an element marked `x-preview: true` (an operation, a property on the way to
   * it, an `x-extensible-enum` value with `preview: true`) in the base version (the head one for
   * additions): such elements may change without a new profile (R108002, exceptions).
   */
  preview?: true;
}

export interface SpecChange {
  /** A stable kebab-case check id: `enum-value-added`, `operation-removed`. See lib/openapi/README.md. */
  check: string;
  kind: ChangeKind;
  /** The class for partners: the worst of its locations' classes. */
  class: ChangeClass;
  /** The change in words a partner understands. */
  message: string;
  /** The changed node: in the head document, in the base one for removals. */
  pointer: string;
  /** A node of the head document to show the change at (for a removal: what held the removed node). */
  headPointer: string;
  /** Set when the changed node lies in a named component (`#/components/schemas/Order/properties/x`). */
  component?: string;
  /** Every use site, sorted; empty for changes of the document itself (servers, security schemes). */
  locations: ChangeLocation[];
  /** The HTTP directions the change appears in; both when a shared component is used in both. */
  directions: Direction[];
  before?: unknown;
  after?: unknown;
  /**
   * The change is compatible on the wire but may change what an existing value means (a changed
   * default): R108006 asks for a new property beside a deprecated one instead.
   */
  meaningChanged?: true;
  /** Every location is in preview (see ChangeLocation.preview). */
  preview?: true;
}
