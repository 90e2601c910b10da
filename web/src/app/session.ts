import axios from 'axios';
import { accessCookieName, readCookie, tokenExpiry, userStorageKey, writeCookie } from './session-keys.ts';

/** The signed-in user as the server returns it. */
export interface SessionUser {
  id: string;
  email: string;
  name?: string;
  [key: string]: unknown;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const userKey = userStorageKey;
const refreshKey = 'aqar.refreshToken';
const accessCookie = accessCookieName;
const reasonKey = 'aqar.signOutReason';

const readUser = (): SessionUser | null => {
  try {
    const raw = localStorage.getItem(userKey);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
};

type Listener = () => void;
const listeners = new Set<Listener>();
let user: SessionUser | null = readUser();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | undefined;

const notify = () => {
  for (const listener of listeners) listener();
};

export const session = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  user: () => user,
  accessToken: () => readCookie(accessCookie),
  refreshToken: () => localStorage.getItem(refreshKey) ?? undefined,
  isSignedIn: () => user !== null && !!readCookie(accessCookie),

  start(nextUser: SessionUser, tokens: Tokens) {
    user = nextUser;
    localStorage.setItem(userKey, JSON.stringify(nextUser));
    session.storeTokens(tokens);
    notify();
  },

  storeTokens(tokens: Tokens) {
    writeCookie(accessCookie, tokens.accessToken);
    localStorage.setItem(refreshKey, tokens.refreshToken);
    session.scheduleRefresh();
  },

  /**
   * Forgets the session locally; the server call is best effort and never blocks signing out.
   * A reason (the server's 401/403 message) is shown on the sign-in screen.
   */
  end(reason?: string) {
    if (reason) sessionStorage.setItem(reasonKey, reason);
    const refreshToken = session.refreshToken();
    const accessToken = session.accessToken();
    if (refreshToken) {
      axios
        .post(
          '/api/v1/auth/logout',
          { refreshToken },
          {
            withCredentials: true,
            headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
          },
        )
        .catch(() => undefined);
    }
    clearTimeout(refreshTimer);
    refreshTimer = undefined;
    writeCookie(accessCookie, undefined);
    localStorage.removeItem(refreshKey);
    localStorage.removeItem(userKey);
    if (user !== null) {
      user = null;
      notify();
    }
  },

  /** Renews the tokens a minute before the access token expires. */
  scheduleRefresh() {
    clearTimeout(refreshTimer);
    const token = session.accessToken();
    if (!token) return;
    const expiry = tokenExpiry(token);
    if (expiry === undefined) return;
    const delay = Math.max(expiry * 1000 - Date.now() - 60_000, 5_000);
    // setTimeout overflows past ~24.8 days; a session that long re-checks later.
    refreshTimer = setTimeout(() => void session.refresh(), Math.min(delay, 2 ** 31 - 1));
  },

  /** Exchanges the refresh token for new tokens; resolves false (and signs out) when refused. */
  refresh(): Promise<boolean> {
    if (refreshing) return refreshing;
    const refreshToken = session.refreshToken();
    if (!refreshToken) return Promise.resolve(false);
    refreshing = axios
      .post<{ data: Tokens }>('/api/v1/auth/refresh', { refreshToken }, { withCredentials: true })
      .then((response) => {
        session.storeTokens(response.data.data);
        return true;
      })
      .catch((error: unknown) => {
        const status = axios.isAxiosError(error) ? error.response?.status : undefined;
        if (status === 401 || status === 403) session.end();
        else session.scheduleRefresh();
        return false;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  },

  /** The reason of the last forced sign-out, once. */
  takeSignOutReason() {
    const reason = sessionStorage.getItem(reasonKey) ?? undefined;
    sessionStorage.removeItem(reasonKey);
    return reason;
  },

  /** True when the access token is missing or past its expiry by the local clock. */
  isAccessTokenExpired() {
    const token = session.accessToken();
    if (!token) return true;
    const expiry = tokenExpiry(token);
    return expiry !== undefined && expiry * 1000 <= Date.now();
  },
};
