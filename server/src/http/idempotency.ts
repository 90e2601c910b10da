import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { actorOf } from './envelope.ts';
import { ApiError, badRequest, conflict } from './errors.ts';

/** How long a key's answer is replayed (and a key blocked while its request never answered). */
export const keyLifetimeHours = 24;
/** Younger than this, a key without an answer is taken for a request still running. */
const inProgressSeconds = 60;
const sweepEveryMs = 10 * 60_000;
/** How often a key that could not be released is tried again while the database is away. */
const releaseRetryMs = 1000;
const keyPattern = /^[\x21-\x7e]{1,200}$/;
/**
 * POST routes that take no key, by tag: sessions (replaying a sign-in would hand its tokens out
 * again) and the POSTs that only read. Every other POST writes, and a new one is covered unasked.
 */
const untouchedTags = new Set(['auth', 'pagination', 'reports']);

interface PendingKey {
  key: string;
  hash: string;
}
interface Claim {
  staffId: string;
  route: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: PendingKey;
    idempotencyClaim?: Claim;
  }
}

const headersDoc = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      `Makes a retry safe: the same key and body within ${keyLifetimeHours} hours answer the first ` +
        'answer again (header Idempotent-Replayed: true) and write nothing. 1-200 visible ASCII characters.',
    ),
});

// Object keys sorted, so that the same body sent with its keys in another order is the same request.
// Bytes (an uploaded file) count by their digest.
const canonical = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return { sha256: createHash('sha256').update(value).digest('hex') };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
};

const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify(canonical({ params: request.params ?? {}, body: request.body ?? null })))
    .digest('hex');

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * `Idempotency-Key` on every create (docs/idempotency.md). The key row is inserted, in its own
 * statement, before the request runs: the primary key lets only one of several concurrent
 * duplicates through, and the others get 409. A 2xx answer is stored on the row and replayed to a
 * retry with the same body; any other answer deletes the row, so a retry runs again (when the
 * database is away, as soon as it is back: `unreleased`). Storing the
 * answer cannot share the create's transaction (creates are batched across requests), so a process
 * that dies between the commit and storing the answer leaves a row without one: retries with that
 * key get 409 until it expires, never a second write.
 */
export const installIdempotency = (scope: FastifyInstance) => {
  const db: Database = scope.db;
  let lastSweep = 0;

  /**
   * Keys of failed requests that could not be released at the time (the database was away: the
   * request failed for that very reason, before its commit). Released once it answers again: by a
   * timer, and before any key is claimed here, so a retry after the outage runs again instead of
   * meeting a key that blocks it for a day.
   */
  const unreleased = new Map<string, unknown[]>();
  let releaseTimer: NodeJS.Timeout | undefined;
  let closed = false;
  const deleteKey = (id: unknown[]) =>
    db.query(
      'delete from idempotency_keys where staff_id = $1 and method = $2 and route = $3 and key = $4',
      id,
    );
  // One release at a time, shared by the timer and the claims that wait for it: a claim's insert
  // then never races a late delete of the same key.
  let releasing: Promise<void> | undefined;
  const releasePending = () => {
    releasing ??= (async () => {
      for (const [name, id] of unreleased) {
        await deleteKey(id);
        unreleased.delete(name);
      }
    })().finally(() => {
      releasing = undefined;
    });
    return releasing;
  };
  const scheduleRelease = () => {
    if (releaseTimer || closed) return;
    releaseTimer = setTimeout(() => {
      releaseTimer = undefined;
      releasePending().catch(scheduleRelease);
    }, releaseRetryMs);
    releaseTimer.unref();
  };
  scope.addHook('onClose', async () => {
    closed = true;
    clearTimeout(releaseTimer);
  });

  const sweep = async () => {
    if (Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    await db.query('delete from idempotency_keys where created_at < now() - make_interval(hours => $1)', [
      keyLifetimeHours,
    ]);
  };

  // Runs before the body is validated, so the hash is of the body as sent.
  const readKey: preValidationHookHandler = async (request) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    // Node joins a repeated header with ', ', which the pattern refuses.
    if (typeof header !== 'string' || !keyPattern.test(header))
      throw badRequest('The Idempotency-Key header must be one value of 1 to 200 visible ASCII characters');
    request.idempotencyKey = { key: header, hash: requestHash(request) };
  };

  // After validation: a request refused for its body never takes its key.
  const claimOrReplay =
    (route: string): preHandlerHookHandler =>
    async (request, reply) => {
      const pending = request.idempotencyKey;
      if (!pending) return;
      const staffId = actorOf(request).id;
      // Keys belong to a staff member; the system actor never comes through HTTP.
      if (!staffId) return;
      const claim = { staffId, route, key: pending.key };
      const id = [claim.staffId, request.method, route, pending.key];
      if (unreleased.size > 0) await releasePending();
      await sweep();
      // A row past its lifetime is taken over; a fresh one is found below. The first attempt's
      // failure may delete the row between the two statements: then try again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const claimed = await db.query(
          `insert into idempotency_keys as k (staff_id, method, route, key, request_hash)
           values ($1, $2, $3, $4, $5)
           on conflict (staff_id, method, route, key) do update
             set request_hash = excluded.request_hash, status_code = null, response = null, created_at = now()
             where k.created_at < now() - make_interval(hours => $6)
           returning 1`,
          [...id, pending.hash, keyLifetimeHours],
        );
        if (claimed.rows.length > 0) {
          request.idempotencyClaim = claim;
          return;
        }
        const { rows } = await db.query<{
          request_hash: string;
          status_code: number | null;
          response: string | null;
          age: number;
        }>(
          `select request_hash, status_code, response, extract(epoch from now() - created_at)::float8 as age
           from idempotency_keys where staff_id = $1 and method = $2 and route = $3 and key = $4`,
          id,
        );
        const first = rows[0];
        if (!first) continue;
        if (first.request_hash !== pending.hash)
          throw new ApiError(
            422,
            'This Idempotency-Key was already used for a different request; send a new key with a new request',
          );
        if (first.status_code === null) {
          reply.header('retry-after', '1');
          throw conflict(
            first.age < inProgressSeconds
              ? 'A request with this Idempotency-Key is in progress; try again in a moment'
              : 'A request with this Idempotency-Key did not finish, so it may or may not have been saved; check before saving again with a new key',
          );
        }
        return reply
          .code(first.status_code)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(first.response);
      }
      throw conflict('A request with this Idempotency-Key is in progress; try again in a moment');
    };

  const storeAnswer: onSendHookHandler = async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const id = [claim.staffId, request.method, claim.route, claim.key];
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && text !== null) {
        await db.query(
          `update idempotency_keys set status_code = $5, response = $6
           where staff_id = $1 and method = $2 and route = $3 and key = $4`,
          [...id, reply.statusCode, text],
        );
      } else {
        // Nothing was written (or nothing can be replayed): the retry runs again.
        await deleteKey(id).catch((error) => {
          // The database is away: released as soon as it is back.
          unreleased.set(JSON.stringify(id), id);
          scheduleRelease();
          throw error;
        });
      }
    } catch (error) {
      // A 2xx answer not stored: the row stays without one, and retries get 409, never a second write.
      request.log.error({ err: error }, 'Could not store the answer of an Idempotency-Key');
    }
    return payload;
  };

  scope.addHook('onRoute', (route: RouteOptions) => {
    const methods = asList(route.method);
    const tags = (route.schema as { tags?: string[] } | undefined)?.tags ?? [];
    if (!methods.includes('POST') || tags.some((tag) => untouchedTags.has(tag))) return;
    route.preValidation = [...asList(route.preValidation), readKey];
    route.preHandler = [...asList(route.preHandler), claimOrReplay(route.url)];
    route.onSend = [...asList(route.onSend), storeAnswer];
    if (route.schema && !route.schema.headers) route.schema = { ...route.schema, headers: headersDoc };
  });
};
