import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** The id of a process that has ended. */
const deadPid = async () => {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
};

let dataDir: string;
const lockFile = () => path.join(dataDir, 'server.pid');
const holder = () => readFileSync(lockFile(), 'utf8').trim();

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'aqar-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the data folder lock', () => {
  it('is taken with this process id and given back', () => {
    const release = lockDataDir(dataDir);
    expect(holder()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
    // Free again.
    lockDataDir(dataDir)();
  });

  it('refuses a second hold from the same process', () => {
    const release = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    } finally {
      release();
    }
  });

  it('refuses while a live process holds the folder, naming it, and leaves its file alone', () => {
    // The test runner's parent is alive, as another server would be.
    writeFileSync(lockFile(), `${process.ppid}\n`);
    let refusal: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as DataDirInUseError).pid).toBe(process.ppid);
    expect((refusal as Error).message).toContain(`in use by process ${process.ppid}`);
    expect(holder()).toBe(String(process.ppid));
  });

  it('takes over a file left by a process that is gone, by an earlier life of this id, or unreadable', async () => {
    for (const left of [`${await deadPid()}\n`, `${process.pid}\n`, '', 'not a pid']) {
      writeFileSync(lockFile(), left);
      const release = lockDataDir(dataDir);
      expect(holder()).toBe(String(process.pid));
      release();
    }
    // Nothing left behind by the takeovers.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('leaves a file that names another process when given back', () => {
    const release = lockDataDir(dataDir);
    writeFileSync(lockFile(), `${process.ppid}\n`);
    release();
    expect(holder()).toBe(String(process.ppid));
  });

  it('goes to exactly one of several processes starting at once, over a stale file', async () => {
    writeFileSync(lockFile(), `${await deadPid()}\n`);
    // Each child tries once, says what happened, and holds what it took until its stdin closes.
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      let release;
      try { release = lockDataDir(${JSON.stringify(dataDir)}); console.log('took'); }
      catch (error) { console.log(error.name === 'DataDirInUseError' ? 'refused' : 'refused:' + error.message); }
      process.stdin.resume();
      process.stdin.on('end', () => { release?.(); process.exit(0); });
    `;
    const children: ChildProcess[] = [];
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          stdio: ['pipe', 'pipe', 'inherit'],
        });
        children.push(child);
        return new Promise<string>((resolve) => {
          let out = '';
          child.stdout?.on('data', (chunk) => {
            out += chunk;
            if (out.includes('\n')) resolve(out.trim());
          });
          child.once('exit', () => resolve(out.trim()));
        });
      }),
    );
    const winners = children.filter((_, index) => answers[index] === 'took');
    try {
      expect(answers.filter((a) => a === 'took')).toHaveLength(1);
      expect(answers.filter((a) => a === 'refused')).toHaveLength(3);
      expect(holder()).toBe(String(winners[0].pid));
    } finally {
      await Promise.all(
        children.map((child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.stdin?.end();
          return child.exitCode === null ? exited : undefined;
        }),
      );
    }
    expect(existsSync(lockFile())).toBe(false);
  });
});
