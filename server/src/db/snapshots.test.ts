import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { listSnapshots, pruneSnapshots, snapshotName, startSnapshotSchedule } from './snapshots.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'aqar-snapshots-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const touch = (name: string) => writeFileSync(path.join(folder, name), '');

describe('snapshot retention', () => {
  it('names sort by age, across days, months and years', () => {
    const instants = ['2026-12-31T23:59:59.999Z', '2027-01-01T00:00:00.000Z', '2026-02-01T10:00:00.000Z'];
    const names = instants.map((at) => snapshotName(new Date(at), 'scheduled'));
    expect([...names].sort()).toEqual([names[2], names[0], names[1]]);
  });

  it('keeps the newest N and leaves other files alone', () => {
    const names = Array.from({ length: 6 }, (_, day) =>
      snapshotName(new Date(Date.UTC(2026, 0, day + 1)), day % 2 ? 'scheduled' : 'before-migration'),
    );
    // Written in another order than their age.
    for (const name of [...names].reverse()) touch(name);
    touch('notes.txt');
    touch(`${names[5]}.partial`);

    expect(pruneSnapshots(folder, 2)).toEqual(names.slice(0, 4));
    expect(listSnapshots(folder)).toEqual(names.slice(4));
    // A half-written file from an interrupted snapshot goes too.
    expect(readdirSync(folder).sort()).toEqual([...names.slice(4), 'notes.txt'].sort());
    expect(pruneSnapshots(folder, 2)).toEqual([]);
  });

  it('keeps everything while there are no more than N', () => {
    const names = [1, 2].map((day) => snapshotName(new Date(Date.UTC(2026, 5, day)), 'manual'));
    for (const name of names) touch(name);
    expect(pruneSnapshots(folder, 3)).toEqual([]);
    expect(listSnapshots(folder)).toEqual(names);
  });
});

describe('the snapshot schedule', () => {
  it('takes a snapshot only when something was written since the last one', async () => {
    const db = await openDatabase();
    const log = { info: () => {}, error: () => {} };
    const schedule = startSnapshotSchedule(db, { folder, keep: 5, everyMinutes: 0, log });
    try {
      await db.exec('create table notes (text text)');
      expect(await schedule.snapshotIfChanged()).toBeTruthy();
      expect(await schedule.snapshotIfChanged()).toBeUndefined();
      await db.query('insert into notes values ($1)', ['changed']);
      expect(await schedule.snapshotIfChanged()).toBeTruthy();
      expect(listSnapshots(folder)).toHaveLength(2);
    } finally {
      await schedule.stop();
      await db.close();
    }
  }, 180_000);
});
