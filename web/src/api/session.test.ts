import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './http.ts';
import { session } from './session.ts';

const setHint = (expiry: number | undefined) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie
  document.cookie =
    expiry === undefined ? 'aqar_session=; Path=/; Max-Age=0' : `aqar_session=${expiry}; Path=/`;
};
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe('the session', () => {
  afterEach(() => {
    setHint(undefined);
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps no token where scripts can read it', () => {
    setHint(inSeconds(900));
    session.start({ id: 'u1', email: 'a@example.com' });
    expect(session.isSignedIn()).toBe(true);
    const stored = JSON.stringify({ ...localStorage });
    expect(stored).not.toMatch(/token/i);
    expect(document.cookie).not.toMatch(/accessToken|refreshToken|ey[A-Za-z0-9_-]{10,}/);
  });

  it('renews with the refresh cookie and the header that proves the call is ours', async () => {
    setHint(inSeconds(30));
    const post = vi.spyOn(axios, 'post').mockImplementation(async () => {
      setHint(inSeconds(900));
      return { data: { success: true } };
    });
    expect(await session.refresh()).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body, config] = post.mock.calls[0];
    expect(url).toBe('/api/v1/auth/refresh');
    expect(body).toBeUndefined();
    expect(config).toMatchObject({ withCredentials: true, headers: { 'X-Aqar-Csrf': '1' } });
  });

  it('does not renew again what another tab renewed meanwhile', async () => {
    setHint(inSeconds(30));
    let release: () => void = () => undefined;
    const otherTab = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Another tab holds the lock while it renews; this tab's turn comes after.
    const lockRequest = vi.fn(async (_name: string, work: () => Promise<unknown>) => {
      await otherTab;
      return work();
    });
    Object.defineProperty(navigator, 'locks', { value: { request: lockRequest }, configurable: true });
    const post = vi.spyOn(axios, 'post');
    const renewed = session.refresh();
    setHint(inSeconds(900));
    release();
    expect(await renewed).toBe(true);
    expect(post).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('sends the header on every API call', async () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader');
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    const stop = new AbortController();
    const request = http.get('/stores', { signal: stop.signal }).catch(() => undefined);
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith('X-Aqar-Csrf', '1'));
    stop.abort();
    await request;
  });
});
