import fs from 'node:fs';
import path from 'node:path';
import type {BuildResult} from './siteCopy';

/**
 * A build that fails the way a writer needs: exit 1, the expected messages, no stack frames or
 * YAML dumps, and nothing half-built left in build/.
 */
export function expectCleanFailure(dir: string, result: BuildResult, ...messages: (string | RegExp)[]): void {
  expect(result.status).toBe(1);
  for (const message of messages) {
    expect(result.output).toMatch(message);
  }
  expect(result.output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(result.output).not.toMatch(/YAMLException/);
  const buildDir = path.join(dir, 'build');
  expect(fs.existsSync(buildDir) ? fs.readdirSync(buildDir) : []).toEqual([]);
}
