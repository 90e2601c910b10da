import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { namespaces } from '../src/app/language-codes.ts';
import type { EarlyManifest } from '../src/early/early-start.ts';

const earlyEntry = fileURLToPath(new URL('../src/early/early-start.ts', import.meta.url));
const listRoutesScript = fileURLToPath(new URL('./list-routes.ts', import.meta.url));
const signedInEntry = '/src/app/authenticated-app.tsx';

const listRoutes = (): Record<string, string> => {
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

/** early-start.ts with its manifest, as one classic script. */
const buildEarlyScript = async (manifest: EarlyManifest) => {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
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

/**
 * Writes the page's first script (src/early/early-start.ts) with what it needs to know of this
 * build (the signed-in chunks, Ant Design's sheet, the list routes) and puts it in the page's
 * <head> ahead of the app's scripts and styles, as a content-named file: a classic script, which
 * the content security policy allows where an inline one would not be.
 */
export const earlyStartPlugin = (): Plugin => {
  let base = '/';
  return {
    name: 'aqar-early-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const html = Object.values(bundle).find(
          (file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName === 'index.html',
        );
        if (!html) return;
        const { modules, styles } = signedInFiles(bundle);
        const antdStyles = Object.keys(bundle).find((fileName) =>
          /^assets\/antd-[\w-]+\.css$/.test(fileName),
        );
        const code = await buildEarlyScript({
          antdStyles: antdStyles && `${base}${antdStyles}`,
          modules: modules.map((fileName) => `${base}${fileName}`),
          styles: styles.map((fileName) => `${base}${fileName}`),
          namespaces: [...namespaces],
          lists: listRoutes(),
        });
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        const fileName = `assets/early-start-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
        html.source = String(html.source).replace(
          '</title>',
          `</title>\n    <script src="${base}${fileName}"></script>`,
        );
      },
    },
  };
};
