-- Balances per account and month, beside those per account, cost center and month: a report
-- without a cost center filter (trial balance, balance sheet, profit and loss) reads one row per
-- account and month instead of one per cost center too, some twenty times fewer. Same slots,
-- same triggers, same transaction as ledger_balances (0100).

create table ledger_account_balances (
  id bigint generated always as identity primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  -- First day of the month.
  month date not null,
  slot integer not null,
  debit numeric(28, 4) not null default 0,
  credit numeric(28, 4) not null default 0
);

create unique index ledger_account_balances_key on ledger_account_balances (account_id, month, slot);

-- Adds to both tables: the account's row first, then the cost center's, so that writers take
-- their row locks in one order (and, with SKIP LOCKED, never wait for them anyway).
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
  update ledger_account_balances set debit = debit + debit_delta, credit = credit + credit_delta
   where id = (select id from ledger_account_balances
                where account_id = target_account and month = target_month
                limit 1 for update skip locked);
  if not found then
    -- Every slot is busy (or the key is new): open this backend's own slot. No two running
    -- transactions share a backend, so the insert never waits on another writer's row.
    free_slot := pg_backend_pid();
    loop
      insert into ledger_account_balances (account_id, month, slot, debit, credit)
      values (target_account, target_month, free_slot, debit_delta, credit_delta)
      on conflict (account_id, month, slot) do nothing;
      exit when found;
      -- A committed row of an earlier backend with the same process id holds this slot and is busy.
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

create or replace function ledger_balances_rebuild() returns void language plpgsql as $$
begin
  lock table ledger_account_balances, ledger_balances in exclusive mode;
  delete from ledger_balances;
  insert into ledger_balances (account_id, cost_center_id, month, slot, debit, credit)
  select l.account_id, coalesce(l.cost_center_id, ledger_no_cost_center()), date_trunc('month', e.date::timestamp)::date, 0,
         sum(l.debit_base), sum(l.credit_base)
    from entry_lines l join entries e on e.id = l.parent_id
   group by 1, 2, 3;
  delete from ledger_account_balances;
  insert into ledger_account_balances (account_id, month, slot, debit, credit)
  select account_id, month, 0, sum(debit), sum(credit) from ledger_balances group by 1, 2;
end $$;

create or replace function ledger_balances_compact() returns void language plpgsql as $$
begin
  lock table ledger_account_balances, ledger_balances in exclusive mode;
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
end $$;

select ledger_balances_rebuild();
