import type {
  SettlementChequeInput,
  SettlementChequeState,
} from '@aqar/domain/entities/contracts/settlement';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { opReturn } from '@aqar/domain/entities/accounting/cheque-operations';
import { voucher } from '@aqar/domain/entities/accounting/voucher';
import { connectWithContract } from '@aqar/domain/ledger/installment-posting';
import type { Queryable } from '../../../db/client.ts';

/*
 * What a settlement is worked out from, read from the ledger and the cheques (issue 26): each
 * cheque of the contract with its state and what the client's account holds of it, and what the
 * contract's receipts credited the client.
 */

interface ChequeRow {
  id: string;
  internal_number: string | null;
  amount: string;
  due_date: string | null;
  collected: boolean;
  partial: boolean;
  returned: boolean;
  replaced: boolean;
  handed_back: boolean;
  partial_sum: string;
  client_credit: string;
}

const stateOf = (row: ChequeRow): SettlementChequeState =>
  row.handed_back
    ? 'handedBack'
    : row.collected
      ? 'collected'
      : row.partial
        ? 'partial'
        : row.replaced
          ? 'replaced'
          : row.returned
            ? 'returned'
            : 'held';

/** The contract's cheques, each with what its own entry and its returns' entries left on the client. */
export const settlementCheques = async (
  db: Queryable,
  contractId: string,
  clientAccountId: string,
): Promise<SettlementChequeInput[]> => {
  const { rows } = await db.query<ChequeRow>(
    `select c.id, c.internal_number, c.amount::text as amount, c.due_date::text as due_date,
            coalesce(c.collection_status, false) as collected,
            coalesce(c.partial_collection_status, false) as partial,
            coalesce(c.return_status, false) as returned,
            c.replacement_cheque_id is not null as replaced,
            coalesce(c.handed_back, false) as handed_back,
            (select coalesce(sum(p.amount), 0) from op_partial_collections p where p.cheque_id = c.id)::text
              as partial_sum,
            (select coalesce(sum(l.credit - l.debit), 0)
               from entries e join entry_lines l on l.parent_id = e.id
              where l.account_id = $3
                and ((e.created_from = $4 and e.created_from_id = c.id::text)
                  or (e.created_from = $5
                      and e.created_from_id in (select r.id::text from op_returns r where r.cheque_id = c.id)))
            )::text as client_credit
       from cheques c
      where c.connect_with = $2 and c.connect_with_id = $1
      order by c.due_date nulls last, c.number`,
    [contractId, connectWithContract, clientAccountId, cheque.document.origin, opReturn.document.origin],
  );
  return rows.map((row) => ({
    id: row.id,
    internalNumber: row.internal_number,
    amount: row.amount,
    dueDate: row.due_date,
    state: stateOf(row),
    partialSum: row.partial_sum,
    clientCredit: row.client_credit,
  }));
};

/** What the contract's vouchers (cash receipts, the first batch) credited the client, net; the settlement's own left out. */
export const settlementCashCredit = async (
  db: Queryable,
  contractId: string,
  clientAccountId: string,
  excludeVoucherId: string | null,
): Promise<string> => {
  const { rows } = await db.query<{ credit: string }>(
    `select coalesce(sum(l.credit - l.debit), 0)::text as credit
       from vouchers v
       join entries e on e.created_from_id = v.id::text and e.created_from = $5
       join entry_lines l on l.parent_id = e.id
      where v.connect_with = $2 and v.connect_with_id = $1 and l.account_id = $3
        and ($4::uuid is null or v.id <> $4::uuid)`,
    [contractId, connectWithContract, clientAccountId, excludeVoucherId, voucher.document.origin],
  );
  return rows[0]?.credit ?? '0';
};

/** The client's account balance (debit less credit), for the answer to say what the ledger holds. */
export const clientAccountBalance = async (db: Queryable, accountId: string): Promise<string> => {
  const { rows } = await db.query<{ balance: string }>(
    'select coalesce(sum(debit - credit), 0)::text as balance from entry_lines where account_id = $1',
    [accountId],
  );
  return rows[0]?.balance ?? '0';
};

/** The contract's client account, its currency's decimals and the other facts a settlement reads. */
export const settlementParties = async (db: Queryable, clientId: unknown, currencyId: unknown) => {
  const { rows } = await db.query<{ client_account_id: string | null; decimals: number | null }>(
    `select (select account_id from users where id = $1::uuid) as client_account_id,
            (select decimals from currencies where id = $2::uuid) as decimals`,
    [clientId ?? null, currencyId ?? null],
  );
  return { clientAccountId: rows[0]?.client_account_id ?? null, decimals: rows[0]?.decimals ?? 2 };
};
