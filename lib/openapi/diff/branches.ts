/** Matching the branches of a `oneOf` or `anyOf` of two versions. */
import {type Json, isObject} from '../../shared/guards';
import {pointerGet} from '../../shared/pointer';
import {type Located, canonical} from './json';

export interface Branch {
  at: Located;
  ref?: string;
  title?: string;
  mappingKeys: string[];
  shape: string;
  label: string;
}

export function describeBranch(document: unknown, at: Located, mapping: Json, index: number): Branch {
  const ref = typeof at.node.$ref === 'string' ? at.node.$ref : undefined;
  const resolved = ref ? pointerGet(document, ref) : at.node;
  const title = isObject(resolved) && typeof resolved.title === 'string' ? resolved.title : undefined;
  const refName = ref?.slice(ref.lastIndexOf('/') + 1);
  const mappingKeys = Object.entries(mapping)
    .filter(([, target]) => target === ref || target === refName)
    .map(([key]) => key);
  return {
    at,
    ref: refName,
    title,
    mappingKeys,
    shape: canonical(resolved),
    label: refName ?? title ?? (mappingKeys[0] ? `the ${mappingKeys[0]} shape` : `branch ${index + 1}`),
  };
}

/**
 * Branches are matched by what they are, not where they stand: the same `$ref` name, else the
 * same title, else the same discriminator value, else the same shape. One branch left over on each
 * side is taken to be the same branch edited (an inline branch has nothing else to be known by).
 */
export function matchBranches(before: Branch[], after: Branch[]): {pairs: [Branch, Branch][]; removed: Branch[]; added: Branch[]} {
  const pairs: [Branch, Branch][] = [];
  const left = [...before];
  const right = [...after];
  const same: ((a: Branch, b: Branch) => boolean)[] = [
    (a, b) => a.ref !== undefined && a.ref === b.ref,
    (a, b) => a.title !== undefined && a.title === b.title,
    (a, b) => a.mappingKeys.some((key) => b.mappingKeys.includes(key)),
    (a, b) => a.shape === b.shape,
  ];
  for (const test of same) {
    for (const old of [...left]) {
      const match = right.find((now) => test(old, now));
      if (match) {
        pairs.push([old, match]);
        left.splice(left.indexOf(old), 1);
        right.splice(right.indexOf(match), 1);
      }
    }
  }
  if (left.length === 1 && right.length === 1 && left[0]!.ref === undefined && right[0]!.ref === undefined) {
    pairs.push([left[0]!, right[0]!]);
    return {pairs, removed: [], added: []};
  }
  return {pairs, removed: left, added: right};
}
