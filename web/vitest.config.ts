import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { antdStylesPlugin } from './build/antd-styles-plugin.ts';
import { localesVersionPlugin } from './build/locales-version-plugin.ts';

/** The web app's component and hook tests (jsdom); run with `vitest --root web`. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), antdStylesPlugin(), localesVersionPlugin()],
  test: {
    name: 'web-unit',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
