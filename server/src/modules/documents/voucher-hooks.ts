import { voucherPatternIssues } from '@aqar/domain/entities/accounting/voucher';
import { voucherPostingInput, voucherTotals } from '@aqar/domain/ledger/voucher-document';
import { voucherEntryLines } from '@aqar/domain/ledger/voucher-posting';
import { storedPlaces } from '@aqar/domain/ledger/entry-rules';
import type { Queryable } from '../../db/client.ts';
import { issuesToFieldCodes, validationFailed } from '../../http/errors.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import { numberNow } from '../../resources/numbering.ts';
import type { Actor, Row } from '../../resources/records.ts';
import { postDocumentEntry, removeDocumentEntry } from '../ledger/posting.ts';
import { assertDateUnlocked, loadPattern, plainRows } from './document-support.ts';

const rowFields = ['accountId', 'debit', 'credit', 'costCenterId', 'note'] as const;

/** Pattern rules, the pattern's code, and the footer totals, on the record as it will be stored. */
const prepare = async (tx: Queryable, values: Row, before?: Row) => {
  const patternId = values.voucherPatternId ?? before?.voucherPatternId;
  if (
    before &&
    values.voucherPatternId !== undefined &&
    values.voucherPatternId !== before.voucherPatternId
  ) {
    throw validationFailed({ voucherPatternId: 'patternLocked' });
  }
  const pattern = await loadPattern(tx, 'voucher_pattern', 'voucherPatternId', patternId);
  const rows = (values.rows as Row[] | undefined) ?? plainRows(before?.rows, rowFields);
  const issues = voucherPatternIssues({ ...before, ...values, rows }, pattern);
  if (issues.length > 0) throw validationFailed(issuesToFieldCodes(issues));
  if (!before) values.code = pattern.code;
  const totals = voucherTotals(rows);
  values.debitAmount = totals.debitAmount.toFixed(storedPlaces);
  values.creditAmount = totals.creditAmount.toFixed(storedPlaces);
  return pattern;
};

/** A voucher posts its entry when its own switch or its pattern's automatic switch is on. */
const post = async (tx: Queryable, record: Row, actor: Actor) => {
  const pattern = await loadPattern(tx, 'voucher_pattern', 'voucherPatternId', record.voucherPatternId);
  if (!record.genEntries && !pattern.autoGenEntries) {
    await removeDocumentEntry(tx, 'VOUCHER', record.id as string, actor);
    return;
  }
  const rows = plainRows(record.rows, rowFields) as { accountId: string }[];
  const input = voucherPostingInput(
    { accountId: record.accountId as string, note: record.note as string | null, rows },
    pattern,
  );
  await postDocumentEntry(
    tx,
    {
      origin: 'VOUCHER',
      originId: record.id as string,
      code: record.code as number,
      date: record.date as string,
      currencyId: record.currencyId as string,
      rate: String(record.currencyVal ?? '1'),
      note: (record.note as string | null) ?? `Voucher ${await numberNow(tx, record)}`,
      lines: voucherEntryLines(input),
    },
    actor,
  );
};

/** Receipt and payment vouchers (domain-reference 2.24, 5.7): they own their journal entry. */
export const voucherHooks: EntityHooks = {
  beforeCreate: async ({ tx, values }) => {
    await assertDateUnlocked(tx, values.date);
    await prepare(tx, values);
  },
  afterCreate: async ({ tx, record, actor }) => post(tx, record, actor),
  beforeUpdate: async ({ tx, values, before }) => {
    await assertDateUnlocked(tx, before.date, values.date);
    await prepare(tx, values, before);
  },
  afterUpdate: async ({ tx, record, actor }) => post(tx, record, actor),
  beforeDelete: async ({ tx, before }) => assertDateUnlocked(tx, before.date),
  afterDelete: async ({ tx, before, actor }) =>
    removeDocumentEntry(tx, 'VOUCHER', before.id as string, actor),
};
