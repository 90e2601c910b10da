import { sumMoney } from '@aqar/domain/calc/money';
import { defaultScale } from '@aqar/domain/entity-definition';
import { baseAmounts } from '@aqar/domain/ledger/entry-rules';
import { conflict } from '../../http/errors.ts';
import type { EntityHooks, RecordOf } from '../../resources/hooks.ts';
import type { Actor } from '../../http/actor.ts';
import type { Row } from '../../resources/record.ts';

/** Grid rows as stored (labels and ids dropped) so they can be written again. */
const storedLines = (lines: unknown): Row[] =>
  ((lines as Row[] | undefined) ?? []).map(
    ({ accountId, debit, credit, costCenterId, observeAccountId, note }) => ({
      accountId,
      debit,
      credit,
      costCenterId,
      observeAccountId,
      note,
    }),
  );

/**
 * Fills what the server owns: each line's base-currency amounts (balanced, see baseAmounts), the
 * header totals and the first line's account, cost center and observe account. When only the header changes, the stored lines are rewritten with it so a
 * new rate reaches them.
 */
const fillAmounts = (values: Row, before?: Row) => {
  const lines =
    (values.lines as Row[] | undefined) ??
    (before && values.currencyVal !== undefined ? storedLines(before.lines) : undefined);
  if (!lines) return;
  const rate = String(values.currencyVal ?? before?.currencyVal ?? '1');
  const plan = lines.map((line) => ({
    accountId: String(line.accountId),
    debit: String(line.debit ?? 0),
    credit: String(line.credit ?? 0),
  }));
  const base = baseAmounts({ rate, lines: plan });
  values.lines = lines.map((line, index) => ({
    ...line,
    debit: plan[index].debit,
    credit: plan[index].credit,
    debitBase: base[index].debitBase.toFixed(defaultScale.money),
    creditBase: base[index].creditBase.toFixed(defaultScale.money),
  }));
  values.debit = sumMoney(plan.map((line) => line.debit)).toFixed(defaultScale.money);
  values.credit = sumMoney(plan.map((line) => line.credit)).toFixed(defaultScale.money);
  // The list shows the first line's account, cost center and observe account.
  const first = lines[0];
  values.accountId = first?.accountId ?? null;
  values.costCenterId = first?.costCenterId ?? null;
  values.observeAccountId = first?.observeAccountId ?? null;
};

const refuseGenerated = (before: Row, actor: Actor) => {
  if (before.createdFrom && actor.via !== 'posting') {
    throw conflict(
      `This entry was generated from a document (${before.createdFrom}); change the document instead.`,
    );
  }
};

export const entryHooks: EntityHooks<RecordOf<'entries'>> = {
  independentCreates: true,
  beforeCreate: async ({ values }) => fillAmounts(values),
  beforeUpdate: async ({ values, before, actor }) => {
    refuseGenerated(before, actor);
    fillAmounts(values, before);
  },
  beforeDelete: async ({ before, actor }) => refuseGenerated(before, actor),
};
