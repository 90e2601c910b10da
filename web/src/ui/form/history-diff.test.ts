import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditChangeRow } from '../../api/history-client.ts';
import { initTestI18n } from '../../test/test-i18n.ts';
import { historyItems } from './history-diff.ts';

const cash = '11111111-1111-4111-8111-111111111111';
const bank = '22222222-2222-4222-8222-222222222222';
const rent = '33333333-3333-4333-8333-333333333333';
const gone = '44444444-4444-4444-8444-444444444444';
const aed = '55555555-5555-4555-8555-555555555555';
const voucherId = '66666666-6666-4666-8666-666666666666';
const references = { [cash]: 'Cash box', [bank]: 'Bank account', [rent]: 'Rent income', [aed]: 'UAE dirham' };

const row = (change: Partial<AuditChangeRow>): AuditChangeRow => ({
  id: 1,
  at: '2026-05-02T08:30:00.000Z',
  actorId: null,
  actorEmail: 'admin@aqar.demo',
  actorName: 'Demo Administrator',
  entity: 'vouchers',
  recordId: voucherId,
  action: 'update',
  before: null,
  after: null,
  ...change,
});

const voucher = {
  id: voucherId,
  number: 7,
  date: '2026-05-02',
  accountId: cash,
  currencyId: aed,
  note: 'May rent',
  rows: [{ id: 'r1', accountId: rent, credit: '1000.5000', debit: '0.0000', note: null }],
};

beforeAll(async () => {
  await initTestI18n();
});

describe('history items', () => {
  it('list the fields that changed with translated labels, named references and formatted money', () => {
    const [item] = historyItems(
      [
        row({
          before: voucher,
          after: {
            ...voucher,
            accountId: bank,
            note: 'May rent, corrected',
            rows: [
              { id: 'r2', accountId: rent, credit: '750.0000', debit: '0.0000', note: null },
              { id: 'r3', accountId: gone, credit: '250.0000', debit: '0.0000', note: null },
            ],
            updatedAt: '2026-05-02T08:30:00.000Z',
          },
        }),
      ],
      references,
      'vouchers',
      i18next.t,
    );
    expect(item).toMatchObject({ who: 'Demo Administrator', title: 'Changed', entry: false });
    expect(item.changes).toEqual([
      { field: 'accountId', label: 'Account', before: 'Cash box', after: 'Bank account' },
      { field: 'note', label: 'Note', before: 'May rent', after: 'May rent, corrected' },
    ]);
    expect(item.grids).toEqual([
      {
        grid: 'rows',
        label: 'Rows',
        summary: 'Rows: 1 → 2, 2 changed',
        rows: [
          {
            label: 'Row 1 changed',
            changes: [{ field: 'credit', label: 'Credit', before: '1,000.50', after: '750.00' }],
          },
          {
            label: 'Row 2 added',
            changes: [
              { field: 'accountId', label: 'Account', before: '', after: '(a record since deleted)' },
              { field: 'debit', label: 'Debit', before: '', after: '0.00' },
              { field: 'credit', label: 'Credit', before: '', after: '250.00' },
            ],
          },
        ],
      },
    ]);
  });

  it('list what a create set, nothing for a delete, and a posted entry under its document', () => {
    const items = historyItems(
      [
        row({ id: 4, action: 'delete', before: voucher, after: null, actorName: null }),
        row({
          id: 3,
          entity: 'entries',
          recordId: gone,
          action: 'update',
          before: { number: 12, note: 'old', lines: [] },
          after: { number: 12, note: 'new', lines: [] },
        }),
        row({
          id: 2,
          action: 'create',
          before: null,
          after: { ...voucher, rows: [] },
          actorName: null,
          actorEmail: null,
        }),
      ],
      references,
      'vouchers',
      i18next.t,
    );
    expect(items.map((item) => [item.title, item.who])).toEqual([
      ['Deleted', 'admin@aqar.demo'],
      ['Journal entry #12 replaced', 'Demo Administrator'],
      ['Created', 'System'],
    ]);
    expect(items[0].changes).toEqual([]);
    expect(items[1].entry).toBe(true);
    expect(items[1].changes).toEqual([{ field: 'note', label: 'Note', before: 'old', after: 'new' }]);
    expect(items[2].changes.map((change) => [change.label, change.before, change.after])).toEqual([
      ['Date', '', '02/05/2026'],
      ['Account', '', 'Cash box'],
      ['Currency', '', 'UAE dirham'],
      ['Note', '', 'May rent'],
    ]);
  });
});
