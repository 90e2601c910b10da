import { isDatabaseUnavailable } from './unavailable.ts';

export interface StartRetryOptions {
  /** Wait after the first failed try; doubled after each further one. */
  firstDelayMs?: number;
  /** The longest wait between two tries. */
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Runs `work` until it gets through to the database: while the database cannot be reached (a
 * PostgreSQL server still starting, restarting or away), it tries again after 1, 2, 4 … seconds,
 * at most 30 apart, logging each failed try. Any other failure (a wrong password, a database that
 * does not exist, a migration that fails) is thrown at once: waiting would not mend it.
 */
export const untilReachable = async <T>(
  work: () => Promise<T>,
  log: Log,
  options: StartRetryOptions = {},
): Promise<T> => {
  const firstDelay = options.firstDelayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await work();
      if (attempt > 1) log.info({ attempt }, 'Database reached');
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const retryInMs = Math.min(maxDelay, firstDelay * 2 ** Math.min(attempt - 1, 30));
      log.warn(
        { attempt, retryInMs, reason: error instanceof Error ? error.message : String(error) },
        'Database not reachable; trying again',
      );
      await sleep(retryInMs);
    }
  }
};
