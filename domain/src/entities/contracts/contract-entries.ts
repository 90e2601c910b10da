import type { SideEntry, SideEntryPlan } from '../../document-definition.ts';
import {
  type ContractFeeRow,
  contractFeesEntryLines,
  terminationEntryLines,
} from '../../ledger/termination-posting.ts';
import { decimalOf } from '../rule-helpers.ts';
import type { Contract } from './contract-fields.ts';
import { depositReleaseLines } from './settlement.ts';
import { type ContractPattern, type ContractRelated, decimalsOf, safePrice } from './contract-rules.ts';

/*
 * The entries a contract posts besides its own (domain-reference 5.8, docs/contract-entries.md
 * section 5): its termination, its fines and its other fees, each under its own origin, each
 * replaced in place on every save and removed with the contract.
 */

const posts = (document: Contract, pattern: ContractPattern) =>
  Boolean(document.genEntries || pattern.autoGenEntries);

/** The termination tab's entries (termination, fines) post unless that tab's switch is off. */
const terminationPosts = (document: Contract, pattern: ContractPattern) =>
  posts(document, pattern) && document.terminationGenEntries !== false;

/**
 * The termination entry of a stored contract (CONTRACT_TERMINATION), or none: it posts when the
 * contract is terminated, posts entries, and its rest (`ownerRestAmount`, stamped) is not zero.
 * Its earnings side is where the contract entry put them: the revenue account, or on a managed
 * building the commission and owner's accounts.
 */
export const contractTerminationPlan = (
  document: Contract,
  pattern: ContractPattern,
  clientAccountId: string | null | undefined,
  decimals = 2,
): SideEntryPlan | null => {
  if (!document.terminated || !document.terminationDate || !clientAccountId) return null;
  if (!terminationPosts(document, pattern)) return null;
  const rest = decimalOf(document.ownerRestAmount);
  if (!rest || rest.isZero()) return null;
  const managed = !!decimalOf(document.commissionPercentage)?.gt(0);
  const price = safePrice(document, decimals);
  if (!price) return null;
  const earnings =
    managed && document.commissionAccountId && document.commissionFromOwnerAccountId
      ? {
          kind: 'managed' as const,
          commissionAccountId: document.commissionAccountId,
          commissionValue: price.commissionValue,
          ownerAccountId: document.commissionFromOwnerAccountId,
          ownerShare: price.ownerShare,
        }
      : document.revenueAccountId
        ? { kind: 'revenue' as const, revenueAccountId: document.revenueAccountId }
        : null;
  if (!earnings) return null;
  return {
    date: document.terminationDate,
    note: document.revenueNote ?? null,
    lines: terminationEntryLines({
      clientAccountId,
      ownerRestAmount: rest.toFixed(),
      earnings,
      vatRate: document.vatRate ?? null,
      vatAccountId: document.vatAccountId,
      costCenterId: document.costCenterId,
      note: document.revenueNote ?? document.note,
      decimals,
    }),
  };
};

/**
 * The entry of a fines or other fees grid (CONTRACT_FINES, CONTRACT_FEES): Dr the client, Cr each
 * row's account. One entry holds every row, so it is dated at the earliest row that posts (when
 * the client first owed any of it), else at the contract's entry date; each line's note carries
 * its row's date.
 */
export const contractFeesPlan = (
  document: Contract,
  pattern: ContractPattern,
  rows: readonly ContractFeeRow[],
  clientAccountId: string | null | undefined,
  decimals = 2,
): SideEntryPlan | null => {
  if (!clientAccountId || !posts(document, pattern)) return null;
  const lines = contractFeesEntryLines(rows, {
    clientAccountId,
    costCenterId: document.costCenterId,
    note: document.note,
    decimals,
  });
  if (lines.length === 0) return null;
  const posting = rows.filter((row) => decimalOf(row.feeAmount)?.gt(0) && row.accountId);
  const dates = posting.map((row) => row.date).filter((date): date is string => !!date);
  const date = dates.sort()[0] ?? document.entryDate ?? document.issueDate;
  return date ? { date, lines } : null;
};

/**
 * The deposit's release of a settled contract (CONTRACT_DEPOSIT_RELEASE, issue 26): the deposit
 * the contract entry credited to its deposits account goes back to the client, dated at the
 * termination, so the client's balance is what the settlement leaves due either way.
 */
export const depositReleasePlan = (
  document: Contract,
  clientAccountId: string | null | undefined,
): SideEntryPlan | null => {
  const settlement = document.settlement as { deposit?: string } | null | undefined;
  if (!settlement || !document.terminationDate || !clientAccountId || !document.insuranceAccountId)
    return null;
  const lines = depositReleaseLines(settlement.deposit ?? '0', {
    clientAccountId,
    depositAccountId: document.insuranceAccountId,
    costCenterId: document.costCenterId,
    note: document.note,
  });
  return lines.length ? { date: document.terminationDate, lines } : null;
};

type ContractSideEntry = SideEntry<Contract, ContractPattern, ContractRelated>;

/** The contract's side entries, in the order they are posted. */
export const contractSideEntries: readonly ContractSideEntry[] = [
  {
    origin: 'CONTRACT_TERMINATION',
    entryLabel: 'Contract termination',
    plan: (document, pattern, related) =>
      contractTerminationPlan(document, pattern, related.client?.accountId, decimalsOf(related)),
  },
  {
    origin: 'CONTRACT_FINES',
    entryLabel: 'Contract fines',
    plan: (document, pattern, related) =>
      terminationPosts(document, pattern)
        ? contractFeesPlan(
            document,
            pattern,
            document.contractFinesGrid ?? [],
            related.client?.accountId,
            decimalsOf(related),
          )
        : null,
  },
  {
    origin: 'CONTRACT_FEES',
    entryLabel: 'Contract fees',
    plan: (document, pattern, related) =>
      contractFeesPlan(
        document,
        pattern,
        document.contractOtherFees ?? [],
        related.client?.accountId,
        decimalsOf(related),
      ),
  },
  {
    origin: 'CONTRACT_DEPOSIT_RELEASE',
    entryLabel: 'Deposit released',
    plan: (document, pattern, related) =>
      posts(document, pattern) ? depositReleasePlan(document, related.client?.accountId) : null,
  },
];
