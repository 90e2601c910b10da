/**
 * Where the session lives (session.ts) and the cookie helpers it shares with app/i18n.ts.
 *
 * The tokens themselves are in HttpOnly cookies no script can read; the server adds a readable
 * hint with the access token's expiry alone.
 */

/** Local storage key of the signed-in user. */
export const userStorageKey = 'aqar.user';

/** The server's readable cookie: seconds since the epoch at which the access token expires. */
export const sessionHintCookieName = 'aqar_session';

/** Header every call of ours carries: the server refuses cookie-authenticated changes without it. */
export const csrfHeaderName = 'X-Aqar-Csrf';

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

/** Seconds since the epoch at which the access token expires, or undefined when no session is known. */
export const accessExpiry = (): number | undefined => {
  const hint = Number(readCookie(sessionHintCookieName));
  return Number.isFinite(hint) && hint > 0 ? hint : undefined;
};
