import axios from 'axios';
import { accessExpiry, csrfHeaderName, userStorageKey } from './session-keys.ts';

/** The signed-in user as the server returns it. */
export interface SessionUser {
  id: string;
  email: string;
  name?: string;
  [key: string]: unknown;
}

const userKey = userStorageKey;
const reasonKey = 'aqar.signOutReason';
const ownCall = { withCredentials: true, headers: { [csrfHeaderName]: '1' } };

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

/** Runs `work` while no other tab of this site runs work under the same name. */
const exclusively = <T>(name: string, work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request(name, work) as Promise<T>)
    : work();

/**
 * The session's tokens live in HttpOnly cookies the server sets and the browser sends; this side
 * keeps the user and, from the server's readable hint, when the access token expires.
 */
export const session = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  user: () => user,
  isSignedIn: () => user !== null && accessExpiry() !== undefined,

  /** After a sign-in answered: its cookies are set. */
  start(nextUser: SessionUser) {
    user = nextUser;
    localStorage.setItem(userKey, JSON.stringify(nextUser));
    session.scheduleRefresh();
    notify();
  },

  /**
   * Forgets the session locally; the server call is best effort and never blocks signing out.
   * A reason (the server's 401/403 message) is shown on the sign-in screen.
   */
  end(reason?: string) {
    if (reason) sessionStorage.setItem(reasonKey, reason);
    if (accessExpiry() !== undefined)
      axios.post('/api/v1/auth/logout', undefined, ownCall).catch(() => undefined);
    clearTimeout(refreshTimer);
    refreshTimer = undefined;
    localStorage.removeItem(userKey);
    if (user !== null) {
      user = null;
      notify();
    }
  },

  /** Renews the tokens a minute before the access token expires. */
  scheduleRefresh() {
    clearTimeout(refreshTimer);
    const expiry = accessExpiry();
    if (expiry === undefined) return;
    const delay = Math.max(expiry * 1000 - Date.now() - 60_000, 5_000);
    // setTimeout overflows past ~24.8 days; a session that long re-checks later.
    refreshTimer = setTimeout(() => void session.refresh(), Math.min(delay, 2 ** 31 - 1));
  },

  /**
   * Exchanges the refresh cookie for new tokens; resolves false (and signs out) when refused.
   * Tabs take turns, and a tab finding the tokens already renewed by another does not renew them
   * again: the server ends a sign-in whose used refresh token comes back.
   */
  refresh(): Promise<boolean> {
    if (refreshing) return refreshing;
    const seen = accessExpiry();
    if (seen === undefined) return Promise.resolve(false);
    refreshing = exclusively('aqar.session-refresh', async () => {
      const now = accessExpiry();
      if (now !== undefined && now !== seen && now * 1000 > Date.now() + 60_000) return true;
      const response = await axios.post<{ data?: { user?: SessionUser } }>(
        '/api/v1/auth/refresh',
        undefined,
        ownCall,
      );
      // The account as it is now: a changed role or buildings reach the menus at each renewal.
      const renewed = response.data?.data?.user;
      if (renewed && user) {
        user = renewed;
        localStorage.setItem(userKey, JSON.stringify(renewed));
        notify();
      }
      return true;
    })
      .then((renewed) => {
        session.scheduleRefresh();
        return renewed;
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

  /** Whether a refresh cookie may exist (the server's hint outlives the access token). */
  canRefresh: () => accessExpiry() !== undefined,
};
