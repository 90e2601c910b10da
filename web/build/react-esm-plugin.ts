import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const shimId = '\0aqar-react-esm';

/**
 * React ships CommonJS only. The bundler turns each ES module's `import … from 'react'` into a
 * copy of React's exports with a getter apiece (its __toESM helper), one copy per importing module:
 * ~700 copies here, ~40 ms of every page load plus their garbage. This plugin gives the ES
 * modules of a build one ES module in React's place that names React's exports once, so the
 * copy is made once; CommonJS code still requires React itself.
 */
export const reactEsmPlugin = (): Plugin => ({
  name: 'aqar-react-esm',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, _importer, options) {
    const kind = (options as { kind?: string } | undefined)?.kind;
    return source === 'react' && kind !== 'require-call' ? shimId : undefined;
  },
  load(id) {
    if (id !== shimId) return undefined;
    const reactPath = require.resolve('react');
    const names = Object.keys(require(reactPath) as object).filter(
      (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default',
    );
    return [
      `import React from ${JSON.stringify(reactPath)};`,
      'export default React;',
      `export const { ${names.join(', ')} } = React;`,
    ].join('\n');
  },
});
