-- The replacement of a returned cheque (docs/cheques.md), held by the database as well as by the
-- API (modules/cheques/cheque-replacement.ts), whatever path writes a return.

-- A new cheque stands in for one returned cheque only.
drop index op_returns_replacement;
create unique index op_returns_one_replacement on op_returns (connect_with_chq_id)
  where connect_with_chq_id is not null;

-- A cheque does not replace itself, and a return presented again (the same paper went back to the
-- bank) is not also replaced.
alter table op_returns add constraint op_returns_replacement_not_itself
  check (connect_with_chq_id is null or connect_with_chq_id <> cheque_id);
alter table op_returns add constraint op_returns_replaced_or_presented
  check (connect_with_chq_id is null or represented_at is null);

-- A return names its replacement once: the new cheque was recorded against it and its entries
-- and collections follow from it. Deleting the return is the way back.
create or replace function op_return_replacement_kept() returns trigger language plpgsql as $$
begin
  if old.connect_with_chq_id is not null
     and new.connect_with_chq_id is distinct from old.connect_with_chq_id then
    raise exception 'The replacement of this returned cheque is already recorded'
      using errcode = 'AQ409', constraint = 'op_returns_replacement_once';
  end if;
  return new;
end $$;

create trigger op_returns_replacement_once before update of connect_with_chq_id on op_returns
  for each row execute function op_return_replacement_kept();
