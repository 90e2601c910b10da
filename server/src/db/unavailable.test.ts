import { describe, expect, it } from 'vitest';
import { databaseTimeoutOf, isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a server that is stopping, starting or out of reach', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    for (const code of ['23505', '23503', '23514', '22P02', '40001', '42P01']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

describe('databaseTimeoutOf', () => {
  it('tells a statement past its timeout from a connection that did not come in time', () => {
    expect(databaseTimeoutOf(withCode('57014', 'canceling statement due to statement timeout'))).toBe(
      'statement',
    );
    expect(databaseTimeoutOf(new Error('Query read timeout'))).toBe('statement');
    expect(databaseTimeoutOf(new Error('timeout exceeded when trying to connect'))).toBe('connect');
    expect(databaseTimeoutOf(new Error('Connection terminated due to connection timeout'))).toBe('connect');
  });

  it('counts both as the database being away, and nothing else as a timeout', () => {
    expect(isDatabaseUnavailable(withCode('57014'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    for (const error of [
      withCode('23505'),
      withCode('57P01'),
      new Error('Connection terminated'),
      undefined,
    ]) {
      expect(databaseTimeoutOf(error)).toBeUndefined();
    }
  });
});
