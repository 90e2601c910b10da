import { describe, expect, it } from 'vitest';
import { progressPercent } from './collect-dialog.tsx';
import { deskParamsOf } from './use-desk-params.ts';

describe('the desk address', () => {
  it('reads the filters and the page, ignoring what no filter takes', () => {
    expect(
      deskParamsOf(
        new URLSearchParams(
          'bucket=overdue&bankId=b1&customerId=c1&code=2&depositStatus=false&status=4&search=12&page=3&pageSize=200',
        ),
      ),
    ).toEqual({
      filters: {
        bucket: 'overdue',
        bankId: 'b1',
        customerId: 'c1',
        code: 2,
        depositStatus: false,
        status: 4,
        search: '12',
      },
      page: 3,
      pageSize: 200,
    });
    expect(
      deskParamsOf(
        new URLSearchParams('bucket=soon&status=9&depositStatus=maybe&page=-1&pageSize=7&colour=red'),
      ),
    ).toEqual({ filters: {}, page: 0, pageSize: 50 });
  });
});

describe('the collection progress', () => {
  it('follows the expected pace and waits below the end until the answer', () => {
    expect(progressPercent(0, 500)).toBe(0);
    expect(progressPercent(1150, 500)).toBe(50);
    expect(progressPercent(60_000, 500)).toBe(95);
  });
});
