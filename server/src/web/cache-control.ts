import { readFileSync } from 'node:fs';
import path from 'node:path';

const forever = 'public, max-age=31536000, immutable';

/** The translations' version the web build left in dist/ (web/build/locales-version-plugin.ts). */
export const readLocalesVersion = (webDist: string): string | undefined => {
  try {
    return readFileSync(path.join(webDist, 'locales', 'version.txt'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
};

/**
 * How long a browser may keep a file of the web build without asking again. Vite names every
 * file under assets/ by its content, so it never changes. A translation file asked for with the
 * build's translations version (`?v=`) never changes under that URL either. The page, and
 * translations asked for otherwise, are checked on every load.
 */
export const cacheControlFor = (
  relativePath: string,
  query: unknown,
  localesVersion: string | undefined,
): string => {
  const [folder] = relativePath.split(path.sep);
  if (folder === 'assets') return forever;
  const version = (query as { v?: unknown } | undefined)?.v;
  if (folder === 'locales' && localesVersion !== undefined && version === localesVersion) return forever;
  return 'no-cache';
};
