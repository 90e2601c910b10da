import { describe, expect, it } from 'vitest';
import { chequeSlipPrintable } from './cheque-slip.ts';

describe('the bank collection slip', () => {
  it('lists each cheque with its bank, customer, due date and amount, and their exact total', () => {
    const slip = chequeSlipPrintable(
      [
        {
          internalNumber: 'A-1',
          bankIdLabel: 'بنك',
          customerIdLabel: 'عميل',
          dueDate: '2026-12-01',
          slipAmount: '1000.10',
        },
        { number: 7, accountIdLabel: 'حساب', dueDate: null, slipAmount: '0.20' },
      ],
      { date: '2026-12-30', decimals: 2 },
    );
    expect(slip.kind).toBe('cheque-slip');
    expect(slip.meta).toEqual([
      { label: 'date', cell: { date: '2026-12-30' } },
      { label: 'chequeCount', cell: { text: 2 } },
    ]);
    expect(slip.rows[0]).toEqual([
      { text: 1 },
      { text: 'A-1' },
      { reference: expect.objectContaining({ bankIdLabel: 'بنك' }), fields: ['bankId'] },
      { reference: expect.anything(), fields: ['customerId', 'accountId'], fallback: '' },
      { date: '2026-12-01' },
      { amount: '1000.10', places: 2 },
    ]);
    // Without its own number, the record's.
    expect(slip.rows[1][1]).toEqual({ text: 7 });
    expect(slip.amount).toBe('1000.3');
    expect(slip.tableTotal).toEqual({ label: 'total', cell: { amount: '1000.3', places: 2 } });
  });
});
