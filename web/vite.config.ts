import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStylesPlugin } from './build/antd-styles-plugin.ts';
import { localesVersionPlugin } from './build/locales-version-plugin.ts';

const apiTarget = process.env.AQAR_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), antdStylesPlugin(), localesVersionPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
});
