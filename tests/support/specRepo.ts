/**
 * Temporary git repositories with a small spec's history, for the history reader and the gate:
 * each commit with the author and committer dates it is given, so tests control the dates.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';

export const PROFILES = 'https://developer.lindenkauf.example/portal/profiles/orders';
export const profileType = (id: string): string => `application/hal+json;profile="${PROFILES}/${id}"`;

export class SpecRepo {
  private constructor(readonly dir: string) {}

  static create(prefix = 'spec-repo-'): SpecRepo {
    const repo = new SpecRepo(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
    repo.git('init', '--quiet', '--initial-branch=main');
    repo.git('config', 'user.name', 'Spec Writer');
    repo.git('config', 'user.email', 'writer@lindenkauf.example');
    repo.git('config', 'commit.gpgsign', 'false');
    return repo;
  }

  path(file: string): string {
    return path.join(this.dir, file);
  }

  git(...args: string[]): string {
    return execFileSync('git', args, {cwd: this.dir, encoding: 'utf8', env: {...process.env, GIT_CONFIG_NOSYSTEM: '1'}}).trim();
  }

  write(file: string, content: string | object): void {
    fs.mkdirSync(path.dirname(this.path(file)), {recursive: true});
    fs.writeFileSync(this.path(file), typeof content === 'string' ? content : dumpSpec(content));
  }

  read(file: string): string {
    return fs.readFileSync(this.path(file), 'utf8');
  }

  /** Commits everything under `paths` (default: all) with this date as author and committer date; returns the commit. */
  commit(subject: string, date: string, paths: string[] = ['-A']): string {
    this.git('add', ...paths);
    execFileSync('git', ['commit', '--quiet', '-m', subject], {cwd: this.dir, env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date}});
    return this.git('rev-parse', 'HEAD');
  }

  remove(): void {
    fs.rmSync(this.dir, {recursive: true, force: true});
  }
}

export const dumpSpec = (document: object): string => yaml.dump(document, {lineWidth: -1, noRefs: true});

type Schema = Record<string, unknown>;

export interface OrdersSpecOptions {
  version: string;
  /** Profile id → the schema of the order in it. */
  profiles?: Record<string, Schema>;
  /** Operations besides GET /orders/{orderId}. */
  paths?: Record<string, unknown>;
}

export const ORDER_V1: Schema = {
  type: 'object',
  required: ['orderNumber'],
  properties: {
    orderNumber: {type: 'string', description: 'The order number.'},
    status: {type: 'string', default: 'OPEN', 'x-extensible-enum': ['OPEN', 'SHIPPED']},
    total: {type: 'number', description: 'Total without shipping.'},
  },
};

/** A small orders spec: GET /orders/{orderId} in one media type per profile. */
export function ordersSpec(options: OrdersSpecOptions): Record<string, unknown> {
  const profiles = options.profiles ?? {'order-v1': ORDER_V1};
  return {
    openapi: '3.1.0',
    info: {
      title: 'Orders API',
      version: options.version,
      description: 'Orders of Lindenkauf.',
      contact: {name: 'Orders team', email: 'orders@lindenkauf.example'},
    },
    'x-public': true,
    servers: [{url: 'https://api.lindenkauf.example'}],
    paths: {
      '/orders/{orderId}': {
        get: {
          operationId: 'getOrder',
          summary: 'Get an order',
          parameters: [{name: 'orderId', in: 'path', required: true, schema: {type: 'string'}}],
          responses: {
            '200': {
              description: 'The order.',
              content: Object.fromEntries(Object.keys(profiles).map((id) => [profileType(id), {schema: {$ref: `#/components/schemas/${schemaName(id)}`}}])),
            },
          },
        },
      },
      ...options.paths,
    },
    components: {schemas: Object.fromEntries(Object.entries(profiles).map(([id, schema]) => [schemaName(id), schema]))},
  };
}

/**
 * What an orders spec has only while it is internal, in the tests of a spec made public after an
 * internal life: an operation (the audit trail) and a property (`internalNote`). Their words
 * ("audit", "internalNote", "reconciliation") are what the live flavour must never show.
 */
export const AUDIT = {
  '/orders/{orderId}/audit': {
    get: {operationId: 'getOrderAudit', summary: 'Read the audit trail', responses: {'200': {description: 'The audit trail of the order.'}}},
  },
};
export const withNote = edited(ORDER_V1, (schema) => {
  (schema.properties as Record<string, unknown>).internalNote = {type: 'string', description: 'For the reconciliation team.'};
});

/** The spec made internal: by `x-public: false`, or by leaving the flag out, which the portal reads as internal too. */
export const internal = (spec: Record<string, unknown>, by: 'x-public: false' | 'no x-public' = 'x-public: false'): Record<string, unknown> =>
  edited(spec, (copy) => (by === 'x-public: false' ? (copy['x-public'] = false) : delete copy['x-public']));

/** `order-v2` → `OrderV2`. */
export const schemaName = (profile: string): string => profile.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/** A deep copy with edits: `edit(copy)` changes it in place. */
export function edited<T>(value: T, edit: (copy: T) => void): T {
  // Not structuredClone: under jest it makes objects of another realm, which js-yaml will not dump.
  const copy = JSON.parse(JSON.stringify(value)) as T;
  edit(copy);
  return copy;
}

/** The 1-based line of the first line at or after line `after` whose trimmed text starts with `text`. */
export function lineOf(content: string, text: string, after = 0): number {
  return content.split('\n').findIndex((line, index) => index >= after && line.trim().startsWith(text)) + 1;
}

/**
 * The current values of the environment variables `names`, and a function that puts them back
 * (deleting those that were unset): for tests that build with their own settings.
 */
export function saveEnv(...names: string[]): () => void {
  const saved = names.map((name) => [name, process.env[name]] as const);
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) {
        delete process.env[name];
      } else {
        process.env[name] = value;
      }
    }
  };
}
