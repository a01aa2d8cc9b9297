// What every browser the portal supports has and jsdom's window lacks: TextEncoder/TextDecoder and
// Web Crypto's subtle (oauth4webapi, the "Try it" console's OAuth client, needs both). Node's are
// used, with results copied into this window's ArrayBuffer: `instanceof ArrayBuffer` checks in
// libraries compare with the test window's constructor, not Node's.
import {webcrypto} from 'node:crypto';
import {TextDecoder, TextEncoder} from 'node:util';

const scope = globalThis as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;

const local = (buffer: ArrayBuffer): ArrayBuffer => {
  const copy = new ArrayBuffer(buffer.byteLength);
  new Uint8Array(copy).set(new Uint8Array(buffer));
  return copy;
};
const subtle = {
  digest: async (algorithm: AlgorithmIdentifier, data: BufferSource) => local(await webcrypto.subtle.digest(algorithm, data)),
} as unknown as SubtleCrypto;

const existing = globalThis.crypto as Crypto | undefined;
if (!existing) {
  Object.defineProperty(globalThis, 'crypto', {
    value: {getRandomValues: <T extends ArrayBufferView>(array: T) => webcrypto.getRandomValues(array as never) as T, subtle},
    configurable: true,
  });
} else if (!existing.subtle) {
  Object.defineProperty(existing, 'subtle', {value: subtle, configurable: true});
}
