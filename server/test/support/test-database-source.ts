/** What the global setup hands to every test file: where to clone the prepared database from. */
export type TestDatabaseSource =
  | {
      kind: 'pglite' /** Data directory dump (uncompressed tar) of the prepared database. */;
      dumpFile: string;
    }
  | {
      kind: 'pg' /** Maintenance connection, allowed to create databases. */;
      adminUrl: string;
      template: string;
    };

export type TestDatabaseKind = TestDatabaseSource['kind'];

declare module 'vitest' {
  export interface ProvidedContext {
    aqarTestDatabase: TestDatabaseSource;
  }
}

/** The backend a test run uses: env `AQAR_TEST_DB`, 'pglite' (default) or 'pg'. */
export const testDatabaseKind = (value = process.env.AQAR_TEST_DB): TestDatabaseKind => {
  if (value === undefined || value === '' || value === 'pglite') return 'pglite';
  if (value === 'pg') return 'pg';
  throw new Error(`AQAR_TEST_DB must be 'pglite' or 'pg', not '${value}'`);
};
