import type { Queryable } from '../../db/client.ts';

/**
 * How attempts with one key are slowed down: the first `free` are checked at once, each further
 * one waits twice as long as the one before (`baseDelaySeconds`, twice that, four times, …, at
 * most `maxDelaySeconds`). A key quiet for `windowMinutes` starts again from nothing.
 */
export interface ThrottleRule {
  free: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  windowMinutes: number;
}

/** Seconds to wait after `attempts` attempts before the next one is checked. */
export const delayAfter = (attempts: number, rule: ThrottleRule): number =>
  attempts < rule.free
    ? 0
    : Math.min(rule.baseDelaySeconds * 2 ** (attempts - rule.free), rule.maxDelaySeconds);

export type Attempt = { allowed: true; attempts: number } | { allowed: false; retryAfterSeconds: number };

// The attempts a row will hold after this one: a quiet window starts the count again.
const nextCount = `case when t.updated_at < now() - make_interval(mins => $4) then 1 else t.attempts + 1 end`;
const delaySql = (count: string) =>
  `case when ${count} < $2 then 0 else least($5 * power(2, ${count} - $2), $3) end`;

/**
 * Takes an attempt with `key` in one statement, so that concurrent attempts (from several API
 * processes too) each see the ones before them. Refused while the key's wait is not over; a
 * refused attempt changes nothing.
 */
export const takeAttempt = async (db: Queryable, key: string, rule: ThrottleRule): Promise<Attempt> => {
  const { rows } = await db.query<{ attempts: number }>(
    `insert into auth_throttle as t (key, attempts, next_allowed_at, updated_at)
     values ($1, 1, now() + make_interval(secs => ${delaySql('1')}), now())
     on conflict (key) do update set
       attempts = ${nextCount},
       next_allowed_at = now() + make_interval(secs => ${delaySql(nextCount)}),
       updated_at = now()
     where t.next_allowed_at <= now()
     returning attempts`,
    [key, rule.free, rule.maxDelaySeconds, rule.windowMinutes, rule.baseDelaySeconds],
  );
  if (rows[0]) return { allowed: true, attempts: rows[0].attempts };
  return { allowed: false, retryAfterSeconds: await secondsToWait(db, key) };
};

/** Counts an attempt with `key` whether or not its wait is over (a failure seen elsewhere). */
export const countAttempt = async (db: Queryable, key: string, rule: ThrottleRule): Promise<void> => {
  await db.query(
    `insert into auth_throttle as t (key, attempts, next_allowed_at, updated_at)
     values ($1, 1, now() + make_interval(secs => ${delaySql('1')}), now())
     on conflict (key) do update set
       attempts = ${nextCount},
       next_allowed_at = greatest(t.next_allowed_at, now() + make_interval(secs => ${delaySql(nextCount)})),
       updated_at = now()`,
    [key, rule.free, rule.maxDelaySeconds, rule.windowMinutes, rule.baseDelaySeconds],
  );
};

/** Gives back one attempt taken with `key` (it succeeded), lifting the wait it may have started. */
export const refundAttempt = async (db: Queryable, key: string, rule: ThrottleRule): Promise<void> => {
  await db.query(
    `update auth_throttle set attempts = greatest(attempts - 1, 0),
       next_allowed_at = case when attempts - 1 < $2 then now() else next_allowed_at end
     where key = $1`,
    [key, rule.free],
  );
};

/** Seconds until an attempt with `key` is checked again; 0 when it would be now. */
export const secondsToWait = async (db: Queryable, key: string): Promise<number> => {
  const { rows } = await db.query<{ wait: string }>(
    `select greatest(extract(epoch from next_allowed_at - now()), 0) as wait from auth_throttle where key = $1`,
    [key],
  );
  return rows[0] ? Math.ceil(Number(rows[0].wait)) : 0;
};

/** Whether `key` has attempts counted in its current window. */
export const hasAttempts = async (db: Queryable, key: string, rule: ThrottleRule): Promise<boolean> => {
  const { rows } = await db.query(
    `select 1 from auth_throttle where key = $1 and attempts > 0 and updated_at >= now() - make_interval(mins => $2)`,
    [key, rule.windowMinutes],
  );
  return rows.length > 0;
};

export const forgetAttempts = async (db: Queryable, key: string): Promise<void> => {
  await db.query('delete from auth_throttle where key = $1', [key]);
};

/** Rows whose window has passed say nothing any more. */
export const pruneAttempts = async (db: Queryable, windowMinutes: number): Promise<void> => {
  await db.query(`delete from auth_throttle where updated_at < now() - make_interval(mins => $1)`, [
    windowMinutes,
  ]);
};
