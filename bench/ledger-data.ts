import type { Database } from '../server/src/db/client.ts';

/** Leaf accounts, spread over the four roots of the demo chart (assets, liabilities, expenses, revenues). */
export const benchAccounts = 500;
export const benchCostCenters = 20;
const linesPerStatement = 100_000;
const firstEntryNumber = 10_000_000;

export interface LedgerData {
  /** Ids of the bench leaf accounts, in code order. */
  accounts: string[];
  costCenters: string[];
  entries: number;
  lines: number;
}

/**
 * One year (2026) of balanced entries over 500 leaf accounts and 20 cost centers, written
 * set-based in SQL. Every fourth entry has four lines, the others two, so `lines` lines make
 * 0.4 × lines entries. Amounts and accounts come from a hash of the entry number, so two runs
 * write the same ledger. The ledger's row triggers are off during the load (replica mode) and
 * the monthly balances are rebuilt from the lines afterwards, as a bulk import would.
 */
export const generateLedger = async (
  db: Database,
  lines: number,
  progress: (linesWritten: number) => void = () => {},
): Promise<LedgerData> => {
  const roots = ['1', '2', '3', '4'];
  await db.exec(`
    insert into accounts (number, code, name, ltnname, type, parent_id, final_id)
    select (select coalesce(max(number), 0) from accounts) + row_number() over (order by r.code),
           r.code || '90', 'مجموعة القياس ' || r.code, 'Bench group ' || r.code, 1, r.id, r.id
      from accounts r where r.parent_id is null and r.code in (${roots.map((code) => `'${code}'`).join(', ')});
    insert into accounts (number, code, name, ltnname, type, parent_id, final_id)
    select (select coalesce(max(number), 0) from accounts) + row_number() over (order by p.code, g),
           p.code || lpad(g::text, 3, '0'), 'حساب القياس ' || p.code || lpad(g::text, 3, '0'),
           'Bench account ' || p.code || lpad(g::text, 3, '0'), 1, p.id, p.final_id
      from accounts p cross join generate_series(1, ${benchAccounts / roots.length}) g
     where p.code in (${roots.map((code) => `'${code}90'`).join(', ')});
    insert into cost_centers (number, code, name, ltnname)
    select coalesce(max(number), 0) + 1, '90', 'مراكز القياس', 'Bench cost centers' from cost_centers;
    insert into cost_centers (number, code, name, ltnname, parent_id)
    select (select coalesce(max(number), 0) from cost_centers) + g, '90' || lpad(g::text, 2, '0'),
           'مركز القياس ' || g, 'Bench cost center ' || g, (select id from cost_centers where code = '90')
      from generate_series(1, ${benchCostCenters}) g;
    insert into number_counters (entity, scope, last)
    values ('account', '', (select max(number) from accounts)), ('cost_center', '', (select max(number) from cost_centers))
    on conflict (entity, scope) do update set last = excluded.last;
  `);
  const accounts = (
    await db.query<{ id: string }>(`select id from accounts where code ~ '^[1-4]90[0-9]{3}$' order by code`)
  ).rows.map((row) => row.id);
  const costCenters = (
    await db.query<{ id: string }>(`select id from cost_centers where code ~ '^90[0-9]{2}$' order by code`)
  ).rows.map((row) => row.id);
  if (accounts.length !== benchAccounts || costCenters.length !== benchCostCenters) {
    throw new Error(`Expected ${benchAccounts} accounts and ${benchCostCenters} cost centers`);
  }
  const aed = (await db.query<{ id: string }>(`select id from currencies where code = 'AED'`)).rows[0].id;

  // Entries per statement: 100,000 lines are 40,000 entries.
  const entries = Math.max(1, Math.round(lines * 0.4));
  const perStatement = Math.round(linesPerStatement * 0.4);
  await db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    for (let first = 1; first <= entries; first += perStatement) {
      const last = Math.min(entries, first + perStatement - 1);
      await tx.query(
        `with made as (
           insert into entries (number, date, currency_id, currency_val, note)
           select $1::bigint + g, date '2026-01-01' + (abs(hashint8(g)) % 365)::int, $2::uuid, 1,
                  'قيد قياس ' || g || ' bench entry'
             from generate_series($3::bigint, $4::bigint) g
           returning id, number - $1::bigint as g)
         insert into entry_lines (parent_id, position, account_id, debit, credit, debit_base, credit_base,
                                  cost_center_id, observe_account_id, note)
         select m.id, k, a.ids[1 + abs(hashint8(m.g * 8 + k)) % ${benchAccounts}],
                case when k % 2 = 0 then amount else 0 end, case when k % 2 = 1 then amount else 0 end,
                case when k % 2 = 0 then amount else 0 end, case when k % 2 = 1 then amount else 0 end,
                case when abs(hashint8(m.g * 8 + k + 4)) % 5 = 0 then null
                     else c.ids[1 + abs(hashint8(m.g * 8 + k + 4)) % ${benchCostCenters}] end,
                null, null
           from made m
           cross join lateral generate_series(0, case when m.g % 4 = 0 then 3 else 1 end) k
           cross join lateral (select (1 + abs(hashint8(m.g * 8 + (k / 2) * 2 + 100)) % 2000000) / 100.0 as amount) x
           cross join (select $5::uuid[] as ids) a
           cross join (select $6::uuid[] as ids) c`,
        [firstEntryNumber, aed, first, last, accounts, costCenters],
      );
      progress(Math.round((last / entries) * lines));
    }
    await tx.query(
      `insert into number_counters (entity, scope, last) values ('entries', '', (select max(number) from entries))
       on conflict (entity, scope) do update set last = excluded.last`,
    );
  });
  // The load skipped the ledger's triggers: prove it balanced, then rebuild the balances.
  const { rows } = await db.query<{ unbalanced: number }>(
    `select count(*)::int8 as unbalanced from (
       select parent_id from entry_lines group by parent_id having sum(debit_base) <> sum(credit_base)) x`,
  );
  if (rows[0].unbalanced > 0) throw new Error(`${rows[0].unbalanced} generated entries do not balance`);
  await db.query('select ledger_balances_rebuild()');
  // Vacuumed as well, so that autovacuum does not sweep the fresh million rows during the measurements.
  await db.exec('vacuum analyze');
  const counted = await db.query<{ lines: number; entries: number }>(
    `select (select count(*) from entry_lines)::int8 as lines, (select count(*) from entries)::int8 as entries`,
  );
  return { accounts, costCenters, entries: counted.rows[0].entries, lines: counted.rows[0].lines };
};
