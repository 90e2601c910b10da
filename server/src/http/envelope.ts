import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import { unauthorized } from './errors.ts';

/** `{ success: true, data, ...extra }` — the shape of every successful answer. */
export const ok = <T>(data: T, extra: Record<string, unknown> = {}) => ({
  success: true as const,
  data,
  ...extra,
});

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, with the sign-in (refresh-token family) their token comes from. */
    actor?: Actor & { role: number; sessionId?: string };
    /** What the signed-in staff member may do (access.ts). */
    access?: import('./access.ts').Access;
  }
  interface FastifyInstance {
    db: Database;
    /**
     * Runs `task` once the database is migrated and seeded (at once when it is): work a plugin
     * starts by itself, such as a sweep, must not reach tables a fresh database has not made yet.
     */
    whenDatabaseReady: (task: () => Promise<unknown>) => Promise<unknown>;
    /** True while the database is still being migrated and seeded (`main.ts` listens meanwhile). */
    databaseStarting: () => boolean;
  }
}

export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) throw unauthorized();
  return request.actor;
};

export type Reply = FastifyReply;
