/**
 * Where the session lives (session.ts), apart from it: the page's first script (early-start.ts)
 * reads these before anything else loads, and carries no imports.
 */

/** Local storage key of the signed-in user. */
export const userStorageKey = 'aqar.user';

/** Our own cookie: the server's `accessToken` cookie may be HttpOnly, which scripts cannot overwrite. */
export const accessCookieName = 'aqar_access_token';

export const readCookie = (name: string): string | undefined => {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
};

/** Writes a cookie for the whole site, or deletes it when `value` is undefined. */
export const writeCookie = (name: string, value: string | undefined, days = 7) => {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  if (value === undefined) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser staff use
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } else {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser staff use
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${days * 86400}; SameSite=Lax${secure}`;
  }
};

/** Seconds since the epoch at which a JWT expires, or undefined when it carries no `exp`. */
export const tokenExpiry = (token: string): number | undefined => {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
};
