import { voucher } from '@aqar/domain/entities/accounting/voucher';
import { contract } from '@aqar/domain/entities/contracts/contract';
import {
  monthEnd,
  monthStart,
  type OwnerAccountMovement,
  ownerStatement,
  ownerStatementFigures,
} from '@aqar/domain/entities/owners/owner-statement';
import { voucherKindOf } from '@aqar/domain/ledger/voucher-document';
import { messageText } from '@aqar/domain/messages';
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { actorOf, ok } from '../../http/envelope.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import { createRecord } from '../../resources/create-records.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import { findRecord } from '../../resources/read-records.ts';
import type { Row } from '../../resources/record.ts';
import { updateRecord } from '../../resources/update-record.ts';

interface ManagedBuilding {
  ownerId: string | null;
  accountId: string | null;
  commissionRate: string | null;
  costCenterId: string | null;
}

const managedBuilding = async (tx: Queryable, buildingId: unknown): Promise<ManagedBuilding> => {
  const { rows } = await tx.query<ManagedBuilding>(
    `select owner_id as "ownerId", owner_account_id as "accountId", commission_rate::text as "commissionRate",
            main_cost_center_id as "costCenterId"
       from buildings where id = $1`,
    [String(buildingId)],
  );
  const building = rows[0];
  // A statement is of a managed building: one with an owner and the owner's account (§2.10 step 1).
  if (!building?.accountId || !building.ownerId)
    throw badRequest(messageText('buildingNotManaged'), { buildingId: 'buildingNotManaged' });
  return building;
};

/** The account's balance before a day, credit positive (what the company owes the owner). */
const balanceBefore = async (tx: Queryable, accountId: string, day: string) => {
  const { rows } = await tx.query<{ balance: string }>(
    `select coalesce(sum(l.credit_base - l.debit_base), 0)::text as balance
       from entry_lines l join entries e on e.id = l.parent_id
      where l.account_id = $1 and e.date < $2::date`,
    [accountId, day],
  );
  return rows[0].balance;
};

/**
 * The account's lines in the month, payouts of statements left out (they settle a statement, they
 * are not on one). A contract's line names its unit and the commission its entry credited.
 */
const movements = async (tx: Queryable, accountId: string, from: string, to: string) =>
  (
    await tx.query<OwnerAccountMovement>(
      `select e.created_from as origin, l.debit_base::text as debit, l.credit_base::text as credit,
              coalesce(ap.apartment_no, sh.shop_no, pk.parking_no, vl.villa_no, ld.name) as unit,
              (select coalesce(sum(cl.credit_base - cl.debit_base), 0) from entry_lines cl
                where cl.parent_id = e.id and cl.account_id = c.commission_account_id)::text as commission
         from entry_lines l
         join entries e on e.id = l.parent_id
         left join contracts c on e.created_from = $4 and c.id::text = e.created_from_id
         left join apartments ap on ap.id = c.apartment_id
         left join shops sh on sh.id = c.shop_id
         left join parkings pk on pk.id = c.parking_id
         left join villas vl on vl.id = c.villa_id
         left join lands ld on ld.id = c.land_id
        where l.account_id = $1 and e.date between $2::date and $3::date
          and not (e.created_from = $5 and exists (
                select 1 from owner_statements s where s.payout_voucher_id::text = e.created_from_id))
        order by e.date, e.number, l.position`,
      [accountId, from, to, contract.document.origin, voucher.document.origin],
    )
  ).rows;

/** Fills every figure of the statement from the ledger, as of its save. */
const computeStatement = async (tx: Queryable, values: Row, before?: Row) => {
  const merged = { ...before, ...values };
  const building = await managedBuilding(tx, merged.buildingId);
  const month = monthStart(String(merged.month));
  const { rows: same } = await tx.query(
    'select 1 from owner_statements where building_id = $1 and month = $2::date and id <> $3',
    [String(merged.buildingId), month, String(before?.id ?? '00000000-0000-0000-0000-000000000000')],
  );
  if (same.length > 0) throw conflict(messageText('statementExists'), { month: 'statementExists' });
  const opening = await balanceBefore(tx, building.accountId as string, month);
  const figures = ownerStatementFigures(
    opening,
    await movements(tx, building.accountId as string, month, monthEnd(month)),
  );
  Object.assign(values, {
    month,
    ownerId: building.ownerId,
    accountId: building.accountId,
    commissionRate: building.commissionRate,
    openingBalance: new Decimal(opening).toFixed(4),
    rentCollected: figures.rentCollected,
    commission: figures.commission,
    ownerExpenses: figures.ownerExpenses,
    otherDeductions: figures.otherDeductions,
    netDue: figures.netDue,
    closingBalance: figures.closingBalance,
    rows: figures.rows,
  });
};

const refusePaid = (before: Row) => {
  if (before.paid) throw conflict(messageText('statementPaid'), { paid: 'statementPaid' });
};

/** The figures are the server's; a paid statement is frozen (its payout names it). */
export const ownerStatementHooks: EntityHooks = {
  beforeCreate: async ({ tx, values }) => computeStatement(tx, values),
  beforeUpdate: async ({ tx, values, before }) => {
    refusePaid(before);
    // The payout's own update marks it paid; every other save recomputes it.
    if (values.paid === true) return;
    await computeStatement(tx, values, before);
  },
  beforeDelete: async ({ before }) => refusePaid(before),
};

/**
 * The payment pattern of a payout: the one named, which must pay (not receive), else the first
 * payment voucher pattern declared.
 */
const payoutPattern = async (tx: Queryable, id: string | undefined) => {
  const { rows } = await tx.query<{
    id: string;
    showCreditField: boolean | null;
    defaultAccountId: string | null;
  }>(
    `select id, show_credit_field as "showCreditField", default_account_id as "defaultAccountId"
       from voucher_patterns where ${id ? 'id = $1' : 'not coalesce(show_credit_field, false)'}
      order by number limit 1`,
    id ? [id] : [],
  );
  if (!rows[0] || voucherKindOf(rows[0]) !== 'payment')
    throw badRequest(messageText('paymentPatternRequired'), { voucherPatternId: 'paymentPatternRequired' });
  return rows[0];
};

const payoutBody = z.object({
  voucherPatternId: z.uuid({ message: 'patternRequired' }).optional(),
  accountId: z.uuid({ message: 'accountRequired' }).optional(),
  date: z.iso.date({ message: 'invalidDate' }).optional(),
  note: z.string().max(1000, { message: 'tooLong' }).optional(),
});

/**
 * `POST /owner-statements/:id/payout`: pays a statement's net due with a payment voucher made
 * through the given voucher pattern (Dr the owner's account / Cr the cash or bank account), and
 * marks the statement paid, in one transaction. Every field of the body may be left out (the
 * form's command sends none): the first payment pattern, its default account or the building's
 * cash, today. The answer is the statement, paid.
 */
export const ownerStatementRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    `${ownerStatement.api}/:id/payout`,
    {
      schema: {
        tags: [ownerStatement.key],
        params: z.object({ id: plainText(100) }),
        body: payoutBody.nullish(),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const made = await app.db.transaction(async (tx) => {
        const statement = await findRecord(tx, ownerStatement, request.params.id, true);
        refusePaid(statement);
        const due = new Decimal(String(statement.netDue ?? 0));
        if (due.lte(0)) throw badRequest(messageText('nothingDue'), { netDue: 'nothingDue' });
        const body: z.infer<typeof payoutBody> = request.body ?? {};
        const pattern = await payoutPattern(tx, body.voucherPatternId);
        const { rows: buildings } = await tx.query<{ costCenterId: string | null; cashId: string | null }>(
          'select main_cost_center_id as "costCenterId", building_cash_account_id as "cashId" from buildings where id = $1',
          [String(statement.buildingId)],
        );
        // Paid from the account named, else the pattern's default, else the building's cash.
        const accountId = body.accountId ?? pattern.defaultAccountId ?? buildings[0]?.cashId;
        if (!accountId) throw badRequest(messageText('accountRequired'), { accountId: 'accountRequired' });
        const { rows: currencies } = await tx.query<{ id: string }>(
          'select id from currencies where rate = 1 order by number limit 1',
        );
        const note = body.note ?? `Owner statement ${statement.number} ${String(statement.month)}`;
        const created = await createRecord(
          tx,
          voucher,
          {
            voucherPatternId: pattern.id,
            date: body.date ?? new Date().toISOString().slice(0, 10),
            accountId,
            currencyId: currencies[0]?.id,
            currencyVal: '1',
            genEntries: true,
            note,
            rows: [
              {
                accountId: statement.accountId,
                debit: due.toFixed(4),
                credit: '0',
                costCenterId: buildings[0]?.costCenterId ?? null,
                note,
              },
            ],
          },
          actor,
        );
        await updateRecord(
          tx,
          ownerStatement,
          String(statement.id),
          { paid: true, payoutVoucherId: created.id },
          actor,
        );
        return statement;
      });
      reply.code(201);
      // The statement, paid: the form's command shows it again.
      return ok(await findRecord(app.db, ownerStatement, String(made.id)), { message: 'Saved' });
    },
  );
};
