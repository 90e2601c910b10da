import { describe, expect, it } from 'vitest';
import { untilReachable } from './start-retry.ts';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

const recorder = () => {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    log: {
      info: (details: object, message: string) =>
        lines.push({ level: 'info', details: { ...details }, message }),
      warn: (details: object, message: string) =>
        lines.push({ level: 'warn', details: { ...details }, message }),
    },
  };
};

describe('untilReachable', () => {
  it('tries again with growing waits while the database is away, logging every try', async () => {
    const waits: number[] = [];
    const { lines, log } = recorder();
    let tries = 0;
    const result = await untilReachable(
      async () => {
        tries += 1;
        if (tries < 8) throw refused();
        return 'ready';
      },
      log,
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('ready');
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.details.attempt)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(lines[0].details.reason).toContain('ECONNREFUSED');
    expect(lines.at(-1)).toMatchObject({
      level: 'info',
      details: { attempt: 8 },
      message: 'Database reached',
    });
  });

  it('gives up at once on a failure that waiting does not mend', async () => {
    const { lines, log } = recorder();
    const wrongPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    let tries = 0;
    await expect(
      untilReachable(
        async () => {
          tries += 1;
          throw wrongPassword;
        },
        log,
        { sleep: async () => {} },
      ),
    ).rejects.toBe(wrongPassword);
    expect(tries).toBe(1);
    expect(lines).toEqual([]);
  });
});
