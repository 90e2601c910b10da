import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { listSnapshots, pgliteFolder, restoreSnapshot, takeSnapshot } from '../src/db/snapshots.ts';
import { createTestDatabase } from './support/test-app.ts';
import { testAppOn } from './support/test-app.ts';
import { cloneTestDatabase } from './support/test-database.ts';
import { testDatabaseKind } from './support/test-database-source.ts';
import { apiOnApp, ledgerProblems, preparePosting, trialBalance } from './support/posting.ts';

if (testDatabaseKind() === 'pglite') {
  describe('snapshots of the embedded database', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'aqar-snapshots-'));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
    const snapshots = () => ({ folder: path.join(dataDir, 'snapshots'), keep: 3 });
    const openApp = async (db: Awaited<ReturnType<typeof openDatabase>>) => {
      const t = await testAppOn(db, undefined);
      return { t, api: apiOnApp(t.app, await t.signIn()) };
    };

    // Opens an on-disk PGlite three times, about 10 s each on a busy two-core machine.
    it('restore the trial balance of the moment they were taken', async () => {
      const { db } = await cloneTestDatabase({ dataDir: pgliteFolder(dataDir) });
      let { t, api } = await openApp(db);
      let snapshot: string;
      let atSnapshot: unknown;
      try {
        const posting = await preparePosting(api);
        for (let n = 1; n <= 3; n++) {
          expect((await api('POST', '/vouchers', posting.voucher(n))).status).toBe(201);
          expect((await api('POST', '/entries', posting.entry(n))).status).toBe(201);
        }
        atSnapshot = await trialBalance(api);
        snapshot = await takeSnapshot(t.db, snapshots(), 'manual');
        // Written after the snapshot: the restore must take them away again.
        for (let n = 4; n <= 6; n++) {
          expect((await api('POST', '/vouchers', posting.voucher(n))).status).toBe(201);
        }
        expect(await trialBalance(api)).not.toEqual(atSnapshot);
      } finally {
        await t.close();
      }

      const { movedAside } = await restoreSnapshot(dataDir, snapshot);
      expect(movedAside && existsSync(movedAside)).toBe(true);

      ({ t, api } = await openApp(await openDatabase({ dataDir: pgliteFolder(dataDir) })));
      try {
        expect(await trialBalance(api)).toEqual(atSnapshot);
        expect(await ledgerProblems(t.db)).toEqual([]);
        // The restored database takes new work.
        const posting = await preparePosting(api);
        expect((await api('POST', '/vouchers', posting.voucher(7))).status).toBe(201);
      } finally {
        await t.close();
      }
    }, 120_000);

    it('keep the newest few, each complete', async () => {
      const db = await openDatabase({ dataDir: pgliteFolder(dataDir) });
      try {
        const taken: string[] = [];
        for (let second = 0; second < 5; second++) {
          const at = new Date(Date.UTC(2030, 0, 1, 0, 0, second));
          taken.push(path.basename(await takeSnapshot(db, snapshots(), 'manual', at)));
        }
        const kept = listSnapshots(snapshots().folder);
        expect(kept.slice(-3)).toEqual(taken.slice(-3));
        expect(kept).toHaveLength(3);
      } finally {
        await db.close();
      }
    });

    it('are not restored under a running server', async () => {
      const snapshot = path.join(snapshots().folder, listSnapshots(snapshots().folder).at(-1)!);
      // The test runner's parent process is alive, as a server would be.
      writeFileSync(path.join(dataDir, 'server.pid'), `${process.ppid}\n`);
      try {
        await expect(restoreSnapshot(dataDir, snapshot)).rejects.toThrow(/seems to be running/);
      } finally {
        rmSync(path.join(dataDir, 'server.pid'));
      }
      // A file left by a server that was killed names no live process, and is no obstacle.
      writeFileSync(path.join(dataDir, 'server.pid'), '2147483646\n');
      await expect(restoreSnapshot(dataDir, snapshot)).resolves.toBeDefined();
    });
  });
} else {
  describe('snapshots on a PostgreSQL server', () => {
    it('are not taken: the server is backed up with its own tools', async () => {
      const db = await createTestDatabase();
      const folder = mkdtempSync(path.join(tmpdir(), 'aqar-snapshots-'));
      try {
        expect(db.dumpDataDir).toBeUndefined();
        await expect(takeSnapshot(db, { folder, keep: 3 }, 'manual')).rejects.toThrow(/pg_dump/);
        expect(listSnapshots(folder)).toEqual([]);
      } finally {
        await db.close();
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
}
