import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { pgliteFolder } from '../src/db/snapshots.ts';
import { healthy, type ServerProcess, spawnServer } from './support/server-process.ts';
import { cloneTestDatabase } from './support/test-database.ts';
import { testDatabaseKind } from './support/test-database-source.ts';

/** Two servers on one data folder: only one may open an embedded database. */

const kind = testDatabaseKind();

let folder: string;
const started: ServerProcess[] = [];
const start = async (environment: Record<string, string>) => {
  const server = await spawnServer({ AQAR_DATA_DIR: folder, ...environment });
  started.push(server);
  return server;
};
const lockFile = () => path.join(folder, 'server.pid');

afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop()));
});

if (kind === 'pglite') {
  describe('the embedded database folder', () => {
    beforeAll(async () => {
      folder = mkdtempSync(path.join(tmpdir(), 'aqar-lock-'));
      await (await cloneTestDatabase({ dataDir: pgliteFolder(folder) })).db.close();
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('belongs to the first server: a second one exits with a message naming it', async () => {
      const first = await start({});
      await first.until('the first server to serve', () => healthy(first.origin));
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(first.child.pid));

      const second = await start({});
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
      // The first one goes on, and keeps its lock.
      expect(await healthy(first.origin)).toBe(true);
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(first.child.pid));

      await first.stop();
      expect(await first.exited).toBe(0);
      expect(existsSync(lockFile())).toBe(false);
    });

    it('is taken over from a server that was killed', async () => {
      const killed = spawn(process.execPath, ['-e', '']);
      await new Promise((resolve) => killed.once('exit', resolve));
      writeFileSync(lockFile(), `${killed.pid}\n`);
      const server = await start({});
      await server.until('the server to serve', () => healthy(server.origin));
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(server.child.pid));
    });
  });
} else {
  describe('the data folder with a PostgreSQL server', () => {
    let db: Database;
    let url: string;
    beforeAll(async () => {
      folder = mkdtempSync(path.join(tmpdir(), 'aqar-lock-'));
      const clone = await cloneTestDatabase();
      db = clone.db;
      url = clone.url as string;
    });
    afterAll(async () => {
      await db?.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it('is not locked: several processes share one database and one folder', async () => {
      const servers = [await start({ DATABASE_URL: url }), await start({ DATABASE_URL: url })];
      for (const server of servers) await server.until('both to serve', () => healthy(server.origin));
      expect(existsSync(lockFile())).toBe(false);
    });
  });
}
