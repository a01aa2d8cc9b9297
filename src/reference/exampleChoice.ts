/**
 * Examples that follow the reader's choices (pure, shared by the page and the tests): a named
 * example picked, with the value of each ANY OF / ONE OF option the reader chose in the schema
 * viewer put in its place in the payload.
 */
import {ADDITIONAL_PROPERTY_KEY, ITEMS_KEY, type SchemaNode} from '../../lib/reference/schemaModel';
import type {OptionExamplesView} from '../../lib/reference/types';
import {childPointer, parsePointer} from '../../lib/shared/pointer';

/**
 * Where each ANY OF / ONE OF of a viewer tree sits in the payload: alternatives node id -> JSON
 * pointer. Options themselves are not entered (their payload is the option's example), nor are
 * additional properties (no key to point at) or marks (not expanded in the page).
 */
export function alternativesPointers(root: SchemaNode): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: SchemaNode, pointer: string) => {
    const isArray = node.type.startsWith('array');
    for (const child of node.children) {
      if (child.kind === 'alternatives') {
        found.set(child.id, pointer);
      } else if (child.key === ITEMS_KEY && isArray) {
        walk(child, childPointer(pointer, 0));
      } else if (child.key !== ADDITIONAL_PROPERTY_KEY) {
        walk(child, childPointer(pointer, child.key));
      }
    }
  };
  walk(root, '');
  return found;
}

/** A copy of `value` with `replacement` at `pointer`, creating the objects and arrays on the way. */
export function withValueAt(value: unknown, pointer: string, replacement: unknown): unknown {
  const segments = parsePointer(pointer);
  return segments ? withValueAtSegments(value, segments, replacement) : value;
}

function withValueAtSegments(value: unknown, [key, ...rest]: readonly string[], replacement: unknown): unknown {
  if (key === undefined) {
    return replacement;
  }
  if (Array.isArray(value) || (value === undefined && /^\d+$/.test(key))) {
    const copy = Array.isArray(value) ? [...value] : [];
    const index = Number(key);
    copy[index] = withValueAtSegments(copy[index], rest, replacement);
    return copy;
  }
  const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {...object, [key]: withValueAtSegments(object[key], rest, replacement)};
}

export interface ComposedExample {
  text: string;
  /** Some of the chosen options' values were generated from the schema. */
  generated: boolean;
}

/**
 * The example text with the chosen options' values in place (outer pointers first, so an inner
 * choice lands inside the outer one's value). Choices are pointer -> option index; untouched
 * alternatives keep the example as written. Text that is not JSON stays as it is.
 */
export function composeExample(text: string, options: readonly OptionExamplesView[] | undefined, choices: ReadonlyMap<string, number>): ComposedExample {
  const chosen = (options ?? []).filter((option) => choices.has(option.pointer)).sort((a, b) => a.pointer.length - b.pointer.length);
  if (chosen.length === 0) {
    return {text, generated: false};
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {text, generated: false};
  }
  let generated = false;
  for (const option of chosen) {
    const index = choices.get(option.pointer)!;
    if (index >= 0 && index < option.values.length) {
      value = withValueAt(value, option.pointer, option.values[index]);
      generated ||= option.generated[index] === true;
    }
  }
  return {text: JSON.stringify(value, null, 2), generated};
}

/** The reader's choices in one body's viewer as pointer -> option index, from node id -> option index. */
export function choicesByPointer(pointers: ReadonlyMap<string, string>, choices: Readonly<Record<string, number>>): Map<string, number> {
  const byPointer = new Map<string, number>();
  for (const [id, pointer] of pointers) {
    if (choices[id] !== undefined) {
      byPointer.set(pointer, choices[id]!);
    }
  }
  return byPointer;
}
