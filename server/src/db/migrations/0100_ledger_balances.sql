-- Balances per account, cost center and month, kept by triggers in the posting transaction, so
-- the trial balance, balance sheet and profit and loss read a few rows per account and month
-- instead of every line ever posted.
--
-- Contention: a hot account (cash, say) is touched by almost every entry, and one row per key
-- updated in place would serialise all posting transactions on its row lock until commit. So a
-- key may be spread over several rows ("slots"): a writer adds to any slot row that no other
-- transaction holds (FOR UPDATE SKIP LOCKED), and opens a new slot only when every existing one
-- is busy. Writers therefore never wait for one another here, cannot deadlock on these rows,
-- and a key has as many rows as it ever had concurrent writers (one for a quiet account).
-- Readers sum the slots; ledger_balances_compact() folds them back into one row per key.

create table ledger_balances (
  id bigint generated always as identity primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  -- The zero uuid stands for "no cost center", so that the key is a plain unique index.
  cost_center_id uuid not null,
  -- First day of the month.
  month date not null,
  slot integer not null,
  debit numeric(28, 4) not null default 0,
  credit numeric(28, 4) not null default 0
);

create unique index ledger_balances_key on ledger_balances (account_id, month, cost_center_id, slot);
create index ledger_balances_cost_center_idx on ledger_balances (cost_center_id);

create or replace function ledger_no_cost_center() returns uuid language sql immutable as $$
  select '00000000-0000-0000-0000-000000000000'::uuid
$$;

create or replace function ledger_balance_add(
  target_account uuid, target_cost_center uuid, target_month date, debit_delta numeric, credit_delta numeric
) returns void language plpgsql as $$
declare
  free_slot integer;
begin
  if debit_delta = 0 and credit_delta = 0 then
    return;
  end if;
  -- Any slot row nobody else holds; rows this transaction already holds are not skipped.
  update ledger_balances set debit = debit + debit_delta, credit = credit + credit_delta
   where id = (select id from ledger_balances
                where account_id = target_account and month = target_month and cost_center_id = target_cost_center
                limit 1 for update skip locked);
  if found then
    return;
  end if;
  -- Every slot is busy (or the key is new): open this backend's own slot. No two running
  -- transactions share a backend, so the insert never waits on another writer's uncommitted row.
  free_slot := pg_backend_pid();
  loop
    insert into ledger_balances (account_id, cost_center_id, month, slot, debit, credit)
    values (target_account, target_cost_center, target_month, free_slot, debit_delta, credit_delta)
    on conflict (account_id, month, cost_center_id, slot) do nothing;
    exit when found;
    -- A committed row of an earlier backend with the same process id holds this slot and is busy.
    free_slot := -1 - floor(random() * 2147483646)::integer;
  end loop;
end $$;

create or replace function ledger_balances_on_line() returns trigger language plpgsql as $$
declare
  entry_month date;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    -- Lines removed together with their entry were already taken out by the entry's trigger
    -- (the cascade runs after the entry row is gone, so it is not found here).
    select date_trunc('month', date)::date into entry_month from entries where id = old.parent_id;
    if found then
      perform ledger_balance_add(old.account_id, coalesce(old.cost_center_id, ledger_no_cost_center()),
        entry_month, -old.debit_base, -old.credit_base);
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select date_trunc('month', date)::date into entry_month from entries where id = new.parent_id;
    perform ledger_balance_add(new.account_id, coalesce(new.cost_center_id, ledger_no_cost_center()),
      entry_month, new.debit_base, new.credit_base);
  end if;
  return null;
end $$;

create trigger entry_lines_ledger_balances
  after insert or delete or update of parent_id, account_id, cost_center_id, debit_base, credit_base
  on entry_lines for each row execute function ledger_balances_on_line();

-- An entry that changes month moves its lines' amounts; a deleted entry takes them out before
-- the cascade removes its lines. Keys are visited in order, so two such statements lock alike.
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
      perform ledger_balance_add(moved.account_id, moved.cost_center_id,
        date_trunc('month', old.date)::date, -moved.debit, -moved.credit);
    end loop;
    return old;
  end if;
  if date_trunc('month', new.date) is distinct from date_trunc('month', old.date) then
    for moved in
      select account_id, coalesce(cost_center_id, ledger_no_cost_center()) as cost_center_id,
             sum(debit_base) as debit, sum(credit_base) as credit
        from entry_lines where parent_id = new.id group by 1, 2 order by 1, 2
    loop
      perform ledger_balance_add(moved.account_id, moved.cost_center_id,
        date_trunc('month', old.date)::date, -moved.debit, -moved.credit);
      perform ledger_balance_add(moved.account_id, moved.cost_center_id,
        date_trunc('month', new.date)::date, moved.debit, moved.credit);
    end loop;
  end if;
  return null;
end $$;

create trigger entries_ledger_balances_delete before delete on entries
  for each row execute function ledger_balances_on_entry();

create trigger entries_ledger_balances_date after update of date on entries
  for each row execute function ledger_balances_on_entry();

-- Recomputes every balance from the lines (after a bulk load with triggers off, say).
create or replace function ledger_balances_rebuild() returns void language plpgsql as $$
begin
  lock table ledger_balances in exclusive mode;
  delete from ledger_balances;
  insert into ledger_balances (account_id, cost_center_id, month, slot, debit, credit)
  select l.account_id, coalesce(l.cost_center_id, ledger_no_cost_center()), date_trunc('month', e.date)::date, 0,
         sum(l.debit_base), sum(l.credit_base)
    from entry_lines l join entries e on e.id = l.parent_id
   group by 1, 2, 3;
end $$;

-- Folds the slots of each key into one row and drops rows that sum to nothing. Blocks writers
-- for its duration, so it belongs to a quiet moment (a nightly job).
create or replace function ledger_balances_compact() returns void language plpgsql as $$
begin
  lock table ledger_balances in exclusive mode;
  create temporary table ledger_balances_folded on commit drop as
    select account_id, cost_center_id, month, sum(debit) as debit, sum(credit) as credit
      from ledger_balances group by 1, 2, 3;
  delete from ledger_balances;
  insert into ledger_balances (account_id, cost_center_id, month, slot, debit, credit)
  select account_id, cost_center_id, month, 0, debit, credit from ledger_balances_folded
   where debit <> 0 or credit <> 0;
  drop table ledger_balances_folded;
end $$;

select ledger_balances_rebuild();
