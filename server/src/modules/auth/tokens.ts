import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const accessTokenSeconds = 15 * 60;
export const refreshTokenDays = 30;
export const resetTokenMinutes = 60;

export interface AccessClaims {
  sub: string;
  email: string;
  role: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export const signAccessToken = (secret: string, claims: AccessClaims) =>
  new SignJWT({ email: claims.email, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${accessTokenSeconds}s`)
    .setIssuer('aqar')
    .sign(key(secret));

/** Returns the claims of a valid token, or null for an expired, forged or malformed one. */
export const verifyAccessToken = async (secret: string, token: string): Promise<AccessClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: 'aqar', algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string') return null;
    return { sub: payload.sub, email: String(payload.email ?? ''), role: Number(payload.role ?? 1) };
  } catch {
    return null;
  }
};

/** Opaque random tokens (refresh, reset) are stored only as their SHA-256. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
