import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocale } from '../test/test-i18n.ts';
import { initTestI18n } from '../test/test-i18n.ts';
import { http, serverMessage } from './http.ts';

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

describe("the server's messages", () => {
  it("are said in the reader's language by their key and parameters", async () => {
    const i18n = await initTestI18n();
    i18n.addResourceBundle('ar', 'validation', readLocale('ar', 'validation'));
    await i18n.changeLanguage('ar');
    try {
      expect(
        serverMessage({ message: 'Please correct the highlighted fields', key: 'correctHighlighted' }),
      ).toBe('يرجى تصحيح الحقول المحددة');
      expect(
        serverMessage({
          message: 'The period up to 31/12/2025 is locked.',
          key: 'periodLockedUntil',
          params: { date: '31/12/2025' },
        }),
      ).toBe('الفترة حتى 31/12/2025 مقفلة.');
      // A text without a key is shown as written.
      expect(serverMessage({ message: 'Something new' })).toBe('Something new');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
