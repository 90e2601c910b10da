import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const virtualId = 'virtual:antd-styles';
const resolvedId = `\0${virtualId}`;

/**
 * Builds Ant Design's component styles into a stylesheet of its own (antd-styles.ts) and gives the
 * app its URL as `virtual:antd-styles`. Outside a build (dev server, tests) the URL is null and Ant
 * Design generates its styles in the browser as usual.
 */
export const antdStylesPlugin = (): Plugin => {
  let building = false;
  let base = '/';
  let sheet: { fileName: string; source: string } | undefined;
  return {
    name: 'aqar-antd-styles',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    async buildStart() {
      if (!building) return;
      // Loaded only now: Ant Design reads NODE_ENV (production in a build) as it loads.
      const { antdStyles } = await import('./antd-styles.ts');
      const source = antdStyles();
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      sheet = { fileName: `assets/antd-${hash}.css`, source };
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load: (id) =>
      id === resolvedId
        ? `export default ${JSON.stringify(sheet ? `${base}${sheet.fileName}` : null)};`
        : undefined,
    generateBundle() {
      if (sheet) this.emitFile({ type: 'asset', fileName: sheet.fileName, source: sheet.source });
    },
  };
};
