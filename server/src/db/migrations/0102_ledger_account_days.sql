-- Balances per account and day, for the part-months at either end of a period: a trial balance
-- "up to today" or "from the 15th" then reads at most a month of days per account instead of a
-- month of lines. Whole months still come from ledger_account_balances (0101). Same slots, same
-- triggers, same transaction.

create table ledger_account_days (
  id bigint generated always as identity primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  day date not null,
  slot integer not null,
  debit numeric(28, 4) not null default 0,
  credit numeric(28, 4) not null default 0
);

create unique index ledger_account_days_key on ledger_account_days (account_id, day, slot);
create index ledger_account_days_day_idx on ledger_account_days (day);

-- Now takes the entry's own date (the month is derived from it) and adds to the three tables in
-- one order: account-day, account-month, cost center-month.
drop function ledger_balance_add(uuid, uuid, date, numeric, numeric);

create function ledger_balance_add(
  target_account uuid, target_cost_center uuid, target_day date, debit_delta numeric, credit_delta numeric
) returns void language plpgsql as $$
declare
  target_month date := date_trunc('month', target_day::timestamp)::date;
  free_slot integer;
begin
  if debit_delta = 0 and credit_delta = 0 then
    return;
  end if;

  -- Any slot row nobody else holds; rows this transaction already holds are not skipped. When
  -- every slot is busy (or the key is new) this backend opens its own slot: no two running
  -- transactions share a backend, so the insert never waits on another writer's row; a
  -- committed row of an earlier backend with the same process id sends it to a random slot.
  update ledger_account_days set debit = debit + debit_delta, credit = credit + credit_delta
   where id = (select id from ledger_account_days
                where account_id = target_account and day = target_day
                limit 1 for update skip locked);
  if not found then
    free_slot := pg_backend_pid();
    loop
      insert into ledger_account_days (account_id, day, slot, debit, credit)
      values (target_account, target_day, free_slot, debit_delta, credit_delta)
      on conflict (account_id, day, slot) do nothing;
      exit when found;
      free_slot := -1 - floor(random() * 2147483646)::integer;
    end loop;
  end if;

  update ledger_account_balances set debit = debit + debit_delta, credit = credit + credit_delta
   where id = (select id from ledger_account_balances
                where account_id = target_account and month = target_month
                limit 1 for update skip locked);
  if not found then
    free_slot := pg_backend_pid();
    loop
      insert into ledger_account_balances (account_id, month, slot, debit, credit)
      values (target_account, target_month, free_slot, debit_delta, credit_delta)
      on conflict (account_id, month, slot) do nothing;
      exit when found;
      free_slot := -1 - floor(random() * 2147483646)::integer;
    end loop;
  end if;

  update ledger_balances set debit = debit + debit_delta, credit = credit + credit_delta
   where id = (select id from ledger_balances
                where account_id = target_account and month = target_month and cost_center_id = target_cost_center
                limit 1 for update skip locked);
  if not found then
    free_slot := pg_backend_pid();
    loop
      insert into ledger_balances (account_id, cost_center_id, month, slot, debit, credit)
      values (target_account, target_cost_center, target_month, free_slot, debit_delta, credit_delta)
      on conflict (account_id, month, cost_center_id, slot) do nothing;
      exit when found;
      free_slot := -1 - floor(random() * 2147483646)::integer;
    end loop;
  end if;
end $$;

create or replace function ledger_balances_on_line() returns trigger language plpgsql as $$
declare
  entry_date date;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    -- Lines removed together with their entry were already taken out by the entry's trigger
    -- (the cascade runs after the entry row is gone, so it is not found here).
    select date into entry_date from entries where id = old.parent_id;
    if found then
      perform ledger_balance_add(old.account_id, coalesce(old.cost_center_id, ledger_no_cost_center()),
        entry_date, -old.debit_base, -old.credit_base);
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select date into entry_date from entries where id = new.parent_id;
    perform ledger_balance_add(new.account_id, coalesce(new.cost_center_id, ledger_no_cost_center()),
      entry_date, new.debit_base, new.credit_base);
  end if;
  return null;
end $$;

-- An entry that changes date moves its lines' amounts (every table keeps days or months, so any
-- change of date matters to the days); a deleted entry takes them out before the cascade.
create or replace function ledger_balances_on_entry() returns trigger language plpgsql as $$
declare
  moved record;
begin
  if tg_op = 'DELETE' then
    for moved in
      select account_id, coalesce(cost_center_id, ledger_no_cost_center()) as cost_center_id,
             sum(debit_base) as debit, sum(credit_base) as credit
        from entry_lines where parent_id = old.id group by 1, 2 order by 1, 2
    loop
      perform ledger_balance_add(moved.account_id, moved.cost_center_id, old.date, -moved.debit, -moved.credit);
    end loop;
    return old;
  end if;
  if new.date is distinct from old.date then
    for moved in
      select account_id, coalesce(cost_center_id, ledger_no_cost_center()) as cost_center_id,
             sum(debit_base) as debit, sum(credit_base) as credit
        from entry_lines where parent_id = new.id group by 1, 2 order by 1, 2
    loop
      perform ledger_balance_add(moved.account_id, moved.cost_center_id, old.date, -moved.debit, -moved.credit);
      perform ledger_balance_add(moved.account_id, moved.cost_center_id, new.date, moved.debit, moved.credit);
    end loop;
  end if;
  return null;
end $$;

create or replace function ledger_balances_rebuild() returns void language plpgsql as $$
begin
  lock table ledger_account_days, ledger_account_balances, ledger_balances in exclusive mode;
  delete from ledger_balances;
  insert into ledger_balances (account_id, cost_center_id, month, slot, debit, credit)
  select l.account_id, coalesce(l.cost_center_id, ledger_no_cost_center()), date_trunc('month', e.date::timestamp)::date, 0,
         sum(l.debit_base), sum(l.credit_base)
    from entry_lines l join entries e on e.id = l.parent_id
   group by 1, 2, 3;
  delete from ledger_account_balances;
  insert into ledger_account_balances (account_id, month, slot, debit, credit)
  select account_id, month, 0, sum(debit), sum(credit) from ledger_balances group by 1, 2;
  delete from ledger_account_days;
  insert into ledger_account_days (account_id, day, slot, debit, credit)
  select l.account_id, e.date, 0, sum(l.debit_base), sum(l.credit_base)
    from entry_lines l join entries e on e.id = l.parent_id
   group by 1, 2;
end $$;

create or replace function ledger_balances_compact() returns void language plpgsql as $$
begin
  lock table ledger_account_days, ledger_account_balances, ledger_balances in exclusive mode;
  create temporary table ledger_balances_folded on commit drop as
    select account_id, cost_center_id, month, sum(debit) as debit, sum(credit) as credit
      from ledger_balances group by 1, 2, 3;
  delete from ledger_balances;
  insert into ledger_balances (account_id, cost_center_id, month, slot, debit, credit)
  select account_id, cost_center_id, month, 0, debit, credit from ledger_balances_folded
   where debit <> 0 or credit <> 0;
  drop table ledger_balances_folded;
  create temporary table ledger_account_balances_folded on commit drop as
    select account_id, month, sum(debit) as debit, sum(credit) as credit
      from ledger_account_balances group by 1, 2;
  delete from ledger_account_balances;
  insert into ledger_account_balances (account_id, month, slot, debit, credit)
  select account_id, month, 0, debit, credit from ledger_account_balances_folded
   where debit <> 0 or credit <> 0;
  drop table ledger_account_balances_folded;
  create temporary table ledger_account_days_folded on commit drop as
    select account_id, day, sum(debit) as debit, sum(credit) as credit
      from ledger_account_days group by 1, 2;
  delete from ledger_account_days;
  insert into ledger_account_days (account_id, day, slot, debit, credit)
  select account_id, day, 0, debit, credit from ledger_account_days_folded
   where debit <> 0 or credit <> 0;
  drop table ledger_account_days_folded;
end $$;

select ledger_balances_rebuild();
