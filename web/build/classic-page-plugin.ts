import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { namespaces } from '../src/app/language-codes.ts';
import { isAntdSheet } from './antd-styles-plugin.ts';
import { afterBundlePlugin, emitEarlyScript, listRoutes } from './early-start-plugin.ts';

const pageTemplate = fileURLToPath(new URL('../index.html', import.meta.url));
/** The page's icon as index.html names it; the module build gives it a content name, and so does this. */
const pageIcon = '/src/app/logo.svg';
const builtAssets = fileURLToPath(new URL('../dist/assets', import.meta.url));

/**
 * The module build's chunk of a lazily imported library: the classic script imports it from
 * there (a classic script may import a module) rather than carrying it.
 */
export const moduleBuildChunk = (prefix: string): string => {
  const found = readdirSync(builtAssets).filter(
    (name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'),
  );
  if (found.length !== 1)
    throw new Error(`Expected one ${prefix}-*.js in web/dist/assets (run the module build first)`);
  return found[0]!;
};

/**
 * Writes index-classic.html, the page of the classic build: index.html's head with the page's
 * first script (early-start.ts, which has nothing of the module build to preload here), the
 * app's one classic script, deferred, and its stylesheets linked: Ant Design's first, where
 * antd-styles.ts would put it, then the app's own. The server sends this page to a reader who
 * was signed in.
 */
export const classicPagePlugin = (): Plugin =>
  afterBundlePlugin('aqar-classic-page', async (context, bundle, base) => {
    const files = Object.values(bundle);
    const script = files.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry);
    const antdStyles = files.find((file) => isAntdSheet(file.fileName));
    const appStyles = files.filter(
      (file) => file.type === 'asset' && file.fileName.endsWith('.css') && file !== antdStyles,
    );
    if (!script || !antdStyles) throw new Error('The classic build gave no script or no Ant Design sheet');
    const earlyScript = await emitEarlyScript(context, base, {
      modules: [],
      styles: [],
      locales: {},
      namespaces: [...namespaces],
      lists: listRoutes(),
    });
    const head = [
      `<script src="${earlyScript}"></script>`,
      `<script defer src="${base}${script.fileName}"></script>`,
      `<link rel="stylesheet" id="antd-styles" href="${base}${antdStyles.fileName}">`,
      ...appStyles.map((file) => `<link rel="stylesheet" href="${base}${file.fileName}">`),
    ];
    const template = readFileSync(pageTemplate, 'utf8');
    if (!template.includes(`href="${pageIcon}"`)) throw new Error(`index.html no longer links ${pageIcon}`);
    const icon = context.emitFile({
      type: 'asset',
      name: 'logo.svg',
      source: readFileSync(fileURLToPath(new URL(`..${pageIcon}`, import.meta.url))),
    });
    const page = template
      .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
      .replace(`href="${pageIcon}"`, `href="${base}${context.getFileName(icon)}"`)
      .replace('</title>', `</title>\n    ${head.join('\n    ')}`);
    context.emitFile({ type: 'asset', fileName: 'index-classic.html', source: page });
  });
