/** Type guards for parsed JSON and YAML (specs, page data, payloads). Browser-safe. */

/** A JSON object: string keys, values not yet known. */
export type Json = Record<string, unknown>;

/** A plain object: not null, not an array. */
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `Array.isArray` narrows `unknown` to `any[]`; this keeps the elements `unknown`. */
export const isList = (value: unknown): value is unknown[] => Array.isArray(value);
