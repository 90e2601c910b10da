import Decimal from 'decimal.js';
import { type NoPattern, withDocument } from '../../document-definition.ts';
import { defaultScale, defineEntity } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';
import { contract } from '../contracts/contract.ts';
import { ownerExpenses } from '../maintenance/owner-expenses.ts';
import { decimalOf } from '../rule-helpers.ts';

/**
 * One movement of the owner's account in the statement's month, as the ledger holds it: the origin
 * of its entry, its sides, and for a contract's entry the unit, the rent and the agency's
 * commission (the owner's share is the credit).
 */
export interface OwnerAccountMovement {
  origin: string | null;
  debit: Decimal.Value;
  credit: Decimal.Value;
  unit?: string | null;
  rent?: Decimal.Value | null;
  commission?: Decimal.Value | null;
}

export interface OwnerStatementUnitRow {
  unit: string;
  rent: string;
  commission: string;
  ownerShare: string;
}

export interface OwnerStatementFigures {
  rows: OwnerStatementUnitRow[];
  rentCollected: string;
  commission: string;
  ownerExpenses: string;
  otherDeductions: string;
  netDue: string;
  closingBalance: string;
}

const fixed = (value: Decimal) => value.toFixed(defaultScale.money);

/**
 * The statement's figures from the owner account's movements in the month (payouts of statements
 * left out by the caller) and the balance before it (credit positive: what the company owes the
 * owner). A contract's entry gives a unit's rent less the commission, an owner expense a
 * deduction; anything else moving the account is an other deduction (negative when it credits).
 * So the net due is exactly the account's movement: credits less debits.
 */
export const ownerStatementFigures = (
  openingBalance: Decimal.Value,
  movements: readonly OwnerAccountMovement[],
): OwnerStatementFigures => {
  const zero = new Decimal(0);
  const units = new Map<string, { rent: Decimal; commission: Decimal; share: Decimal }>();
  let rent = zero;
  let commission = zero;
  let expenses = zero;
  let other = zero;
  for (const move of movements) {
    const net = new Decimal(move.credit).minus(move.debit);
    if (move.origin === contract.document.origin) {
      // The rent is the owner's share and the commission the entry withheld from it.
      const cut = new Decimal(move.commission ?? 0);
      const gross = net.plus(cut);
      const key = move.unit ?? '';
      const unit = units.get(key) ?? { rent: zero, commission: zero, share: zero };
      units.set(key, {
        rent: unit.rent.plus(gross),
        commission: unit.commission.plus(cut),
        share: unit.share.plus(net),
      });
      rent = rent.plus(gross);
      commission = commission.plus(cut);
    } else if (move.origin === ownerExpenses.document.origin) {
      expenses = expenses.minus(net);
    } else {
      other = other.minus(net);
    }
  }
  const netDue = rent.minus(commission).minus(expenses).minus(other);
  return {
    rows: [...units.entries()]
      .sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))
      .map(([unit, figures]) => ({
        unit,
        rent: fixed(figures.rent),
        commission: fixed(figures.commission),
        ownerShare: fixed(figures.share),
      })),
    rentCollected: fixed(rent),
    commission: fixed(commission),
    ownerExpenses: fixed(expenses),
    otherDeductions: fixed(other),
    netDue: fixed(netDue),
    closingBalance: fixed(new Decimal(openingBalance).plus(netDue)),
  };
};

/** The first day of the month a date falls in (YYYY-MM-01). */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** The last day of the month a date falls in. */
export const monthEnd = (date: string) => {
  const [year, month] = date.slice(0, 7).split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`;
};

const money = { type: 'money', readOnly: true } as const;

/**
 * A managed building's monthly statement to its owner: the rent of each unit posted to the
 * owner's account in the month, the agency's commission, the owner expenses, other deductions and
 * the net due, between the account's opening and closing balance. The server computes every figure
 * from the ledger when the statement is saved (modules/owners) and freezes it once a payout
 * (a payment voucher) has paid it.
 */
const ownerStatementEntity = defineEntity({
  key: 'owner_statements',
  table: 'owner_statements',
  api: '/owner-statements',
  route: '/owner_statements',
  display: 'month',
  menu: { group: 'cards', order: 10.7 },
  fields: {
    month: { type: 'date', required: true, defaultToday: true, filter: true },
    buildingId: {
      type: 'reference',
      entity: 'building',
      required: true,
      requiredMessage: 'buildingRequired',
      filter: true,
    },
    ownerId: { type: 'reference', entity: 'owner', readOnly: true, filter: true },
    accountId: { type: 'reference', entity: 'account', readOnly: true, filter: true },
    commissionRate: { type: 'percent', readOnly: true },
    openingBalance: money,
    rentCollected: money,
    commission: money,
    ownerExpenses: money,
    otherDeductions: money,
    netDue: money,
    closingBalance: money,
    paid: { type: 'boolean', readOnly: true, default: false, filter: true },
    payoutVoucherId: { type: 'reference', entity: 'vouchers', readOnly: true },
    note: { type: 'textarea', max: 1000 },
  },
  grids: {
    rows: {
      table: 'owner_statement_rows',
      // Shown in the form's grid, which lists writable columns only; the server replaces the
      // rows from the ledger on every save, whatever was typed.
      fields: {
        unit: { type: 'text', max: 100 },
        rent: { type: 'money' },
        commission: { type: 'money' },
        ownerShare: { type: 'money' },
      },
    },
  },
  listColumns: [
    'number',
    'month',
    'buildingId',
    'ownerId',
    'openingBalance',
    'rentCollected',
    'commission',
    'ownerExpenses',
    'otherDeductions',
    'netDue',
    'closingBalance',
    'paid',
  ],
});

type OwnerStatement = DocumentValues<typeof ownerStatementEntity>;

const payable = (document: OwnerStatement) => !document.paid && !!decimalOf(document.netDue)?.gt(0);

/**
 * The statement as a document made without a pattern: numbered in one sequence, dated by its
 * month, posting nothing itself (its payout voucher posts), printable for the owner, and paid
 * from its form by the `payout` command (`POST /owner-statements/:id/payout`).
 */
export const ownerStatement = withDocument<typeof ownerStatementEntity, NoPattern>(ownerStatementEntity, {
  dateField: 'month',
  origin: 'OWNER_STATEMENT',
  entryLabel: 'Owner statement',
  posts: () => false,
  issues: () => [],
  stamp: () => ({}),
  plan: () => [],
  prefill: () => ({}),
  screen: {
    // The figures are read-only fields of the form: no live footer.
    totals: () => [],
    footerFields: [],
    form: () => ({}),
    commands: [{ key: 'payout', path: '/:id/payout', available: (document) => payable(document) }],
    printable: (document) => {
      const money = (value: unknown) => ({ amount: decimalOf(value)?.toFixed(2) ?? '0', places: 2 });
      return {
        kind: 'owner-statement',
        title: 'ownerStatement',
        meta: [
          { label: 'number', cell: { text: document.number } },
          { label: 'month', cell: { text: String(document.month ?? '').slice(0, 7) } },
          { label: 'building', cell: { reference: document, fields: ['buildingId'] } },
          { label: 'owner', cell: { reference: document, fields: ['ownerId'] } },
          { label: 'account', cell: { reference: document, fields: ['accountId'] } },
        ],
        columns: [
          { heading: '#' },
          { label: 'unit' },
          { label: 'rent', numeric: true },
          { label: 'commission', numeric: true },
          { label: 'ownerShare', numeric: true },
        ],
        rows: (document.rows ?? []).map((row, index) => [
          { text: index + 1 },
          { text: row.unit ?? '' },
          money(row.rent),
          money(row.commission),
          money(row.ownerShare),
        ]),
        totals: [
          { label: 'openingBalance', cell: money(document.openingBalance) },
          { label: 'rentCollected', cell: money(document.rentCollected) },
          { label: 'commission', cell: money(document.commission) },
          { label: 'ownerExpenses', cell: money(document.ownerExpenses) },
          { label: 'otherDeductions', cell: money(document.otherDeductions) },
          { label: 'netDue', cell: money(document.netDue), grand: true },
          { label: 'closingBalance', cell: money(document.closingBalance) },
        ],
        amount: decimalOf(document.netDue)?.toFixed(2) ?? '0',
        note: document.note,
        signatures: ['accountant', 'manager', 'owner'],
      };
    },
  },
});
