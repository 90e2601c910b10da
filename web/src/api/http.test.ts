import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './http.ts';

describe('the API client', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'cookieStore');
    vi.restoreAllMocks();
  });

  it("sends a request without first asking the browser's cookie store for an XSRF cookie", async () => {
    const get = vi.fn(async () => null);
    Object.defineProperty(window, 'cookieStore', { value: { get }, configurable: true });
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    const stop = new AbortController();
    const request = http.get('/stores', { signal: stop.signal }).catch(() => undefined);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(get).not.toHaveBeenCalled();
    stop.abort();
    await request;
  });
});
