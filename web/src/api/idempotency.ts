import { ApiError } from './http.ts';

interface Unsettled {
  key: string;
  /** 409 answers this key has had: the server's "in progress", or its "did not finish". */
  conflicts: number;
}

/** Requests whose last save got no definite answer, by path and body. */
const unsettled = new Map<string, Unsettled>();
const mostUnsettled = 50;

// randomUUID exists in secure contexts only; an office server reached over plain http by its
// address is not one, and getRandomValues works everywhere.
const newKey = () => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
};

/**
 * Sends a create with an `Idempotency-Key` (docs/idempotency.md): a new key per save, and the
 * same key again when the same request is saved again after it got no answer, a server error or
 * "in progress": that save may have been written, and the server then answers its first answer
 * instead of writing it twice. A key that keeps getting 409 is given up after the second (its
 * first request never finished; the message says to check), so the form is never stuck.
 */
export const withIdempotencyKey = async <T>(
  path: string,
  body: unknown,
  send: (headers: { 'Idempotency-Key': string }) => Promise<T>,
): Promise<T> => {
  const request = `${path}\n${JSON.stringify(body)}`;
  const previous = unsettled.get(request);
  unsettled.delete(request);
  const key = previous?.key ?? newKey();
  try {
    return await send({ 'Idempotency-Key': key });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    const conflicts = (previous?.conflicts ?? 0) + (status === 409 ? 1 : 0);
    const unknown = status === undefined || status >= 500 || (status === 409 && conflicts < 2);
    if (unknown) {
      if (unsettled.size >= mostUnsettled) unsettled.delete(unsettled.keys().next().value as string);
      unsettled.set(request, { key, conflicts });
    }
    throw error;
  }
};
