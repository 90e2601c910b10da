import { cheque } from '@aqar/domain/entities/accounting/cheque';
import type { ReactNode } from 'react';
import type { RecordFormController } from '../ui/form/use-record-form.ts';
import { ChequeOperationsBar } from './cheque-operations-bar.tsx';
import { ContractPaymentsTab } from './contract-payments-tab.tsx';
import { ContractRenewalPanel } from './contract-renewal.tsx';
import { ContractSummaryHeader } from './contract-summary-header.tsx';
import { contract } from '@aqar/domain/entities/contracts/contract';
import type { NoPattern } from '@aqar/domain/document-definition';
import type { Pattern } from './patterns.ts';
import { ContractSettlementPanel } from './settlement/contract-settlement.tsx';

const isPattern = (pattern: Pattern | NoPattern): pattern is Pattern => typeof pattern.id === 'string';

/**
 * What a document's screen shows under its form beyond the totals footer, by document key: the
 * work a document has besides its own fields (a cheque's operations).
 */
export const documentPanels: Partial<
  Record<string, (controller: RecordFormController, pattern: Pattern | NoPattern) => ReactNode>
> = {
  // A cheque always has its pattern.
  [cheque.key]: (controller, pattern) =>
    isPattern(pattern) ? <ChequeOperationsBar controller={controller} pattern={pattern} /> : null,
  // Its renewal (Renew, and the contracts it links) and its move-out settlement.
  [contract.key]: (controller) => (
    <>
      <ContractRenewalPanel controller={controller} />
      <ContractSettlementPanel controller={controller} />
    </>
  ),
};

/**
 * What a document's screen shows in a tab of its form, by document key and tab: a contract's
 * cheques and cash receipts in its payments tab.
 */
export const documentTabPanels: Partial<
  Record<
    string,
    (controller: RecordFormController, pattern: Pattern | NoPattern) => Partial<Record<string, ReactNode>>
  >
> = {
  [contract.key]: (controller) => ({ payments: <ContractPaymentsTab controller={controller} /> }),
};

/** What a document's screen shows above its fields, by document key: a contract's summary header. */
export const documentLeads: Partial<Record<string, (controller: RecordFormController) => ReactNode>> = {
  [contract.key]: (controller) => <ContractSummaryHeader controller={controller} />,
};
