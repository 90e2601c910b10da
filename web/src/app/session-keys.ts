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
