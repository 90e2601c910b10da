-- The move-out settlement (issue 26; domain/src/entities/contracts/settlement.ts).
ALTER TABLE "contracts" ADD COLUMN "settlement" jsonb;

ALTER TABLE "cheques" ADD COLUMN "handed_back" boolean DEFAULT false NOT NULL;
ALTER TABLE "cheques" ADD COLUMN "handed_back_date" date;

CREATE INDEX "cheques_handed_back_idx" ON "cheques" USING btree ("handed_back");

-- A contract's status on a day, with its termination and evacuation dates (calc/contract-status.ts
-- says the same in TypeScript): terminated from its termination date on (a termination set for a
-- later day reads valid, or expired, until then), and 5 "terminated, not evacuated" while an
-- evacuation date is set and not reached. The four-argument form of 0131 stays for old callers.
create or replace function contract_status_on(
  terminated boolean,
  renewed boolean,
  end_date date,
  on_day date,
  termination_date date,
  evacuation_date date
) returns integer
language sql immutable parallel safe
as $$
  select case
    when coalesce(terminated, false) and (termination_date is null or termination_date <= on_day) then
      case when evacuation_date is not null and evacuation_date > on_day then 5 else 2 end
    when end_date is not null and end_date < on_day then
      case when coalesce(renewed, false) then 4 else 3 end
    else 1
  end
$$;
