import { describe, expect, it } from 'vitest';
import { contractSummaryOf, type SummaryChequeInput } from './contract-summary.ts';

const cheque = (
  id: string,
  dueDate: string,
  state: SummaryChequeInput['state'],
  partialSum?: string,
): SummaryChequeInput => ({ id, number: Number(id), amount: '10000.50', dueDate, state, partialSum });

describe('contractSummaryOf', () => {
  const cheques = [
    cheque('1', '2026-01-01', 'collected'),
    cheque('2', '2026-03-01', 'returned'),
    cheque('3', '2026-05-01', 'partial', '4000.25'),
    cheque('4', '2026-07-01', 'held'),
    cheque('5', '2026-09-01', 'held'),
    cheque('6', '2026-08-01', 'handedBack'),
    cheque('7', '2026-02-01', 'replaced'),
  ];

  it('counts money received, what is late and the next cheque, exactly', () => {
    const summary = contractSummaryOf({
      value: '60003.00',
      deposit: '3000',
      settled: false,
      cheques,
      cashCredit: '5000.10',
      today: '2026-06-15',
    });
    // Collected 10000.50 + partial 4000.25 + receipts 5000.10.
    expect(summary.paidToDate).toBe('19000.85');
    expect(summary.outstanding).toBe('41002.15');
    // The bounced cheque and the rest of the partial one (due before today).
    expect(summary.overdue).toBe('16000.75');
    expect(summary.nextCheque).toEqual({
      id: '4',
      number: 4,
      internalNumber: null,
      dueDate: '2026-07-01',
      amount: '10000.5',
    });
    expect(summary.depositHeld).toBe('3000');
  });

  it('treats a cheque due today as next, not late, and a settled deposit as released', () => {
    const summary = contractSummaryOf({
      value: '100',
      deposit: '50',
      settled: true,
      cheques: [cheque('9', '2026-06-15', 'held')],
      cashCredit: '0',
      today: '2026-06-15',
    });
    expect(summary.overdue).toBe('0');
    expect(summary.nextCheque?.id).toBe('9');
    expect(summary.depositHeld).toBe('0');
  });
});
