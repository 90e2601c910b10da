import type Decimal from 'decimal.js';
import type { IsoDay } from '../calc/calendar.ts';
import { type ContractPrice, contractPrice } from '../calc/contract-price.ts';
import { assertPlaces, exact, roundTo } from '../calc/exact.ts';
import type { Issue } from '../entity-definition.ts';
import type { EntryLinePlan } from './entry-rules.ts';

type AccountRef = string | null | undefined;

/** A contract as its entry needs it (domain-reference 2.18, 5.1); amounts are recomputed here. */
export interface ContractPostingInput {
  /** The client's account (the contract's `clientId` names a customer account, a leaf of 121). */
  clientAccountId: AccountRef;
  contractValue: Decimal.Value;
  discountRate?: Decimal.Value | null;
  vatRate?: Decimal.Value | null;
  /** The security deposit (`currentSecuringValue`). */
  currentSecuringValue?: Decimal.Value | null;
  revenueAccountId?: AccountRef;
  discountAccountId?: AccountRef;
  vatAccountId?: AccountRef;
  insuranceAccountId?: AccountRef;
  /** contractCommission: a managed building's split (domain-reference 6.1). */
  commissionPercentage?: Decimal.Value | null;
  commissionAccountId?: AccountRef;
  commissionFromOwnerAccountId?: AccountRef;
  costCenterId?: string | null;
  note?: string | null;
  /** Decimals of the contract's currency; default 2. */
  decimals?: number;
}

const present = (value: AccountRef): value is string => typeof value === 'string' && value !== '';

/** A contract whose price splits between the agency and the owner: a commission rate above zero. */
export const isManagedContract = (contract: Pick<ContractPostingInput, 'commissionPercentage'>): boolean =>
  contract.commissionPercentage !== null &&
  contract.commissionPercentage !== undefined &&
  contract.commissionPercentage !== '' &&
  exact(contract.commissionPercentage).gt(0);

/** The figures a contract's entry posts: the price chain and the deposit, at the currency's decimals. */
export const contractPostingAmounts = (
  contract: ContractPostingInput,
): ContractPrice & { deposit: string; clientTotal: string } => {
  const places = contract.decimals ?? 2;
  assertPlaces(places);
  const price = contractPrice({
    contractValue: contract.contractValue,
    discountRate: contract.discountRate,
    vatRate: contract.vatRate,
    commissionPercentage: isManagedContract(contract) ? contract.commissionPercentage : null,
    decimals: places,
  });
  const deposit = roundTo(exact(contract.currentSecuringValue), places);
  if (deposit.isNegative()) throw new RangeError('the security deposit cannot be negative');
  return {
    ...price,
    deposit: deposit.toFixed(places),
    clientTotal: exact(price.finalPrice).plus(deposit).toFixed(places),
  };
};

interface PlannedLine {
  /** The contract field naming the account, for issues. */
  path: string;
  accountId: AccountRef;
  side: 'debit' | 'credit';
  amount: Decimal;
  /** The message when the account is missing. */
  missing: Issue['message'];
}

const plannedLines = (contract: ContractPostingInput): PlannedLine[] => {
  const amounts = contractPostingAmounts(contract);
  const managed = isManagedContract(contract);
  const lines: PlannedLine[] = [
    {
      path: 'clientId',
      accountId: contract.clientAccountId,
      side: 'debit',
      amount: exact(amounts.clientTotal),
      // No customer's account to debit: the field asks for a customer, not for "an account".
      missing: 'clientMustBeCustomer',
    },
  ];
  if (managed) {
    lines.push(
      {
        path: 'contractCommission.commissionAccountId',
        accountId: contract.commissionAccountId,
        side: 'credit',
        amount: exact(amounts.commissionValue),
        missing: 'accountRequired',
      },
      {
        path: 'contractCommission.commissionFromOwnerAccountId',
        accountId: contract.commissionFromOwnerAccountId,
        side: 'credit',
        amount: exact(amounts.ownerShare),
        missing: 'accountRequired',
      },
    );
  } else {
    lines.push(
      {
        path: 'discountAccountId',
        accountId: contract.discountAccountId,
        side: 'debit',
        amount: exact(amounts.discountValue),
        missing: 'discountAccountRequired',
      },
      {
        path: 'revenueAccountId',
        accountId: contract.revenueAccountId,
        side: 'credit',
        amount: exact(amounts.contractValue),
        missing: 'accountRequired',
      },
    );
  }
  lines.push(
    {
      path: 'vatAccountId',
      accountId: contract.vatAccountId,
      side: 'credit',
      amount: exact(amounts.vatValue),
      missing: 'vatAccountRequired',
    },
    {
      path: 'insuranceAccountId',
      accountId: contract.insuranceAccountId,
      side: 'credit',
      amount: exact(amounts.deposit),
      missing: 'accountRequired',
    },
  );
  return lines.filter((line) => !line.amount.isZero());
};

/**
 * The accounts a contract cannot post without, at the contract's paths: the client, the revenue
 * account (or, on a managed building, the commission and owner accounts), and the discount, VAT
 * and insurance accounts when there is a discount, VAT or a deposit; and an account used for two
 * lines on one side (the VAT and the deposit on one account, say), which the ledger refuses.
 */
export const contractPostingIssues = (contract: ContractPostingInput): Issue[] => {
  const issues: Issue[] = [];
  const seen = { debit: new Set<string>(), credit: new Set<string>() };
  for (const line of plannedLines(contract)) {
    if (!present(line.accountId)) {
      issues.push({ path: line.path, message: line.missing });
      continue;
    }
    if (seen[line.side].has(line.accountId))
      issues.push({ path: line.path, message: 'uniqueAccountsPerSide' });
    seen[line.side].add(line.accountId);
  }
  return issues;
};

/**
 * The journal entry of a contract (CONTRACT, domain-reference 5.1), with the double counting of
 * section 11 item 2 mended (docs/contract-entries.md gives the model with a worked example):
 *
 * - Dr client — finalPrice + deposit: everything the contract makes the client owe;
 * - plain contract: Cr revenue — contractValue (gross), and Dr discount — discountValue as a
 *   contra-revenue line, so net revenue is the price before VAT;
 * - managed building (commission rate > 0): Cr commission account — commissionValue and Cr the
 *   owner's account — ownerShare, which together are the price before VAT (the discount is the
 *   owner's concession, netted in the share, and posts no line of its own);
 * - Cr VAT — vatValue (charged on the price after the discount);
 * - Cr insurance — the deposit, a liability returned at the end, never revenue.
 *
 * Invariants: the entry balances (Σ debit = finalPrice + deposit + discount on a plain contract,
 * finalPrice + deposit on a managed one); no account repeats on a side; zero lines are left out and
 * a contract of nothing posts nothing. Every line carries the contract's cost center and note,
 * and as observe account the client (the client's line: the revenue or commission account).
 * Amounts are exact strings at the currency's decimals. Throws a RangeError naming what
 * `contractPostingIssues` finds.
 */
export const contractEntryLines = (contract: ContractPostingInput): EntryLinePlan[] => {
  const issues = contractPostingIssues(contract);
  if (issues.length > 0)
    throw new RangeError(
      `Contract cannot be posted: ${issues.map((i) => `${i.path} ${i.message}`).join(', ')}`,
    );
  const places = contract.decimals ?? 2;
  const lines = plannedLines(contract);
  if (lines.length === 0) return [];
  const client = contract.clientAccountId as string;
  const counterpart = isManagedContract(contract) ? contract.commissionAccountId : contract.revenueAccountId;
  const planned = lines.map<EntryLinePlan>((line) => ({
    accountId: line.accountId as string,
    debit: line.side === 'debit' ? line.amount.toFixed(places) : '0',
    credit: line.side === 'credit' ? line.amount.toFixed(places) : '0',
    costCenterId: contract.costCenterId ?? null,
    observeAccountId: line.path === 'clientId' ? (present(counterpart) ? counterpart : null) : client,
    note: contract.note ?? null,
  }));
  return [...planned.filter((line) => line.debit !== '0'), ...planned.filter((line) => line.debit === '0')];
};

/** The contract pattern's `recordDateCreated`: 1 the contract's start, 2 its issue (editing) date. */
export const recordDateCreated = { contractStart: 1, contractEditing: 2 } as const;

/**
 * The date of a contract's entry (domain-reference 5.1): its start when the pattern says 1 — the
 * start of the rent, or the delivery date of a sale, which has no rent period — and its issue
 * date when it says 2 (or when the start is not yet known).
 */
export const contractEntryDate = (
  contract: { issueDate: IsoDay; startDurationDate?: IsoDay | null; propertyDeliveryDate?: IsoDay | null },
  pattern: { recordDateCreated?: number | null },
): IsoDay => {
  if (pattern.recordDateCreated === recordDateCreated.contractEditing) return contract.issueDate;
  return contract.startDurationDate ?? contract.propertyDeliveryDate ?? contract.issueDate;
};
