import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const virtualId = 'virtual:locales-version';
const resolvedId = `\0${virtualId}`;
const localesFolder = fileURLToPath(new URL('../public/locales', import.meta.url));

/** Where the build leaves the version for the server (server/src/web/cache-control.ts). */
export const localesVersionFile = 'locales/version.txt';

/** A hash of every translation file: it changes whenever one of them does. */
export const localesVersion = (): string => {
  const hash = createHash('sha256');
  const files = readdirSync(localesFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash.update(relative(localesFolder, file)).update('\0').update(readFileSync(file));
  return hash.digest('base64url').slice(0, 10);
};

/**
 * Gives the app the translations' version as `virtual:locales-version`, which it puts in their
 * URLs (src/app/translation-urls.ts), and in a build leaves it in dist/locales/version.txt: the server then
 * lets browsers keep translations asked for with the current version without asking again.
 * Outside a build the version is 'dev', which the server never treats as current.
 */
export const localesVersionPlugin = (): Plugin => {
  let version = 'dev';
  return {
    name: 'aqar-locales-version',
    configResolved(config) {
      if (config.command === 'build') version = localesVersion();
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? `export default ${JSON.stringify(version)};` : undefined),
    generateBundle(options) {
      // The module build writes it; the other builds of the same sources share its dist/.
      if (version !== 'dev' && options.format === 'es')
        this.emitFile({ type: 'asset', fileName: localesVersionFile, source: version });
    },
  };
};
