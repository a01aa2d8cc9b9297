import {FLOW_SECONDS, type Session, sealFlow, sealSession, unsealFlow, unsealSession} from '../../lib/sign-in/session';

const SECRET = 'k3Yb2m0uX9bq8Zr6cLq1yVwE4tN7sPjD5hGfA2oR1eI=';
const READER: Session = {
  subject: 'ada',
  user: 'ada.reader@lindenkauf.example',
  email: 'ada.reader@lindenkauf.example',
  emailVerified: true,
  groups: ['api-teams'],
};
const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
const HOUR = 3600;

describe('sealed session cookies', () => {
  it('opens what it sealed, and the browser cannot read it', async () => {
    const sealed = await sealSession(READER, SECRET, 8 * HOUR, NOW);
    expect(await unsealSession(sealed, SECRET, NOW + 1000)).toEqual(READER);
    // The address, not the three-letter subject: random ciphertext holds 'ada' about once in a thousand cookies.
    expect(sealed).not.toContain(READER.email);
    for (const part of sealed.split('.')) {
      expect(Buffer.from(part, 'base64url').toString('latin1')).not.toContain(READER.email);
    }
  });

  it('refuses an expired session, even if the browser still sends it', async () => {
    const sealed = await sealSession(READER, SECRET, 8 * HOUR, NOW);
    expect(await unsealSession(sealed, SECRET, NOW + 8 * HOUR * 1000 - 1000)).toEqual(READER);
    expect(await unsealSession(sealed, SECRET, NOW + 8 * HOUR * 1000 + 1000)).toBeUndefined();
  });

  it('refuses a tampered cookie, one sealed with another secret, and one that is no cookie of ours', async () => {
    const sealed = await sealSession(READER, SECRET, 8 * HOUR, NOW);
    const parts = sealed.split('.');
    const ciphertext = Buffer.from(parts[3] ?? '', 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 3), ciphertext.toString('base64url'), parts[4]].join('.');
    expect(await unsealSession(tampered, SECRET, NOW)).toBeUndefined();
    expect(await unsealSession(sealed, `${SECRET}-rotated`, NOW)).toBeUndefined();
    for (const other of [undefined, '', 'not-a-cookie', 'eyJhbGciOiJub25lIn0.eyJzdWJqZWN0IjoiYWRhIn0.']) {
      expect(await unsealSession(other, SECRET, NOW)).toBeUndefined();
    }
  });

  it('never takes a sign-in flow cookie for a session', async () => {
    const flow = await sealFlow({codeVerifier: 'v', state: 's', nonce: 'n', returnTo: '/portal/'}, SECRET, NOW);
    expect(await unsealSession(flow, SECRET, NOW)).toBeUndefined();
    expect(await unsealFlow(flow, SECRET, NOW)).toEqual({codeVerifier: 'v', state: 's', nonce: 'n', returnTo: '/portal/'});
    expect(await unsealFlow(flow, SECRET, NOW + (FLOW_SECONDS + 5) * 1000)).toBeUndefined();
  });
});
