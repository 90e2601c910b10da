import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenSeconds, signAccessToken, verifyAccessToken } from './tokens.ts';

const secret = 'a-test-secret-of-enough-length-for-hs256';
const claims = { sub: '6f1c9a52-8d0e-4b7a-9c3e-2f4d5e6a7b8c', email: 'staff@aqar.test', role: 1 };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('verify once, then answer from the cache until they expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signAccessToken(secret, claims);
    expect(await verifyAccessToken(secret, token)).toEqual(claims);
    expect(await verifyAccessToken(secret, token)).toEqual(claims);
    vi.setSystemTime(Date.now() + (accessTokenSeconds + 1) * 1000);
    expect(await verifyAccessToken(secret, token)).toBeNull();
  });

  it('are refused under another secret even after a successful check', async () => {
    const token = await signAccessToken(secret, claims);
    expect(await verifyAccessToken(secret, token)).toEqual(claims);
    expect(await verifyAccessToken(`${secret}-rotated`, token)).toBeNull();
  });

  it('are refused when a signature byte changes', async () => {
    const token = await signAccessToken(secret, claims);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(secret, forged)).toBeNull();
  });
});
