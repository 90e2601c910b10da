import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStylesPlugin } from './build/antd-styles-plugin.ts';
import { localesVersionPlugin } from './build/locales-version-plugin.ts';
import { reactEsmPlugin } from './build/react-esm-plugin.ts';
import { classicPagePlugin, moduleBuildChunk } from './build/classic-page-plugin.ts';

/**
 * The app again, as one classic script with its page (src/classic-entry.ts,
 * build/classic-page-plugin.ts), built into the module build's dist/ after it: `npm run build`.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [reactEsmPlugin(), react(), antdStylesPlugin(), localesVersionPlugin(), classicPagePlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    cssCodeSplit: false,
    // Nothing to preload: everything but the spreadsheet library is in the one script.
    modulePreload: false,
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      input: 'src/classic-entry.ts',
      // The spreadsheet library stays the module build's lazily loaded chunk.
      external: ['exceljs'],
      // Vite's preload helper mentions import.meta, on a path this build never takes (no chunks).
      checks: { emptyImportMeta: false },
      output: {
        format: 'iife',
        codeSplitting: false,
        entryFileNames: 'assets/app-classic-[hash].js',
        assetFileNames: (asset) =>
          asset.names.includes('style.css')
            ? 'assets/app-classic-[hash].css'
            : 'assets/[name]-[hash][extname]',
        paths: { exceljs: `/assets/${moduleBuildChunk('exceljs.min')}` },
      },
    },
  },
});
