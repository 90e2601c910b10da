import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { JWT_SECRET: 'a-secret-long-enough-for-the-tests-of-the-configuration' };

describe('database timeouts in the configuration', () => {
  it('default to 10 s for a connection and 30 s for a statement', () => {
    const config = loadConfig(base);
    expect(config.dbConnectTimeoutMs).toBe(10_000);
    expect(config.dbStatementTimeoutMs).toBe(30_000);
  });

  it('take whole milliseconds, 0 meaning no limit', () => {
    const config = loadConfig({
      ...base,
      AQAR_DB_CONNECT_TIMEOUT_MS: '0',
      AQAR_DB_STATEMENT_TIMEOUT_MS: '250',
    });
    expect(config.dbConnectTimeoutMs).toBe(0);
    expect(config.dbStatementTimeoutMs).toBe(250);
  });

  it('refuse anything else, naming the variable', () => {
    expect(() => loadConfig({ ...base, AQAR_DB_STATEMENT_TIMEOUT_MS: '2.5' })).toThrow(
      /AQAR_DB_STATEMENT_TIMEOUT_MS must be a whole number/,
    );
    expect(() => loadConfig({ ...base, AQAR_DB_CONNECT_TIMEOUT_MS: '-1' })).toThrow(
      /AQAR_DB_CONNECT_TIMEOUT_MS/,
    );
  });
});
