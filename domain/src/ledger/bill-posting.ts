import type Decimal from 'decimal.js';
import {
  type BillAdjustmentInput,
  type BillLineInput,
  type BillTotals,
  billTotals,
} from '../calc/bill-totals.ts';
import type { Issue } from '../entity-definition.ts';
import type { EntryLinePlan } from './entry-rules.ts';

const inputBill = 1;
const cashPayment = 2;

type AccountRef = string | null | undefined;

/** A discount-and-extra row as posting needs it. */
export interface BillAdjustmentPosting extends BillAdjustmentInput {
  /** The discount or extra account; falls back to the pattern's discount or extra account. */
  accountId?: AccountRef;
  costCenterId?: string | null;
  /** Settles this row with another account instead of the bill's counterparty. */
  observeAccountId?: AccountRef;
  note?: string | null;
}

/** The bill as posting needs it: its header accounts, its grids and its currency's decimals. */
export interface BillPostingBill {
  /** 1 on credit (customer/supplier account), 2 cash (the pattern's cash account). */
  paymentMethod: number;
  customerAccountId?: AccountRef;
  materialAccountId?: AccountRef;
  vatAccountId?: AccountRef;
  costCenterId?: string | null;
  note?: string | null;
  /** Decimals of the bill's currency; default 2. */
  decimals?: number;
  materials: readonly BillLineInput[];
  adjustments?: readonly BillAdjustmentPosting[];
}

/** The bill pattern fields posting reads. */
export interface BillPostingPattern {
  /** 1 input (purchase), 2 output (sale). */
  billType: number;
  cashAccountId?: AccountRef;
  materialAccountId?: AccountRef;
  vatAccountId?: AccountRef;
  discountAccountId?: AccountRef;
  extraAccountId?: AccountRef;
  calculateVatAfterDiscountAndExtra?: boolean | null;
}

const present = (value: AccountRef): value is string => typeof value === 'string' && value !== '';

/** The totals a bill posts, computed the one way the bill form and the server compute them. */
export const billPostingTotals = (bill: BillPostingBill, pattern: BillPostingPattern): BillTotals =>
  billTotals(bill.materials, bill.adjustments ?? [], {
    decimals: bill.decimals ?? 2,
    vatAfterDiscountAndExtra: pattern.calculateVatAfterDiscountAndExtra ?? false,
  });

interface Accounts {
  counterparty: AccountRef;
  material: AccountRef;
  vat: AccountRef;
}

const accountsOf = (bill: BillPostingBill, pattern: BillPostingPattern): Accounts => ({
  counterparty: bill.paymentMethod === cashPayment ? pattern.cashAccountId : bill.customerAccountId,
  material: present(bill.materialAccountId) ? bill.materialAccountId : pattern.materialAccountId,
  vat: present(bill.vatAccountId) ? bill.vatAccountId : pattern.vatAccountId,
});

const rowAccount = (
  row: BillAdjustmentPosting,
  pattern: BillPostingPattern,
  isDiscount: boolean,
): AccountRef =>
  present(row.accountId) ? row.accountId : isDiscount ? pattern.discountAccountId : pattern.extraAccountId;

/**
 * The accounts a bill cannot be posted without, as issues at the bill's paths: the material
 * account (bill, else pattern), the VAT account when there is VAT, the counterparty (the
 * pattern's cash account for cash bills, the customer/supplier account for bills on credit) and
 * each discount or extra row's account (row, else pattern).
 */
export const billPostingIssues = (bill: BillPostingBill, pattern: BillPostingPattern): Issue[] => {
  const totals = billPostingTotals(bill, pattern);
  const accounts = accountsOf(bill, pattern);
  const issues: Issue[] = [];
  if (!totals.subtotal.isZero() && !present(accounts.material)) {
    issues.push({ path: 'materialAccountId', message: 'materialAccountRequired' });
  }
  if (!totals.vatAmount.isZero() && !present(accounts.vat)) {
    issues.push({ path: 'vatAccountId', message: 'vatAccountRequired' });
  }
  if (!present(accounts.counterparty)) {
    issues.push(
      bill.paymentMethod === cashPayment
        ? { path: 'paymentMethod', message: 'cashAccountRequired' }
        : { path: 'customerAccountId', message: 'counterpartyAccountRequired' },
    );
  }
  (bill.adjustments ?? []).forEach((row, index) => {
    const { discount, extra } = totals.adjustments[index];
    if (!discount.isZero() && !present(rowAccount(row, pattern, true))) {
      issues.push({ path: `adjustments.${index}.accountId`, message: 'discountAccountRequired' });
    }
    if (!extra.isZero() && !present(rowAccount(row, pattern, false))) {
      issues.push({ path: `adjustments.${index}.accountId`, message: 'extraAccountRequired' });
    }
  });
  return issues;
};

/**
 * The journal entry of a bill (domain-reference 5.10), with discounts and extras in their
 * economic direction (the reference's own rule books discounts like extras; section 11, item 4).
 * Counterparty = the pattern's cash account when paymentMethod is 2 (cash), otherwise the
 * bill's customer/supplier account.
 *
 * Purchase (input, billType 1):
 *   Dr material account — subtotal; Dr VAT account — vatAmount (input VAT); Dr each extra row's
 *   account — its extra (freight and the like add to the cost);
 *   Cr each discount row's account — its discount (discount received);
 *   Cr counterparty — the bill total (what the supplier, or the cash box, pays out).
 * Sale (output, billType 2): the mirror image —
 *   Dr counterparty — the bill total; Dr each discount row's account — its discount (discount
 *   allowed); Cr material (revenue) account — subtotal; Cr VAT — vatAmount (output VAT); Cr each
 *   extra row's account — its extra.
 *
 * A discount or extra row that names its own observe account is settled with that account
 * instead of the counterparty (a pair of lines of its own), and the counterparty line carries
 * only the rest. Debit lines come first; zero lines are left out; a bill with no amounts gives
 * no lines. Every line carries the account of its other side as `observeAccountId` (the
 * counterparty line names the material account), the bill's cost center (a row's own cost center
 * on its lines) and a note.
 *
 * Invariants: the entry balances; the counterparty's net movement is the bill total less the
 * adjustments settled elsewhere, so with none of those its line is the total exactly; every other
 * account moves by its own total (material by subtotal, VAT by vatAmount, each row by its amount).
 * Discounts are posted gross, so total debit = total + discounts (+ discounts settled elsewhere).
 * Amounts are exact decimal strings at the currency's decimals. Throws a RangeError naming the
 * missing accounts when `billPostingIssues` finds any.
 */
export const billEntryLines = (bill: BillPostingBill, pattern: BillPostingPattern): EntryLinePlan[] => {
  const issues = billPostingIssues(bill, pattern);
  if (issues.length > 0) {
    throw new RangeError(`Bill cannot be posted: ${issues.map((i) => `${i.path} ${i.message}`).join(', ')}`);
  }
  const places = bill.decimals ?? 2;
  const totals = billPostingTotals(bill, pattern);
  const accounts = accountsOf(bill, pattern);
  const counterparty = accounts.counterparty as string;
  const material = (accounts.material ?? '') as string;
  const vat = (accounts.vat ?? '') as string;
  const purchase = pattern.billType === inputBill;
  const costCenterId = bill.costCenterId ?? null;
  const note = bill.note ?? null;
  const amount = (value: Decimal) => value.toFixed(places);

  const debits: EntryLinePlan[] = [];
  const credits: EntryLinePlan[] = [];
  /** Books `value` on the debit side when `debitSide`, else on the credit side; a negative value flips. */
  const book = (debitSide: boolean, line: Omit<EntryLinePlan, 'debit' | 'credit'>, value: Decimal) => {
    if (value.isZero()) return;
    const onDebit = debitSide === value.isPositive();
    (onDebit ? debits : credits).push({
      ...line,
      debit: onDebit ? amount(value.abs()) : '0',
      credit: onDebit ? '0' : amount(value.abs()),
    });
  };

  // Goods and VAT: debited on a purchase, credited on a sale, against the counterparty.
  book(
    purchase,
    { accountId: material, observeAccountId: counterparty, costCenterId, note },
    totals.subtotal,
  );
  book(purchase, { accountId: vat, observeAccountId: counterparty, costCenterId, note }, totals.vatAmount);

  // The counterparty owes (sale) or is owed (purchase) the total, less rows settled elsewhere.
  let counterpartyAmount = totals.total;
  (bill.adjustments ?? []).forEach((row, index) => {
    const rounded = totals.adjustments[index];
    const rowCostCenter = row.costCenterId ?? costCenterId;
    const rowNote = row.note ?? note;
    const settledWith = present(row.observeAccountId) ? row.observeAccountId : null;
    const other = settledWith ?? counterparty;
    for (const isDiscount of [false, true]) {
      const value = isDiscount ? rounded.discount : rounded.extra;
      if (value.isZero()) continue;
      const account = rowAccount(row, pattern, isDiscount) as string;
      // An extra sits on the side of the goods; a discount on the side of the counterparty.
      const rowOnGoodsSide = !isDiscount;
      book(
        rowOnGoodsSide ? purchase : !purchase,
        { accountId: account, observeAccountId: other, costCenterId: rowCostCenter, note: rowNote },
        value,
      );
      if (settledWith) {
        book(
          rowOnGoodsSide ? !purchase : purchase,
          { accountId: settledWith, observeAccountId: account, costCenterId: rowCostCenter, note: rowNote },
          value,
        );
        counterpartyAmount = isDiscount ? counterpartyAmount.plus(value) : counterpartyAmount.minus(value);
      }
    }
  });
  book(
    !purchase,
    { accountId: counterparty, observeAccountId: material || null, costCenterId, note },
    counterpartyAmount,
  );
  return [...debits, ...credits];
};
