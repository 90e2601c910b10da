-- The state rules of a cheque and its operations (domain-reference 2.20 to 2.23, docs/cheques.md),
-- held by the database as well as by the API, so that no path (a second API process, a person
-- with psql) collects a cheque twice, mixes a collection with partial collections, collects more
-- than the cheque's amount, or collects a returned cheque that was not presented again.
-- Violations raise SQLSTATE AQ409, which the API answers with 409.

alter table op_collections alter column cheque_id set not null, alter column amount set not null;
alter table op_partial_collections alter column cheque_id set not null, alter column amount set not null;
alter table op_returns alter column cheque_id set not null, alter column amount set not null;
alter table op_collections add constraint op_collections_amount_positive check (amount > 0);
alter table op_partial_collections add constraint op_partial_collections_amount_positive check (amount > 0);
alter table op_returns add constraint op_returns_amount_positive check (amount > 0);
alter table cheques add constraint cheques_amount_positive check (amount > 0);

-- A cheque is collected at most once.
create unique index op_collections_one_per_cheque on op_collections (cheque_id);

create index op_partial_collections_cheque on op_partial_collections (cheque_id);
create index op_returns_cheque on op_returns (cheque_id);
create index op_returns_replacement on op_returns (connect_with_chq_id);

create or replace function cheque_operation_rules() returns trigger language plpgsql as $$
declare
  cheque_amount numeric;
  collected numeric;
  open_return boolean;
begin
  -- Every writer of one cheque's operations queues on the cheque's row until it commits; each
  -- statement below then sees what the one before it committed (read committed).
  select amount into cheque_amount from cheques where id = new.cheque_id for update;
  if not found then
    return new; -- the foreign key refuses it
  end if;
  -- A return stays open until the cheque is presented again; one replaced by a new cheque
  -- (connect_with_chq_id) stays open for good: the new cheque is the one collected.
  open_return := exists (
    select 1 from op_returns r
     where r.cheque_id = new.cheque_id and r.represented_at is null and r.id <> new.id
  );
  if tg_table_name = 'op_collections' then
    if exists (select 1 from op_partial_collections where cheque_id = new.cheque_id) then
      raise exception 'The cheque is partially collected: collect the rest with partial collections'
        using errcode = 'AQ409', constraint = 'cheque_collection_or_partials';
    end if;
    if open_return then
      raise exception 'The cheque was returned: present it again or replace it before collecting'
        using errcode = 'AQ409', constraint = 'cheque_returned_not_presented';
    end if;
  elsif tg_table_name = 'op_partial_collections' then
    if exists (select 1 from op_collections where cheque_id = new.cheque_id) then
      raise exception 'The cheque is already collected'
        using errcode = 'AQ409', constraint = 'cheque_collection_or_partials';
    end if;
    if open_return then
      raise exception 'The cheque was returned: present it again or replace it before collecting'
        using errcode = 'AQ409', constraint = 'cheque_returned_not_presented';
    end if;
    select coalesce(sum(amount), 0) into collected
      from op_partial_collections where cheque_id = new.cheque_id and id <> new.id;
    if collected + new.amount > cheque_amount then
      raise exception 'The amount is more than the rest of the cheque'
        using errcode = 'AQ409', constraint = 'cheque_partials_within_amount';
    end if;
  elsif tg_table_name = 'op_returns' then
    if new.represented_at is null then
      if exists (select 1 from op_collections where cheque_id = new.cheque_id)
         or exists (select 1 from op_partial_collections where cheque_id = new.cheque_id) then
        raise exception 'A collected or partially collected cheque cannot be returned'
          using errcode = 'AQ409', constraint = 'cheque_return_after_collection';
      end if;
      if open_return then
        raise exception 'The cheque was returned: present it again or replace it before collecting'
          using errcode = 'AQ409', constraint = 'cheque_one_open_return';
      end if;
    end if;
  end if;
  return new;
end $$;

create trigger op_collections_rules before insert or update of cheque_id, amount on op_collections
  for each row execute function cheque_operation_rules();
create trigger op_partial_collections_rules before insert or update of cheque_id, amount on op_partial_collections
  for each row execute function cheque_operation_rules();
create trigger op_returns_rules before insert or update of cheque_id, represented_at, connect_with_chq_id on op_returns
  for each row execute function cheque_operation_rules();

-- A cheque's amount is what its operations were measured against: it stays while it has any.
create or replace function cheque_amount_kept() returns trigger language plpgsql as $$
begin
  if new.amount is distinct from old.amount and (
       exists (select 1 from op_collections where cheque_id = new.id)
    or exists (select 1 from op_partial_collections where cheque_id = new.id)
    or exists (select 1 from op_returns where cheque_id = new.id)) then
    raise exception 'The amount of a cheque with operations cannot be changed'
      using errcode = 'AQ409', constraint = 'cheque_amount_kept';
  end if;
  return new;
end $$;

create trigger cheques_amount_kept before update of amount on cheques
  for each row execute function cheque_amount_kept();
