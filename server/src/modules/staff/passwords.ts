import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends for interactive sign-in.
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = async (passwordHash: string | null, password: string) => {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

export const minPasswordLength = 8;
