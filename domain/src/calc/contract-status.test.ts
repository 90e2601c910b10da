import { describe, expect, it } from 'vitest';
import { optionLists } from '../options.ts';
import { contractStatus, contractStatusColor, contractStatusOf } from './contract-status.ts';

const rent = { endDurationDate: '2026-12-31' };

describe('contract status', () => {
  it('is valid through its last day and expired the day after', () => {
    expect(contractStatusOf(rent, '2026-06-01')).toBe(contractStatus.valid);
    expect(contractStatusOf(rent, '2026-12-31')).toBe(contractStatus.valid);
    expect(contractStatusOf(rent, '2027-01-01')).toBe(contractStatus.expired);
  });

  it('is expired and renewed once a renewed contract is past its end, valid until then', () => {
    expect(contractStatusOf({ ...rent, renewed: true }, '2026-11-01')).toBe(contractStatus.valid);
    expect(contractStatusOf({ ...rent, renewed: true }, '2027-01-01')).toBe(contractStatus.renewed);
  });

  it('is terminated whatever its dates', () => {
    expect(contractStatusOf({ ...rent, terminated: true }, '2026-06-01')).toBe(contractStatus.terminated);
    expect(contractStatusOf({ ...rent, terminated: true, renewed: true }, '2027-06-01')).toBe(
      contractStatus.terminated,
    );
  });

  it('never expires a sale, which has no end', () => {
    expect(contractStatusOf({ endDurationDate: null }, '2090-01-01')).toBe(contractStatus.valid);
  });

  it('shows the reference’s colours: orange, blue, red, purple', () => {
    expect([1, 2, 3, 4].map((status) => contractStatusColor(status as 1 | 2 | 3 | 4))).toEqual([
      '#fa8c16',
      '#1677ff',
      '#f5222d',
      '#722ed1',
    ]);
    expect(optionLists.contractStatus.map((item) => item.value)).toEqual(Object.values(contractStatus));
  });
});
