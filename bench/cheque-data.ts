import type { Database } from '../server/src/db/client.ts';

/** The day the desk is asked about: two years of due dates lie around it. */
export const benchToday = '2026-06-30';
const firstDueDate = '2025-07-01';
const dueDays = 730;
const clients = 500;
const perStatement = 50_000;

export interface ChequeData {
  cheques: number;
  /** On the desk: received, still to collect. */
  onDesk: number;
  collectable: number;
}

/**
 * `count` received cheques of the demo company's received pattern, written set-based in SQL as a
 * bulk import would (the operation triggers off, replica mode), over 500 client accounts, the
 * demo apartments and banks, due dates spread over two years around `benchToday`. From a hash of
 * the cheque's number, as a treasury two years on would hold them: of those already due, 85 in a
 * hundred collected, 5 partly collected, 4 returned, 6 overdue; of those to come, 97 uncollected,
 * 2 partly collected, 1 collected early; one in fifty without a due date. Collections, partials
 * and returns are written as rows of their own, so the desk's checks read real tables.
 */
export const generateCheques = async (db: Database, count: number): Promise<ChequeData> => {
  await db.exec(`
    insert into accounts (number, code, name, ltnname, type, parent_id, final_id)
    select (select coalesce(max(number), 0) from accounts) + g, '121' || (9000 + g)::text,
           'عميل القياس ' || g, 'Bench client ' || g, 1, p.id, p.final_id
      from accounts p cross join generate_series(1, ${clients}) g
     where p.code = '121';
    insert into number_counters (entity, scope, last) values ('account', '', (select max(number) from accounts))
    on conflict (entity, scope) do update set last = excluded.last;
  `);
  const ids = async (sql: string) => (await db.query<{ id: string }>(sql)).rows.map((row) => row.id);
  const accounts = await ids(`select id from accounts where code ~ '^1219[0-9]{3}$' order by code`);
  const apartments = await ids('select id from apartments order by number');
  const banks = await ids('select id from banks order by number');
  const [pattern] = (
    await db.query<{ id: string; code: number }>(
      'select id, code from cheque_patterns where paper_type = 2 order by code limit 1',
    )
  ).rows;
  const aed = (await ids(`select id from currencies where code = 'AED'`))[0];
  const notes = (await ids(`select id from accounts where code = '122'`))[0];
  const bank = (await ids(`select id from accounts where code = '1321'`))[0];
  if (accounts.length !== clients || apartments.length === 0 || banks.length === 0 || !pattern)
    throw new Error('The demo company lacks the accounts, apartments, banks or pattern the bench needs');

  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    const start = Number(
      (await tx.query<{ last: string }>('select coalesce(max(number), 0)::text as last from cheques')).rows[0]
        .last,
    );
    for (let first = 1; first <= count; first += perStatement) {
      const last = Math.min(count, first + perStatement - 1);
      // h: the cheque's hash; past: due before the bench's today; kind picks its state.
      await tx.query(
        `with source as (
           select g, abs(hashint8(g)) as h,
                  case when g % 50 = 0 then null else date '${firstDueDate}' + (abs(hashint8(g)) % ${dueDays})::int end as due
             from generate_series($1::bigint, $2::bigint) g
         ), shaped as (
           select s.*, (abs(hashint8(g + 7)) % 100) as kind, coalesce(s.due < date '${benchToday}', false) as past
             from source s
         )
         insert into cheques (number, date, internal_number, status, amount, cheque_pattern_id, code, apartment_id,
                              account_id, observe_account_id, currency_id, currency_val, bank_id, without_due_date,
                              due_date, deposit_status, note1, gen_entries, collection_status,
                              partial_collection_status, return_status)
         select $3::bigint + g, coalesce(due, date '${benchToday}') - 30, 'B' || lpad(g::text, 7, '0'),
                case when past and kind < 85 or not past and kind = 99 then 2
                     when past and kind < 90 or not past and kind >= 97 then 3
                     when past and kind < 94 then 4 else 1 end,
                (1 + h % 400) * 250.25, $4::uuid, $5::int,
                a.ids[1 + h % array_length(a.ids, 1)], c.ids[1 + (h / 7) % array_length(c.ids, 1)], $6::uuid, $7::uuid, 1,
                b.ids[1 + (h / 11) % array_length(b.ids, 1)], due is null, due, (h / 13) % 10 = 0,
                'Bench cheque ' || g, false,
                past and kind < 85 or not past and kind = 99,
                past and kind >= 85 and kind < 90 or not past and kind >= 97 and kind < 99,
                past and kind >= 90 and kind < 94
           from shaped
           cross join (select $8::uuid[] as ids) a
           cross join (select $9::uuid[] as ids) c
           cross join (select $10::uuid[] as ids) b`,
        [first, last, start, pattern.id, pattern.code, notes, aed, apartments, accounts, banks],
      );
    }
    // One operation row per cheque in the state: numbered in one sequence, or 1 (a cheque's first
    // partial); the client debited by a return, the bank by the others.
    const operations = [
      {
        table: 'op_collections',
        state: 'collection_status',
        amount: 'm.amount',
        number: 'sequence',
        debit: '$1::uuid',
      },
      {
        table: 'op_partial_collections',
        state: 'partial_collection_status',
        amount: 'm.amount / 2',
        number: '1',
        debit: '$1::uuid',
        // The running figures the API stamps: half collected, half left.
        figures: true,
      },
      {
        table: 'op_returns',
        state: 'return_status',
        amount: 'm.amount',
        number: 'sequence',
        debit: 'coalesce(m.account_id, $1::uuid)',
        reason: true,
      },
    ];
    for (const { table, state, amount, number, debit, reason, figures } of operations) {
      const numbered =
        number === 'sequence'
          ? `(select coalesce(max(number), 0) from ${table}) + row_number() over (order by m.number)`
          : number;
      await tx.query(
        `insert into ${table} (number, cheque_id, date, amount, currency_id, currency_val, debit_account_id,
                               credit_account_id, gen_entries${reason ? ', reason' : ''}${figures ? ', total_value, total_sum_prev, total_sum, rest' : ''})
         select ${numbered}, m.id, m.due_date, ${amount}, m.currency_id, 1, ${debit}, $2::uuid, false${reason ? ', 1' : ''}
                ${figures ? `, m.amount, 0, ${amount}, m.amount - ${amount}` : ''}
           from cheques m where m.${state} and m.number > ${start} and m.code = ${pattern.code}`,
        [bank, notes],
      );
    }
    await tx.query(
      `insert into number_counters (entity, scope, last)
       values ('cheque', $1, (select max(number) from cheques where code = $2::int)),
              ('op_collection', '', (select coalesce(max(number), 0) from op_collections)),
              ('op_return', '', (select coalesce(max(number), 0) from op_returns))
       on conflict (entity, scope) do update set last = excluded.last`,
      [String(pattern.code), pattern.code],
    );
    await tx.query(
      `insert into number_counters (entity, scope, last)
       select 'op_partial_collection', cheque_id::text, max(number) from op_partial_collections group by cheque_id
       on conflict (entity, scope) do update set last = excluded.last`,
    );
  });
  // Vacuumed as well, so that autovacuum does not sweep the fresh rows during the measurements.
  await db.exec('vacuum analyze');
  const { rows } = await db.query<{ cheques: number; desk: number; collectable: number }>(
    `select count(*)::int as cheques,
            (count(*) filter (where not collection_status))::int as desk,
            (count(*) filter (where status = 1))::int as collectable
       from cheques where code = $1`,
    [pattern.code],
  );
  return { cheques: rows[0].cheques, onDesk: rows[0].desk, collectable: rows[0].collectable };
};
