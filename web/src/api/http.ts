import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { session } from './session.ts';
import { csrfHeaderName } from './session-keys.ts';

/** Failure body of the API (contract: `{success: false, message, errors?, codes?}`). */
interface FailureBody {
  success?: false;
  message?: string;
  /** The message's key in the domain's table and its parameters, when it has one. */
  key?: string;
  params?: Record<string, string>;
  errors?: Record<string, string>;
  codes?: Record<string, string>;
  /** A refused delete: the entities still referencing the record, each counted once. */
  usedBy?: UsedBy[];
}

export interface UsedBy {
  entity: string;
  count: number;
}

// Parameters that are themselves names of things: an entity's key, an entry's origin.
const translatedParams: Record<string, (value: string) => string> = {
  entity: (value) => i18next.t(`common:entities.${value}.title`, { defaultValue: value }),
  origin: (value) => i18next.t(`reports:options.origins.${value}`, { defaultValue: value }),
  // A maintenance order's statuses by name (serviceStatusRefused).
  fromStatus: (value) => i18next.t(`common:options.serviceStatus.${value}`, { defaultValue: value }),
  toStatus: (value) => i18next.t(`common:options.serviceStatus.${value}`, { defaultValue: value }),
};

/** The server's message in the reader's language: by its key, else as the server wrote it. */
export const serverMessage = (body: FailureBody | undefined): string | undefined => {
  const key = body?.key;
  if (key && i18next.exists(`validation:${key}`)) {
    const params = Object.fromEntries(
      Object.entries(body.params ?? {}).map(([name, value]) => [
        name,
        translatedParams[name]?.(value) ?? value,
      ]),
    );
    return i18next.t(`validation:${key}`, params);
  }
  const message = body?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/** What every failed call rejects with: a readable message plus the per-field details. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly fieldErrors: Record<string, string> = {},
    readonly fieldCodes: Record<string, string> = {},
    readonly cancelled = false,
    readonly usedBy: UsedBy[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isCancelled = (error: unknown) => error instanceof ApiError && error.cancelled;

/** Spec section 8: the server's message, else a client message for network, abort and timeout. */
export const errorMessage = (error: AxiosError<FailureBody>): string => {
  const fromServer = serverMessage(error.response?.data);
  if (fromServer) return fromServer;
  if (error.response) {
    return error.response.status >= 500
      ? i18next.t('errors.generic')
      : i18next.t('errors.status', { status: error.response.status });
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return i18next.t('errors.timeout');
  if (error.code === 'ERR_NETWORK') return i18next.t('errors.network');
  if (error.code === 'ERR_CANCELED') return i18next.t('errors.aborted');
  return i18next.t('errors.generic');
};

// No XSRF cookie to echo: the API wants a fixed header instead. Without a name, axios does not ask
// the browser's cookie store before each request (an asynchronous round trip in Chromium).
export const http = axios.create({
  baseURL: '/api/v1',
  withCredentials: true,
  timeout: 30_000,
  xsrfCookieName: '',
});

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  // The session's cookies authenticate; this header tells the server the call is ours.
  config.headers.set(csrfHeaderName, '1');
  const language = i18next.resolvedLanguage;
  if (language) config.headers.set('Accept-Language', language);
  return config;
});

type RetriableConfig = InternalAxiosRequestConfig & { retried?: boolean };

http.interceptors.response.use(undefined, async (error: AxiosError<FailureBody>) => {
  if (axios.isCancel(error)) {
    return Promise.reject(new ApiError(i18next.t('errors.aborted'), undefined, {}, {}, true));
  }
  const status = error.response?.status;
  const config = error.config as RetriableConfig | undefined;
  // A laptop waking from sleep may hold an expired token (and the browser may have dropped its
  // cookie): one refresh and retry before giving up.
  if (status === 401 && config && !config.retried && session.canRefresh()) {
    config.retried = true;
    if (await session.refresh()) return http.request(config);
  }
  const message = errorMessage(error);
  // Signed out, the app leaves for the sign-in screen, which shows the message.
  if ((status === 401 || status === 403) && session.user()) {
    session.end(message);
  }
  const body = error.response?.data;
  return Promise.reject(
    new ApiError(message, status, body?.errors ?? {}, body?.codes ?? {}, false, body?.usedBy ?? []),
  );
});

/** Success envelope: `{success: true, data, ...}`. */
export interface Envelope<T> {
  success: true;
  data: T;
  pages?: number;
  count?: number;
  countExact?: boolean;
}
