import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const accessTokenSeconds = 15 * 60;
export const refreshTokenDays = 30;
export const resetTokenMinutes = 60;

export interface AccessClaims {
  sub: string;
  email: string;
  role: number;
  /** The sign-in this token belongs to: its refresh tokens' family. */
  sid?: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export const signAccessToken = (secret: string, claims: AccessClaims) =>
  new SignJWT({ email: claims.email, role: claims.role, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${accessTokenSeconds}s`)
    .setIssuer('aqar')
    .sign(key(secret));

/**
 * Tokens already verified, with their claims and expiry: a signed token never changes, so every
 * request of a session after the first skips the signature check (a tenth of a request's time).
 */
const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
const verifiedLimit = 10_000;

/** Returns the claims of a valid token, or null for an expired, forged or malformed one. */
export const verifyAccessToken = async (secret: string, token: string): Promise<AccessClaims | null> => {
  const cacheKey = `${secret}\u0000${token}`;
  const known = verified.get(cacheKey);
  if (known) {
    if (known.expiresAt > Date.now()) return known.claims;
    verified.delete(cacheKey);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: 'aqar', algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    const claims: AccessClaims = {
      sub: payload.sub,
      email: String(payload.email ?? ''),
      role: Number(payload.role ?? 1),
      sid: typeof payload.sid === 'string' ? payload.sid : undefined,
    };
    if (verified.size >= verifiedLimit) verified.delete(verified.keys().next().value as string);
    verified.set(cacheKey, { claims, expiresAt: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
};

/** Opaque random tokens (refresh, reset) are stored only as their SHA-256. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
