import { describe, expect, it } from 'vitest';
import { monthEnd, monthStart, ownerStatementFigures } from './owner-statement.ts';

describe('owner statement figures', () => {
  it('split the account movements into rent by unit, commission, expenses and other deductions', () => {
    const figures = ownerStatementFigures('-200', [
      { origin: 'CONTRACT', debit: '0', credit: '10800', unit: 'A-10', commission: '1200' },
      { origin: 'CONTRACT', debit: '0', credit: '5400', unit: 'A-2', commission: '600' },
      { origin: 'CONTRACT', debit: '0', credit: '900', unit: 'A-2', commission: '100' },
      { origin: 'OWNER_EXPENSE', debit: '350.50', credit: '0' },
      { origin: null, debit: '100', credit: '0' },
      { origin: 'VOUCHER', debit: '0', credit: '20' },
    ]);
    // Units in natural order; rent = share + commission.
    expect(figures.rows).toEqual([
      { unit: 'A-2', rent: '7000.0000', commission: '700.0000', ownerShare: '6300.0000' },
      { unit: 'A-10', rent: '12000.0000', commission: '1200.0000', ownerShare: '10800.0000' },
    ]);
    expect(figures.rentCollected).toBe('19000.0000');
    expect(figures.commission).toBe('1900.0000');
    expect(figures.ownerExpenses).toBe('350.5000');
    // 100 charged, 20 credited back.
    expect(figures.otherDeductions).toBe('80.0000');
    // The account's movement: 10800 + 5400 + 900 − 350.50 − 100 + 20.
    expect(figures.netDue).toBe('16669.5000');
    expect(figures.closingBalance).toBe('16469.5000');
  });

  it('give a quiet month nothing due and the opening balance as closing', () => {
    expect(ownerStatementFigures('75.25', [])).toMatchObject({
      netDue: '0.0000',
      closingBalance: '75.2500',
      rows: [],
    });
  });

  it('know the bounds of a month, February of a leap year included', () => {
    expect(monthStart('2028-02-17')).toBe('2028-02-01');
    expect(monthEnd('2028-02-17')).toBe('2028-02-29');
    expect(monthEnd('2026-12-03')).toBe('2026-12-31');
  });
});
