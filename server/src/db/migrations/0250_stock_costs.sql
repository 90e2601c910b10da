-- Store movements carry what they need for balances and costs: the grid row they come from
-- (`position`, a bill's materials row), the price of one first unit in the base currency (bought
-- or sold: the store reports' prices and values), the cost of one first unit a purchase brings, and the
-- material's moving average cost after the move, recomputed from the moves by store_recost
-- whenever a document rewrites the moves of a material (never kept as a running counter).
alter table store_movements
  add column position integer,
  add column unit_price numeric(20, 6),
  add column unit_cost numeric(20, 6),
  add column average_cost numeric(20, 6) not null default 0;

-- Item activity and costing walk one material's moves in order; ending inventory sums one
-- store's moves per material up to a date. Both read only the index.
drop index store_movements_balance_idx;
drop index store_movements_store_idx;
create index store_movements_material_idx on store_movements (material_id, date, id)
  include (store_id, quantity, unit_price, unit_cost, average_cost);
create index store_movements_store_idx on store_movements (store_id, material_id, date)
  include (quantity);

-- Each material's moving average cost after its last move, and that move's date: what a report
-- valuing stock today reads in one join instead of a look-up per material. Written only by
-- store_recost, from the moves, with the moves' own averages.
create table material_costs (
  material_id uuid primary key references materials(id) on delete cascade,
  average_cost numeric(20, 6) not null,
  last_date date not null
);

-- The moving average of calc/moving-average.ts (domain), over the moves of the given materials
-- in (date, id) order: a purchase averages its cost into what is on hand (its own cost when
-- nothing is), other moves keep the average; each step rounded to 6 places.
create or replace function store_recost(materials uuid[]) returns void
language plpgsql as $$
declare
  m record;
  current_material uuid := null;
  on_hand numeric := 0;
  average numeric := 0;
  -- The changed averages of the current material, written with one statement per material.
  changed_ids bigint[] := '{}';
  changed_costs numeric[] := '{}';
  last_date date;
begin
  delete from material_costs where material_id = any(materials);
  for m in
    select id, material_id, date, quantity, unit_cost, average_cost from store_movements
     where material_id = any(materials)
     order by material_id, date, id
  loop
    if current_material is distinct from m.material_id then
      if current_material is not null then
        insert into material_costs values (current_material, average, last_date);
      end if;
      if cardinality(changed_ids) > 0 then
        update store_movements s set average_cost = c.cost
          from unnest(changed_ids, changed_costs) as c(id, cost) where s.id = c.id;
        changed_ids := '{}';
        changed_costs := '{}';
      end if;
      current_material := m.material_id;
      on_hand := 0;
      average := 0;
    end if;
    if m.unit_cost is not null and m.quantity > 0 then
      if on_hand <= 0 then
        average := round(m.unit_cost, 6);
      else
        average := round((on_hand * average + m.quantity * m.unit_cost) / (on_hand + m.quantity), 6);
      end if;
    end if;
    on_hand := on_hand + m.quantity;
    last_date := m.date;
    if m.average_cost is distinct from average then
      changed_ids := changed_ids || m.id;
      changed_costs := changed_costs || average;
    end if;
  end loop;
  if current_material is not null then
    insert into material_costs values (current_material, average, last_date);
  end if;
  if cardinality(changed_ids) > 0 then
    update store_movements s set average_cost = c.cost
      from unnest(changed_ids, changed_costs) as c(id, cost) where s.id = c.id;
  end if;
end $$;

-- The bills' moves again, with their rows and costs (the moves written before had neither).
delete from store_movements where document = 'BILL';
insert into store_movements (document, document_id, store_id, material_id, date, quantity, position, unit_price, unit_cost)
select 'BILL', b.id, b.store_id, r.material_id, b.bill_date,
       round(r.quantity * f.factor * case when b.bill_type = 1 then 1 else -1 end, 6),
       r.position,
       round(coalesce(r.unit_price, 0) * coalesce(b.currency_val, 1) / f.factor, 6),
       case when b.bill_type = 1 then round(coalesce(r.unit_price, 0) * coalesce(b.currency_val, 1) / f.factor, 6) end
  from bills b
  join bill_patterns p on p.id = b.bill_pattern_id
  join bill_materials r on r.parent_id = b.id
  join materials m on m.id = r.material_id
  cross join lateral (
    select case r.unit when 2 then coalesce(m.exchange2, 1) when 3 then coalesce(m.exchange3, 1) else 1 end as factor
  ) f
 where p.post_to_store and b.store_id is not null
 order by b.bill_date, b.created_at, r.position;
select store_recost(array(select distinct material_id from store_movements));
