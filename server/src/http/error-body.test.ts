import { describe, expect, it } from 'vitest';
import { refusedValueMessage } from './error-body.ts';

describe('refusedValueMessage', () => {
  it('names data exceptions and program limits, the client’s doing', () => {
    expect(refusedValueMessage('22021')).toMatch(/character/);
    expect(refusedValueMessage('22P05')).toMatch(/character/);
    expect(refusedValueMessage('22P02')).toMatch(/format/);
    expect(refusedValueMessage('22003')).toMatch(/range/);
    expect(refusedValueMessage('54001')).toMatch(/nested/);
    expect(refusedValueMessage('22012')).toBeTruthy();
  });

  it('leaves every other error to the 500 path', () => {
    for (const code of [undefined, '', '23505', '40001', '57P01', 'ECONNRESET', 'ERR_INVALID_ARG', '2202'])
      expect(refusedValueMessage(code), code).toBeUndefined();
  });
});
