-- Inserted lines reach the balances once per statement instead of once per line: the lines of a
-- statement (one entry's, or a batch of entries') are summed per account, cost center and day
-- first, so ten entries on the same two accounts make two balance updates, not twenty. Keys are
-- visited in order, as the entry triggers do, so two such statements lock alike. Updates and
-- deletes keep the row trigger of 0102.

drop trigger entry_lines_ledger_balances on entry_lines;

create trigger entry_lines_ledger_balances
  after delete or update of parent_id, account_id, cost_center_id, debit_base, credit_base
  on entry_lines for each row execute function ledger_balances_on_line();

create or replace function ledger_balances_on_lines_inserted() returns trigger language plpgsql as $$
declare
  added record;
begin
  for added in
    select l.account_id, coalesce(l.cost_center_id, ledger_no_cost_center()) as cost_center_id, e.date,
           sum(l.debit_base) as debit, sum(l.credit_base) as credit
      from inserted_lines l join entries e on e.id = l.parent_id
     group by 1, 2, 3 order by 1, 2, 3
  loop
    perform ledger_balance_add(added.account_id, added.cost_center_id, added.date, added.debit, added.credit);
  end loop;
  return null;
end $$;

create trigger entry_lines_ledger_balances_inserted
  after insert on entry_lines referencing new table as inserted_lines
  for each statement execute function ledger_balances_on_lines_inserted();
