import type { Database } from '../server/src/db/client.ts';

const linesPerBill = 5;
const firstDate = '2024-07-01';
const days = 730;
const perStatement = 200_000;

export interface StockData {
  moves: number;
  materials: number;
  stores: number;
  bills: number;
  /** A material with about the average number of moves, and a store, to ask about. */
  materialId: string;
  storeId: string;
  seedSeconds: number;
  recostSeconds: number;
}

/**
 * `moves` store movements over `materials` materials and `stores` stores, written set-based in SQL
 * as a bulk import would: bills of five lines (two in five purchases, the rest sales of smaller
 * quantities), dated over two years in bill order, each line a move of a material chosen by a
 * hash. The materials' moving average costs are then worked out by the database's own
 * `store_recost` over every material (timed apart), as a bill write does for its materials.
 */
export const generateStock = async (
  db: Database,
  { moves, materials, stores }: { moves: number; materials: number; stores: number },
): Promise<StockData> => {
  const started = performance.now();
  const bills = Math.ceil(moves / linesPerBill);
  const ids = async (sql: string) => (await db.query<{ id: string }>(sql)).rows.map((row) => row.id);
  const [purchase] = await ids('select id from bill_patterns where bill_type = 1 order by code limit 1');
  const [sale] = await ids('select id from bill_patterns where bill_type = 2 order by code limit 1');
  const [aed] = await ids(`select id from currencies where code = 'AED'`);
  if (!purchase || !sale || !aed) throw new Error('The demo company lacks the bill patterns the bench needs');
  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    // After the demo company's bills: numbers are unique per pattern code.
    const base = Number(
      (await tx.query<{ last: string }>('select coalesce(max(number), 0)::text as last from bills')).rows[0]
        .last,
    );
    await tx.query(
      `insert into stores (number, code, name, ltnname)
       select (select coalesce(max(number), 0) from stores) + g, (900 + g)::text, 'مستودع القياس ' || g, 'Bench store ' || g
         from generate_series(1, $1::int) g`,
      [stores],
    );
    await tx.query(
      `insert into material_groups (number, code, name, ltnname)
       values ((select coalesce(max(number), 0) + 1 from material_groups), '99', 'مواد القياس', 'Bench materials')`,
    );
    await tx.query(
      `insert into materials (number, code, name, ltnname, material_group_id, material_type, unit1)
       select (select coalesce(max(number), 0) from materials) + g, (700000 + g)::text, 'مادة ' || g, 'Material ' || g,
              (select id from material_groups where code = '99'), 1, 'piece'
         from generate_series(1, $1::int) g`,
      [materials],
    );
    // Bills: one store each, purchases when g % 5 < 2.
    await tx.query(
      `with s as (select array_agg(id order by code) as ids from stores where name like 'مستودع القياس%')
       insert into bills (number, code, issue_date, bill_date, bill_pattern_id, bill_type, currency_id, currency_val,
                          payment_method, store_id, gen_entries, subtotal, total)
       select ${base} + g, case when g % 5 < 2 then 1 else 2 end,
              date '${firstDate}' + (g::bigint * ${days} / $1::int)::int, date '${firstDate}' + (g::bigint * ${days} / $1::int)::int,
              case when g % 5 < 2 then $2::uuid else $3::uuid end, case when g % 5 < 2 then 1 else 2 end, $4::uuid, 1,
              2, s.ids[1 + g % array_length(s.ids, 1)], false, 0, 0
         from generate_series(1, $1::int) g cross join s`,
      [bills, purchase, sale, aed],
    );
    const materialIds = `(select array_agg(id order by code) as ids from materials where code ~ '^7[0-9]{5,}$')`;
    // The bills by their place (k = 1, 2, …), so that a line finds its bill by subscript.
    const billIds = `(select array_agg(id order by number) as ids from bills where number > ${base})`;
    for (let first = 1; first <= moves; first += perStatement) {
      const last = Math.min(moves, first + perStatement - 1);
      // Line g of bill k = (g − 1) / 5 + 1, whose store, date and type follow from k as above; a
      // purchase brings 20 to 120 pieces at 5 to 25, a sale takes 1 to 30 at 30.
      await tx.query(
        `with s as (select array_agg(id order by code) as ids from stores where name like 'مستودع القياس%'),
              lines as (select g, (g - 1) / ${linesPerBill} + 1 as k from generate_series($1::bigint, $2::bigint) g)
         insert into store_movements (document, document_id, store_id, material_id, date, quantity, position, unit_price, unit_cost)
         select 'BILL', b.ids[l.k], s.ids[1 + l.k % array_length(s.ids, 1)], m.ids[1 + abs(hashint8(l.g)) % array_length(m.ids, 1)],
                date '${firstDate}' + (l.k * ${days} / $3::int)::int,
                case when l.k % 5 < 2 then 20 + abs(hashint8(l.g + 1)) % 101 else -(1 + abs(hashint8(l.g + 1)) % 30) end,
                ((l.g - 1) % ${linesPerBill})::int,
                case when l.k % 5 < 2 then 5 + abs(hashint8(l.g + 2)) % 2001 / 100.0 else 30 end,
                case when l.k % 5 < 2 then 5 + abs(hashint8(l.g + 2)) % 2001 / 100.0 end
           from lines l cross join s cross join ${materialIds} m cross join ${billIds} b
          order by l.g`,
        [first, last, bills],
      );
    }
    await tx.query(
      `insert into number_counters (entity, scope, last)
       values ('bills', '1', (select max(number) from bills where code = 1)),
              ('bills', '2', (select max(number) from bills where code = 2)),
              ('material', '', (select max(number) from materials)),
              ('stores', '', (select max(number) from stores)),
              ('materialGroup', '', (select max(number) from material_groups))
       on conflict (entity, scope) do update set last = greatest(number_counters.last, excluded.last)`,
    );
  });
  const seedSeconds = (performance.now() - started) / 1000;
  const recostStarted = performance.now();
  await db.exec(`select store_recost(array(select id from materials where code ~ '^7[0-9]{5,}$'))`);
  const recostSeconds = (performance.now() - recostStarted) / 1000;
  // Vacuumed as well, so that autovacuum does not sweep the fresh rows during the measurements.
  await db.exec('vacuum analyze');
  const [counts] = (
    await db.query<{ moves: number; bills: number }>(
      `select (select count(*) from store_movements)::int as moves, (select count(*) from bills)::int as bills`,
    )
  ).rows;
  const [material] = await ids(
    `select material_id as id from store_movements group by material_id order by abs(count(*) - ${moves / materials}), material_id limit 1`,
  );
  const [store] = await ids(`select id from stores where ltnname = 'Bench store 1'`);
  return {
    moves: counts.moves,
    bills: counts.bills,
    materials,
    stores,
    materialId: material,
    storeId: store,
    seedSeconds,
    recostSeconds,
  };
};
