import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {HEAP_CHECK_ENV, checkHeapFor, estimateHeapMiB, heapProblem} from '../../plugins/openapi-reference/heap';

const MiB = 2 ** 20;

describe('the heap a many-spec build needs, said before it runs out', () => {
  it('grows with the size of the specs', () => {
    expect(estimateHeapMiB(31 * MiB)).toBeGreaterThan(estimateHeapMiB(2.4 * MiB));
    // The two measured builds: Stripe alone, and 52 specs.
    expect(estimateHeapMiB(2.4 * MiB)).toBeGreaterThanOrEqual(620);
    expect(estimateHeapMiB(31.3 * MiB)).toBeGreaterThanOrEqual(2019);
  });

  it('says nothing when the specs fit the heap', () => {
    expect(heapProblem({specs: 18, specBytes: 1 * MiB, limitMiB: 4096, threads: 2})).toBeUndefined();
  });

  it('names the specs, the need, the limit and what to set when they do not', () => {
    const message = heapProblem({specs: 52, specBytes: 31.3 * MiB, limitMiB: 1056, threads: 2})!;
    expect(message).toContain('52 spec(s) with 31.3 MiB of OpenAPI');
    expect(message).toContain(`about ${estimateHeapMiB(31.3 * MiB)} MiB of heap`);
    expect(message).toContain('Node may use 1056 MiB');
    expect(message).toMatch(/NODE_OPTIONS=--max-old-space-size=(\d+)/);
    const setting = Number(/max-old-space-size=(\d+)/.exec(message)![1]);
    expect(setting).toBeGreaterThanOrEqual(estimateHeapMiB(31.3 * MiB));
    expect(message).toContain(`${HEAP_CHECK_ENV}=off`);
  });

  it('reads the sizes of the spec files and can be switched off', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heap-check-'));
    try {
      const file = path.join(dir, 'big.json');
      // A sparse file: its size counts, not its content.
      fs.writeFileSync(file, '');
      fs.truncateSync(file, 4096 * MiB);
      expect(checkHeapFor({specs: [file]}, {})).toContain('1 spec(s) with 4096.0 MiB');
      // Files a spec reads count to its size, not to the number of specs.
      expect(checkHeapFor({specs: [], inputs: [file]}, {})).toContain('0 spec(s) with 4096.0 MiB');
      expect(checkHeapFor({specs: [file]}, {[HEAP_CHECK_ENV]: 'off'})).toBeUndefined();
      expect(checkHeapFor({specs: [path.join(dir, 'missing.json')]}, {})).toBeUndefined();
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
