-- The ledger's laws, held by the database itself so that no code path (API, seed, a person
-- with psql) can write an unbalanced entry, a two-sided line, a posting to a parent account,
-- or anything dated inside a locked period.

-- Amounts are never negative, and a line has exactly one non-zero side, in both currencies.
alter table entry_lines alter column debit set not null, alter column credit set not null;
alter table entry_lines alter column debit_base set default 0, alter column credit_base set default 0;
update entry_lines set debit_base = coalesce(debit_base, 0), credit_base = coalesce(credit_base, 0);
alter table entry_lines alter column debit_base set not null, alter column credit_base set not null;
alter table entry_lines alter column account_id set not null;
alter table entry_lines add constraint entry_lines_one_side check (
  debit >= 0 and credit >= 0 and debit_base >= 0 and credit_base >= 0
  and ((debit > 0 and credit = 0 and credit_base = 0) or (credit > 0 and debit = 0 and debit_base = 0))
);
alter table entries alter column date set not null;

-- Total debit equals total credit in the base currency, checked once the transaction commits
-- (lines are written one by one, so the check must wait for all of them).
create or replace function ledger_assert_entry_balanced() returns trigger language plpgsql as $$
declare
  entry uuid := coalesce(new.parent_id, old.parent_id);
  difference numeric;
  line_count int;
begin
  if not exists (select 1 from entries where id = entry) then
    return null;
  end if;
  select coalesce(sum(debit_base), 0) - coalesce(sum(credit_base), 0), count(*)
    into difference, line_count from entry_lines where parent_id = entry;
  if difference <> 0 then
    raise exception 'Debit and credit must be equal.' using errcode = '23514', constraint = 'entries_balanced',
      detail = format('Entry %s differs by %s in the base currency.', entry, difference);
  end if;
  if line_count < 2 then
    raise exception 'An entry needs at least two lines.' using errcode = '23514', constraint = 'entries_two_lines';
  end if;
  return null;
end $$;

create constraint trigger entry_lines_balanced after insert or update or delete on entry_lines
  deferrable initially deferred for each row execute function ledger_assert_entry_balanced();

-- An entry written without lines is caught by the same check at commit.
create or replace function ledger_assert_new_entry_has_lines() returns trigger language plpgsql as $$
begin
  if exists (select 1 from entries where id = new.id)
     and (select count(*) from entry_lines where parent_id = new.id) < 2 then
    raise exception 'An entry needs at least two lines.' using errcode = '23514', constraint = 'entries_two_lines';
  end if;
  return null;
end $$;

create constraint trigger entries_have_lines after insert on entries
  deferrable initially deferred for each row execute function ledger_assert_new_entry_has_lines();

-- Lines post to leaf accounts only; an account with postings takes no sub-accounts.
create or replace function ledger_assert_leaf_account() returns trigger language plpgsql as $$
begin
  if exists (select 1 from accounts where parent_id = new.account_id) then
    raise exception 'Entries can only be posted to accounts without sub-accounts.' using errcode = '23514',
      constraint = 'entry_lines_leaf_account';
  end if;
  return new;
end $$;

create trigger entry_lines_leaf_account before insert or update of account_id on entry_lines
  for each row execute function ledger_assert_leaf_account();

create or replace function ledger_assert_parent_unposted() returns trigger language plpgsql as $$
begin
  if new.parent_id is not null and exists (select 1 from entry_lines where account_id = new.parent_id) then
    raise exception 'This parent account already has postings, so it cannot take sub-accounts.' using errcode = '23514',
      constraint = 'accounts_parent_unposted';
  end if;
  return new;
end $$;

create trigger accounts_parent_unposted before insert or update of parent_id on accounts
  for each row execute function ledger_assert_parent_unposted();

-- Period lock: nothing dated on or before the lock date is created, changed or deleted.
create or replace function ledger_lock_date() returns date language sql stable as $$
  select (value #>> '{}')::date from settings where key = 'lock_date'
$$;

create or replace function ledger_assert_entry_unlocked() returns trigger language plpgsql as $$
declare
  locked date := ledger_lock_date();
begin
  if locked is null then
    return coalesce(new, old);
  end if;
  if (tg_op <> 'INSERT' and old.date <= locked) or (tg_op <> 'DELETE' and new.date <= locked) then
    raise exception 'The period up to % is locked.', to_char(locked, 'DD/MM/YYYY') using errcode = '23514',
      constraint = 'entries_period_lock';
  end if;
  return coalesce(new, old);
end $$;

create trigger entries_period_lock before insert or update or delete on entries
  for each row execute function ledger_assert_entry_unlocked();

create or replace function ledger_assert_line_unlocked() returns trigger language plpgsql as $$
declare
  locked date := ledger_lock_date();
  entry_date date;
begin
  if locked is null then
    return coalesce(new, old);
  end if;
  select date into entry_date from entries where id = coalesce(new.parent_id, old.parent_id);
  if entry_date <= locked then
    raise exception 'The period up to % is locked.', to_char(locked, 'DD/MM/YYYY') using errcode = '23514',
      constraint = 'entries_period_lock';
  end if;
  return coalesce(new, old);
end $$;

create trigger entry_lines_period_lock before insert or update or delete on entry_lines
  for each row execute function ledger_assert_line_unlocked();
