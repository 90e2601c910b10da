-- A contract's status on a given day (domain-reference 6.6; domain/src/calc/contract-status.ts
-- says the same in TypeScript, and the contracts API test holds the two together): terminated
-- first; past its last day, expired and renewed when a renewal continues it, else expired; else
-- valid. The server reads contracts.status through it with current_date (read-expressions.ts), so
-- a contract whose end passes reads expired that very day, with no job and no save.
create or replace function contract_status_on(
  terminated boolean,
  renewed boolean,
  end_date date,
  on_day date
) returns integer
language sql immutable parallel safe
as $$
  select case
    when coalesce(terminated, false) then 2
    when end_date is not null and end_date < on_day then
      case when coalesce(renewed, false) then 4 else 3 end
    else 1
  end
$$;
