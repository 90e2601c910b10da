import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { languages, namespaces } from '../src/app/language-codes.ts';
import { antdLocaleName, dayjsLocale } from '../src/app/languages.ts';
import type { EarlyManifest } from '../src/early/early-start.ts';
import { isAntdSheet } from './antd-styles-plugin.ts';
import { localesVersionPlugin } from './locales-version-plugin.ts';

const earlyEntry = fileURLToPath(new URL('../src/early/early-start.ts', import.meta.url));
const listRoutesScript = fileURLToPath(new URL('./list-routes.ts', import.meta.url));
const signedInEntry = '/src/app/authenticated-app.tsx';

export const listRoutes = (): Record<string, string> => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', listRoutesScript], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`Reading the list routes failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, string>;
};

/** The signed-in chunk with every chunk it imports, and their stylesheets. */
const signedInFiles = (bundle: Rollup.OutputBundle) => {
  const entry = Object.values(bundle).find(
    (file): file is Rollup.OutputChunk =>
      file.type === 'chunk' && !!file.facadeModuleId?.endsWith(signedInEntry),
  );
  if (!entry) throw new Error(`No chunk for ${signedInEntry} in the build`);
  const modules = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (modules.has(fileName) || chunk?.type !== 'chunk') return;
    modules.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entry.fileName);
  return { modules: [...modules], styles: [...styles] };
};

/** Each language's Ant Design and dayjs locale chunks, which the first render waits for. */
const localeFiles = (bundle: Rollup.OutputBundle) => {
  const chunkOf = (modulePath: string) => {
    const chunk = Object.values(bundle).find(
      (file): file is Rollup.OutputChunk =>
        file.type === 'chunk' && !!file.facadeModuleId?.replaceAll('\\', '/').endsWith(modulePath),
    );
    if (!chunk) throw new Error(`No chunk for ${modulePath} in the build`);
    return chunk.fileName;
  };
  return Object.fromEntries(
    languages.map((language) => [
      language,
      [
        chunkOf(`antd/es/locale/${antdLocaleName[language]}.js`),
        chunkOf(`dayjs/locale/${dayjsLocale[language]}.js`),
      ],
    ]),
  );
};

/** early-start.ts with its manifest, as one classic script. */
const buildEarlyScript = async (manifest: EarlyManifest) => {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [localesVersionPlugin()],
    define: { AQAR_EARLY_MANIFEST: JSON.stringify(manifest) },
    build: {
      write: false,
      minify: true,
      lib: { entry: earlyEntry, formats: ['iife'], name: 'aqarEarlyStart', fileName: 'early-start' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output as Rollup.RollupOutput];
  const chunk = result?.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('Building early-start.ts gave no script');
  return chunk.code;
};

/** A build-only plugin with one step run once the bundle is complete (index.html included). */
export const afterBundlePlugin = (
  name: string,
  step: (context: Rollup.PluginContext, bundle: Rollup.OutputBundle, base: string) => Promise<void>,
): Plugin => {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        await step(this, bundle, base);
      },
    },
  };
};

/** Emits early-start.ts built with `manifest` as a content-named asset; returns its URL. */
export const emitEarlyScript = async (
  context: Rollup.PluginContext,
  base: string,
  manifest: EarlyManifest,
): Promise<string> => {
  const code = await buildEarlyScript(manifest);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const fileName = `assets/early-start-${hash}.js`;
  context.emitFile({ type: 'asset', fileName, source: code });
  return `${base}${fileName}`;
};

/**
 * Writes the page's first script (src/early/early-start.ts) with what it needs to know of this
 * build (the signed-in chunks, Ant Design's sheet, the list routes) and puts it in the page's
 * <head> ahead of the app's scripts and styles, as a content-named file: a classic script, which
 * the content security policy allows where an inline one would not be.
 */
export const earlyStartPlugin = (): Plugin =>
  afterBundlePlugin('aqar-early-start', async (context, bundle, base) => {
    const html = Object.values(bundle).find(
      (file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName === 'index.html',
    );
    if (!html) return;
    const { modules, styles } = signedInFiles(bundle);
    const antdStyles = Object.keys(bundle).find(isAntdSheet);
    const earlyScript = await emitEarlyScript(context, base, {
      antdStyles: antdStyles && `${base}${antdStyles}`,
      modules: modules.map((fileName) => `${base}${fileName}`),
      styles: styles.map((fileName) => `${base}${fileName}`),
      locales: Object.fromEntries(
        Object.entries(localeFiles(bundle)).map(([language, files]) => [
          language,
          files.map((fileName) => `${base}${fileName}`),
        ]),
      ),
      namespaces: [...namespaces],
      lists: listRoutes(),
    });
    html.source = String(html.source).replace(
      '</title>',
      `</title>\n    <script src="${earlyScript}"></script>`,
    );
  });
