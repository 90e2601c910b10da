import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, unauthorized, validationFailed } from '../../http/errors.ts';
import { hashPassword, minPasswordLength, verifyPassword } from '../staff/passwords.ts';
import type { SendMail } from './mailer.ts';
import {
  accessTokenSeconds,
  newOpaqueToken,
  refreshTokenDays,
  resetTokenMinutes,
  signAccessToken,
  tokenHash,
  verifyAccessToken,
} from './tokens.ts';

/** Routes under /api/v1 that need no access token. */
export const publicRoutes = new Set([
  '/api/v1/auth/website-signin',
  '/api/v1/auth/refresh',
  '/api/v1/auth/logout',
  '/api/v1/auth/forget-password',
  '/api/v1/auth/reset-password',
]);

const maxFailuresPerMinute = 10;
const wrongCredentials = 'Wrong email or password';

interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: number;
  password_hash: string | null;
}

// Unknown emails still pay for one hash check, so timing does not tell which emails exist.
const dummyHash = hashPassword('timing-equaliser-not-a-password');

const publicUser = (staff: StaffRow) => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
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

const setSessionCookies = (reply: FastifyReply, accessToken: string, refreshToken: string) => {
  reply.setCookie('accessToken', accessToken, { path: '/', sameSite: 'lax', maxAge: accessTokenSeconds });
  reply.setCookie('refreshToken', refreshToken, {
    path: '/api/v1/auth',
    sameSite: 'strict',
    httpOnly: true,
    maxAge: refreshTokenDays * 24 * 3600,
  });
};

const issueSession = async (db: Queryable, config: Config, staff: StaffRow) => {
  const refreshToken = newOpaqueToken();
  await db.query(
    `insert into refresh_tokens (staff_id, token_hash, expires_at) values ($1, $2, now() + make_interval(days => $3))`,
    [staff.id, tokenHash(refreshToken), refreshTokenDays],
  );
  const accessToken = await signAccessToken(config.jwtSecret, {
    sub: staff.id,
    email: staff.email,
    role: staff.role,
  });
  return { accessToken, refreshToken, expiresIn: accessTokenSeconds };
};

export const authRoutes = (config: Config, sendMail: SendMail) => async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  api.post(
    '/auth/website-signin',
    { schema: { tags: ['auth'], body: credentials } },
    async (request, reply) => {
      const { email, password } = request.body;
      const address = request.ip;
      const { rows: recent } = await db.query<{ by_address: number; by_email: number }>(
        `select count(*) filter (where address = $1)::int8 as by_address, count(*) filter (where email = $2)::int8 as by_email
       from login_failures where at > now() - interval '1 minute' and (address = $1 or email = $2)`,
        [address, email],
      );
      if (recent[0].by_address >= maxFailuresPerMinute || recent[0].by_email >= maxFailuresPerMinute) {
        throw new ApiError(429, 'Too many failed sign-in attempts. Please wait a minute and try again.');
      }
      const { rows } = await db.query<StaffRow>(
        'select id, email, name, role, password_hash from staff where email = $1',
        [email],
      );
      const staff = rows[0];
      let valid = false;
      if (staff) valid = await verifyPassword(staff.password_hash, password);
      else await verifyPassword(await dummyHash, password);
      if (!staff || !valid) {
        await db.query('insert into login_failures (address, email) values ($1, $2)', [address, email]);
        await db.query(`delete from login_failures where at < now() - interval '1 hour'`);
        throw new ApiError(401, wrongCredentials);
      }
      const session = await issueSession(db, config, staff);
      setSessionCookies(reply, session.accessToken, session.refreshToken);
      return ok({ user: publicUser(staff), ...session });
    },
  );

  const tokenBody = z.object({ refreshToken: z.string().max(200).optional() }).optional();

  api.post('/auth/refresh', { schema: { tags: ['auth'], body: tokenBody } }, async (request, reply) => {
    const token = request.body?.refreshToken ?? request.cookies.refreshToken;
    if (!token) throw unauthorized('Your session has ended. Please sign in again.');
    // Rotation: the used token is revoked and a new one issued, in one transaction.
    const session = await db.transaction(async (tx) => {
      const { rows } = await tx.query<StaffRow & { token_id: string }>(
        `update refresh_tokens r set revoked_at = now() from staff s
         where r.token_hash = $1 and r.revoked_at is null and r.expires_at > now() and s.id = r.staff_id
         returning r.id as token_id, s.id, s.email, s.name, s.role, s.password_hash`,
        [tokenHash(token)],
      );
      if (!rows[0]) throw unauthorized('Your session has ended. Please sign in again.');
      return { user: publicUser(rows[0]), ...(await issueSession(tx, config, rows[0])) };
    });
    setSessionCookies(reply, session.accessToken, session.refreshToken);
    return ok(session);
  });

  api.post('/auth/logout', { schema: { tags: ['auth'], body: tokenBody } }, async (request, reply) => {
    const token = request.body?.refreshToken ?? request.cookies.refreshToken;
    if (token)
      await db.query(
        'update refresh_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null',
        [tokenHash(token)],
      );
    reply.clearCookie('accessToken', { path: '/' });
    reply.clearCookie('refreshToken', { path: '/api/v1/auth' });
    return ok(null, { message: 'Signed out' });
  });

  api.post(
    '/auth/forget-password',
    { schema: { tags: ['auth'], body: z.object({ email: z.string().trim().toLowerCase().max(255) }) } },
    async (request) => {
      const { rows } = await db.query<StaffRow>(
        'select id, email, name, role, password_hash from staff where email = $1',
        [request.body.email],
      );
      if (rows[0]) {
        const token = newOpaqueToken();
        await db.query(
          `insert into password_reset_tokens (staff_id, token_hash, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
          [rows[0].id, tokenHash(token), resetTokenMinutes],
        );
        const link = `${config.publicUrl}/reset-password?token=${token}`;
        await sendMail({
          to: rows[0].email,
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
      schema: {
        tags: ['auth'],
        body: z.object({ token: z.string().max(200), password: z.string().max(1000) }),
      },
    },
    async (request) => {
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
      await db.query('update staff set password_hash = $2, updated_at = now() where id = $1', [
        actor.id,
        await hashPassword(request.body.password),
      ]);
      return ok(null, { message: 'Your password has been changed.' });
    },
  );

  api.get('/auth/me', { schema: { tags: ['auth'] } }, async (request) => {
    const { rows } = await db.query<StaffRow>(
      'select id, email, name, role, password_hash from staff where id = $1',
      [request.actor?.id],
    );
    if (!rows[0]) throw unauthorized();
    return ok(publicUser(rows[0]));
  });
};

/** Reads the access token from the Authorization header or the cookie and sets `request.actor`. */
export const installAuthGuard = (app: FastifyInstance, config: Config) => {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/v1/') || publicRoutes.has(path)) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : request.cookies.accessToken;
    if (!token) throw unauthorized('Please sign in to continue.');
    const claims = await verifyAccessToken(config.jwtSecret, token);
    if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
    request.actor = { id: claims.sub, email: claims.email, role: claims.role };
  });
};
