/**
 * Answers the page's first script (early/early-start.ts) asked for before the app had loaded, by
 * URL under /api/v1. The app takes each once, while it is fresh; anything else goes to the server.
 */
export interface EarlyResponse {
  startedAt: number;
  /** The response's JSON body, or undefined when the request failed. */
  body: Promise<unknown>;
}

declare global {
  interface Window {
    aqarEarly?: Record<string, EarlyResponse>;
  }
}

/** Older than this, an early answer is not used: the list may have changed since. */
const freshForMs = 15_000;

export const takeEarlyResponse = (url: string): Promise<unknown> | undefined => {
  const early = window.aqarEarly?.[url];
  if (!early) return undefined;
  delete window.aqarEarly![url];
  return Date.now() - early.startedAt < freshForMs ? early.body : undefined;
};
