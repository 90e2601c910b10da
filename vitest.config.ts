import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// Two cores: each Vitest process runs at most two test files at a time, and scripts/test.mjs
// lowers that to one when it runs two Vitest processes side by side.
const apiProject = (database: 'pglite' | 'pg'): TestProjectInlineConfiguration => ({
  test: {
    name: `api-${database}`,
    include: ['server/test/**/*.test.ts'],
    environment: 'node',
    env: { AQAR_TEST_DB: database },
    globalSetup: ['server/test/support/global-setup.ts'],
    // Every file clones the prepared database (about a second on PGlite) and hashes passwords.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    teardownTimeout: 30_000,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/src/**/*.test.ts', 'server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      apiProject('pglite'),
      apiProject('pg'),
    ],
  },
});
