import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {isSpecFileName} from '../../lib/openapi/specFileNames';
import {SITE_DIR} from '../support/siteCopy';

export interface SpecFile {
  name: string;
  document: Record<string, unknown>;
}

export function readSpecs(): SpecFile[] {
  const dir = path.join(SITE_DIR, 'specs');
  // What the reference reads as specs: not the lint exceptions or release notes beside them.
  return fs
    .readdirSync(dir)
    .filter(isSpecFileName)
    .sort()
    .map((file) => ({
      name: file.replace(/\.ya?ml$|\.json$/, ''),
      document: yaml.load(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function walk(node: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(node)) {
    node.forEach((item) => walk(item, visit));
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      visit(key, value);
      walk(value, visit);
    }
  }
}

/** Scopes a spec declares in its OAuth flows or requires on an operation. */
export function specScopes(spec: SpecFile): Set<string> {
  const scopes = new Set<string>();
  walk(spec.document, (key, value) => {
    if (key === 'scopes' && value && typeof value === 'object' && !Array.isArray(value)) {
      Object.keys(value).forEach((scope) => scopes.add(scope));
    }
    if (key === 'security' && Array.isArray(value)) {
      value.forEach((requirement) =>
        Object.values(requirement as Record<string, string[]>)
          .flat()
          .forEach((scope) => scopes.add(scope)),
      );
    }
  });
  return scopes;
}

/** Link relations a spec uses: keys of `_links` in schemas and examples (curies is HAL's own). */
export function specRelations(spec: SpecFile): Set<string> {
  const relations = new Set<string>();
  walk(spec.document, (key, value) => {
    if (key !== '_links' || !value || typeof value !== 'object') {
      return;
    }
    const links = value as Record<string, unknown>;
    const keys = links.properties && typeof links.properties === 'object' ? Object.keys(links.properties) : Object.keys(links);
    keys
      .filter((rel) => rel !== 'curies' && !rel.startsWith('$') && !['type', 'description', 'required', 'additionalProperties', 'example'].includes(rel))
      .forEach((rel) => relations.add(rel));
  });
  return relations;
}

export function operationCount(spec: SpecFile): number {
  const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
  const paths = (spec.document.paths ?? {}) as Record<string, Record<string, unknown>>;
  return Object.values(paths).reduce((sum, item) => sum + Object.keys(item).filter((key) => methods.has(key)).length, 0);
}
