import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import {
  accessCookie,
  accessOfStaff,
  refreshCookie,
  refuseCrossSite,
  sessionHintCookie,
  sessionPermissions,
} from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, unauthorized, validationFailed } from '../../http/errors.ts';
import { hashPassword, minPasswordLength, verifyPassword } from '../staff/passwords.ts';
import {
  countAttempt,
  forgetAttempts,
  hasAttempts,
  pruneAttempts,
  refundAttempt,
  secondsToWait,
  type ThrottleRule,
  takeAttempt,
} from './auth-throttle.ts';
import type { SendMail } from './mailer.ts';
import {
  accessTokenSeconds,
  newOpaqueToken,
  refreshTokenDays,
  resetTokenMinutes,
  signAccessToken,
  tokenHash,
} from '../../http/tokens.ts';

const wrongCredentials = 'Wrong email or password';

/**
 * Sign-in attempts are slowed down per client address (every attempt counts until it succeeds)
 * and per account (failures only). An account's wait holds back only the addresses that have
 * failed on it, and never an address the account has signed in from before (within
 * `knownAddressDays`): its owner, mistyping once during an attack, is slowed only by the address
 * rule, like anyone else, and the attacker's addresses keep waiting.
 */
const knownAddressDays = 90;
const signInRules = {
  address: { free: 10, baseDelaySeconds: 1, maxDelaySeconds: 900, windowMinutes: 60 },
  account: { free: 5, baseDelaySeconds: 1, maxDelaySeconds: 900, windowMinutes: 60 },
} satisfies Record<string, ThrottleRule>;

/** Reset mails: per address as sign-ins; per account a few, then minutes apart (no mail bombs). */
const resetRules = {
  address: { free: 5, baseDelaySeconds: 1, maxDelaySeconds: 900, windowMinutes: 60 },
  account: { free: 3, baseDelaySeconds: 60, maxDelaySeconds: 3600, windowMinutes: 60 },
} satisfies Record<string, ThrottleRule>;

const tooManyAttempts = (reply: FastifyReply, retryAfterSeconds: number) => {
  reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
  return new ApiError(429, 'Too many attempts. Please wait a moment and try again.');
};

interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: number;
  password_hash: string | null;
  disabled?: boolean;
}

// Unknown emails still pay for one hash check, so timing does not tell which emails exist.
const dummyHash = hashPassword('timing-equaliser-not-a-password');

const publicUser = (staff: StaffRow) => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
});

/** The session user with what they may do (roles and buildings, access.ts). */
const withPermissions = async (db: Queryable, user: ReturnType<typeof publicUser>) => ({
  ...user,
  permissions: sessionPermissions(await accessOfStaff(db, user.id)),
});

const credentials = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: 'emailRequired' })
    .max(255, { message: 'tooLong' }),
  password: z.string().min(1, { message: 'required' }).max(1000, { message: 'tooLong' }),
});

/**
 * The web app's session lives in HttpOnly cookies its scripts cannot read; API clients use the
 * tokens of the answer's body instead. The readable hint cookie holds only the access token's
 * expiry, so the app knows when to refresh and whether a session may exist.
 */
const setSessionCookies = (reply: FastifyReply, config: Config, session: IssuedSession) => {
  const secure = config.secureCookies;
  reply.setCookie(accessCookie, session.accessToken, {
    path: '/',
    sameSite: 'strict',
    httpOnly: true,
    secure,
    maxAge: accessTokenSeconds,
  });
  reply.setCookie(refreshCookie, session.refreshToken, {
    path: '/api/v1/auth',
    sameSite: 'strict',
    httpOnly: true,
    secure,
    maxAge: refreshTokenDays * 24 * 3600,
  });
  reply.setCookie(sessionHintCookie, String(session.expiresAt), {
    path: '/',
    sameSite: 'strict',
    secure,
    maxAge: refreshTokenDays * 24 * 3600,
  });
};

const clearSessionCookies = (reply: FastifyReply, config: Config) => {
  const secure = config.secureCookies;
  reply.clearCookie(accessCookie, { path: '/', sameSite: 'strict', httpOnly: true, secure });
  reply.clearCookie(refreshCookie, { path: '/api/v1/auth', sameSite: 'strict', httpOnly: true, secure });
  reply.clearCookie(sessionHintCookie, { path: '/', sameSite: 'strict', secure });
};

interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  /** Seconds since the epoch at which the access token expires. */
  expiresAt: number;
}

/** A new refresh token of the family (a new one: a new sign-in) and an access token naming it. */
const issueSession = async (
  db: Queryable,
  config: Config,
  staff: StaffRow,
  familyId?: string,
): Promise<IssuedSession> => {
  const refreshToken = newOpaqueToken();
  const { rows } = await db.query<{ family_id: string }>(
    `insert into refresh_tokens (staff_id, token_hash, expires_at, family_id)
     values ($1, $2, now() + make_interval(days => $3), coalesce($4::uuid, gen_random_uuid()))
     returning family_id`,
    [staff.id, tokenHash(refreshToken), refreshTokenDays, familyId ?? null],
  );
  const accessToken = await signAccessToken(config.jwtSecret, {
    sub: staff.id,
    email: staff.email,
    role: staff.role,
    sid: rows[0].family_id,
  });
  const expiresAt = Math.floor(Date.now() / 1000) + accessTokenSeconds;
  return { accessToken, refreshToken, expiresIn: accessTokenSeconds, expiresAt };
};

const sessionBody = ({ accessToken, refreshToken, expiresIn }: IssuedSession) => ({
  accessToken,
  refreshToken,
  expiresIn,
});

const sessionEnded = () => unauthorized('Your session has ended. Please sign in again.');

export const authRoutes = (config: Config, sendMail: SendMail) => async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const open = { public: true };

  /** Whether the account of `email` has signed in from `address` lately. */
  const isKnownAddress = async (email: string, address: string) =>
    (
      await db.query(
        `select 1 from known_sign_in_addresses k join staff s on s.id = k.staff_id
          where s.email = $1 and k.address = $2 and k.last_sign_in_at > now() - make_interval(days => $3)`,
        [email, address, knownAddressDays],
      )
    ).rows.length > 0;

  api.post(
    '/auth/website-signin',
    { config: open, schema: { tags: ['auth'], body: credentials } },
    async (request, reply) => {
      const { email, password } = request.body;
      const addressKey = `signin:address:${request.ip}`;
      const accountKey = `signin:account:${email}`;
      // Whether this address has failed on this account before.
      const pairKey = `signin:pair:${request.ip}|${email}`;
      const attempt = await takeAttempt(db, addressKey, signInRules.address);
      if (!attempt.allowed) throw tooManyAttempts(reply, attempt.retryAfterSeconds);
      if (
        (await hasAttempts(db, pairKey, signInRules.account)) &&
        !(await isKnownAddress(email, request.ip))
      ) {
        const wait = await secondsToWait(db, accountKey);
        if (wait > 0) throw tooManyAttempts(reply, wait);
      }
      const { rows } = await db.query<StaffRow>(
        'select id, email, name, role, password_hash, disabled from staff where email = $1',
        [email],
      );
      const staff = rows[0];
      let valid = false;
      if (staff) valid = await verifyPassword(staff.password_hash, password);
      else await verifyPassword(await dummyHash, password);
      if (!staff || !valid) {
        await countAttempt(db, accountKey, signInRules.account);
        await countAttempt(db, pairKey, signInRules.account);
        await pruneAttempts(db, signInRules.address.windowMinutes);
        throw new ApiError(401, wrongCredentials);
      }
      // Only with the right password, so that it tells nothing about which emails exist.
      if (staff.disabled) throw new ApiError(401, 'This account is disabled. Ask an administrator.');
      await refundAttempt(db, addressKey, signInRules.address);
      await forgetAttempts(db, pairKey);
      await db.query(
        `insert into known_sign_in_addresses (staff_id, address) values ($1, $2)
         on conflict (staff_id, address) do update set last_sign_in_at = now()`,
        [staff.id, request.ip],
      );
      const session = await issueSession(db, config, staff);
      setSessionCookies(reply, config, session);
      return ok({ user: await withPermissions(db, publicUser(staff)), ...sessionBody(session) });
    },
  );

  const tokenBody = z.object({ refreshToken: z.string().max(200).optional() }).nullish();

  /** The body's token (API clients), else the cookie's (the web app, which must prove it is). */
  const refreshTokenOf = (request: FastifyRequest<{ Body: z.infer<typeof tokenBody> }>) => {
    const fromBody = request.body?.refreshToken;
    if (fromBody) return fromBody;
    const fromCookie = request.cookies[refreshCookie];
    if (fromCookie) refuseCrossSite(request);
    return fromCookie;
  };

  api.post(
    '/auth/refresh',
    { config: open, schema: { tags: ['auth'], body: tokenBody } },
    async (request, reply) => {
      const token = refreshTokenOf(request);
      if (!token) throw sessionEnded();
      // Rotation: the used token is revoked and a new one of its family issued, in one transaction.
      const outcome = await db.transaction(async (tx) => {
        const { rows } = await tx.query<
          StaffRow & { token_id: string; family_id: string; revoked: boolean; live: boolean }
        >(
          `select r.id as token_id, r.family_id, r.revoked_at is not null as revoked, r.expires_at > now() as live,
                  s.id, s.email, s.name, s.role, s.password_hash, s.disabled
           from refresh_tokens r join staff s on s.id = r.staff_id
           where r.token_hash = $1
           for update of r`,
          [tokenHash(token)],
        );
        const found = rows[0];
        // A disabled account's sign-ins end with it.
        if (!found?.live || found.disabled) return { kind: 'ended' as const };
        if (found.revoked) {
          // A used token again: it was stolen, or stolen from. End the whole sign-in it came from.
          await tx.query(
            'update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null',
            [found.family_id],
          );
          return { kind: 'replayed' as const, staffId: found.id };
        }
        await tx.query('update refresh_tokens set revoked_at = now() where id = $1', [found.token_id]);
        const session = await issueSession(tx, config, found, found.family_id);
        return { kind: 'renewed' as const, user: publicUser(found), session };
      });
      if (outcome.kind === 'replayed')
        request.log.warn({ staffId: outcome.staffId }, 'A used refresh token was presented again');
      if (outcome.kind !== 'renewed') {
        clearSessionCookies(reply, config);
        throw sessionEnded();
      }
      setSessionCookies(reply, config, outcome.session);
      return ok({ user: await withPermissions(db, outcome.user), ...sessionBody(outcome.session) });
    },
  );

  api.post(
    '/auth/logout',
    { config: open, schema: { tags: ['auth'], body: tokenBody } },
    async (request, reply) => {
      const token = refreshTokenOf(request);
      // Signing out ends the sign-in: every token rotated from it.
      if (token)
        await db.query(
          `update refresh_tokens set revoked_at = now()
           where family_id = (select family_id from refresh_tokens where token_hash = $1) and revoked_at is null`,
          [tokenHash(token)],
        );
      clearSessionCookies(reply, config);
      return ok(null, { message: 'Signed out' });
    },
  );

  api.post(
    '/auth/forget-password',
    {
      config: open,
      schema: { tags: ['auth'], body: z.object({ email: z.string().trim().toLowerCase().max(255) }) },
    },
    async (request, reply) => {
      const { email } = request.body;
      const attempt = await takeAttempt(db, `reset:address:${request.ip}`, resetRules.address);
      if (!attempt.allowed) throw tooManyAttempts(reply, attempt.retryAfterSeconds);
      const { rows } = await db.query<StaffRow>(
        'select id, email, name, role, password_hash from staff where email = $1',
        [email],
      );
      const staff = rows[0];
      // Known or not, an email takes the same steps (its allowance, a token, the same statements,
      // which write nothing for an unknown one), so the time taken tells nothing about which
      // emails exist. Past its allowance an account gets no more mails for a while.
      const mailAllowed = (await takeAttempt(db, `reset:account:${email}`, resetRules.account)).allowed;
      const token = newOpaqueToken();
      const staffId = mailAllowed ? (staff?.id ?? null) : null;
      await db.transaction(async (tx) => {
        // Only the newest link works.
        await tx.query(
          'update password_reset_tokens set used_at = now() where staff_id = $1 and used_at is null',
          [staffId],
        );
        await tx.query(
          `insert into password_reset_tokens (staff_id, token_hash, expires_at)
           select id, $2, now() + make_interval(mins => $3) from staff where id = $1`,
          [staffId, tokenHash(token), resetTokenMinutes],
        );
      });
      if (staff && staffId) {
        const link = `${config.publicUrl}/reset-password?token=${token}`;
        // Not awaited: the answer never waits for the mail server (nor shows how long it took).
        void sendMail({
          to: staff.email,
          subject: 'Aqar: reset your password',
          text: `To choose a new password, open this link within ${resetTokenMinutes} minutes:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
        }).catch((error) => request.log.error({ err: error }, 'Could not send the password-reset mail'));
      }
      // The same answer whether or not the address exists.
      return ok(null, { message: 'If this email belongs to an account, a reset link is on its way.' });
    },
  );

  api.post(
    '/auth/reset-password',
    {
      config: open,
      schema: {
        tags: ['auth'],
        body: z.object({ token: z.string().max(200), password: z.string().max(1000) }),
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      if (password.length < minPasswordLength) throw validationFailed({ password: 'passwordTooShort' });
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ staff_id: string }>(
          `update password_reset_tokens set used_at = now()
           where token_hash = $1 and used_at is null and expires_at > now() returning staff_id`,
          [tokenHash(token)],
        );
        if (!rows[0])
          throw new ApiError(400, 'This reset link is invalid or has expired. Please ask for a new one.');
        await tx.query('update staff set password_hash = $2, updated_at = now() where id = $1', [
          rows[0].staff_id,
          passwordHash,
        ]);
        await tx.query(
          'update refresh_tokens set revoked_at = now() where staff_id = $1 and revoked_at is null',
          [rows[0].staff_id],
        );
      });
      clearSessionCookies(reply, config);
      return ok(null, { message: 'Your password has been changed. Please sign in.' });
    },
  );

  api.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        body: z.object({ currentPassword: z.string().max(1000), password: z.string().max(1000) }),
      },
    },
    async (request) => {
      const actor = request.actor;
      if (!actor?.id) throw unauthorized();
      const { rows } = await db.query<StaffRow>(
        'select id, email, name, role, password_hash from staff where id = $1',
        [actor.id],
      );
      if (!rows[0] || !(await verifyPassword(rows[0].password_hash, request.body.currentPassword))) {
        throw validationFailed({ currentPassword: 'wrongPassword' });
      }
      if (request.body.password.length < minPasswordLength)
        throw validationFailed({ password: 'passwordTooShort' });
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        await tx.query('update staff set password_hash = $2, updated_at = now() where id = $1', [
          actor.id,
          passwordHash,
        ]);
        // Every other sign-in ends; this one goes on.
        await tx.query(
          `update refresh_tokens set revoked_at = now()
           where staff_id = $1 and revoked_at is null and family_id is distinct from $2::uuid`,
          [actor.id, actor.sessionId ?? null],
        );
      });
      return ok(null, { message: 'Your password has been changed.' });
    },
  );

  api.get('/auth/me', { schema: { tags: ['auth'] } }, async (request) => {
    const { rows } = await db.query<StaffRow>(
      'select id, email, name, role, password_hash from staff where id = $1',
      [request.actor?.id],
    );
    if (!rows[0]) throw unauthorized();
    return ok(await withPermissions(db, publicUser(rows[0])));
  });
};
