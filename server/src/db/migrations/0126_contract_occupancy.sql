-- A unit is taken by one valid contract at a time (domain-reference 2.18). The database keeps it,
-- so two writers racing on one unit cannot both win: the second waits on the first and fails.
-- btree_gist lets the unit id (=) share a GiST exclusion constraint with a date range (&&).
create extension if not exists btree_gist;

-- The days a contract holds its unit: a rent from its start to its end, or up to its termination
-- date once terminated (terminating releases the unit from that date on); a sale from its
-- delivery (else issue) date on, for good, unless it was terminated. Empty ranges overlap nothing.
create or replace function contract_occupancy(
  contract_type integer,
  start_date date,
  end_date date,
  delivery_date date,
  issue_date date,
  terminated boolean,
  termination_date date
) returns daterange
language sql immutable parallel safe
as $$
  select case
    when contract_type = 1 then
      case when coalesce(terminated, false) then 'empty'::daterange
           else daterange(coalesce(delivery_date, issue_date), null, '[)') end
    when start_date is null or end_date is null then 'empty'::daterange
    when coalesce(terminated, false) then
      case when termination_date is null or termination_date <= start_date then 'empty'::daterange
           else daterange(start_date, termination_date, '[)') end
    else daterange(start_date, greatest(start_date, end_date), '[]')
  end
$$;

-- A contract names exactly one of the five unit columns (the server clears the others), so
-- their coalesce is the unit; uuids do not collide across the unit tables.
alter table contracts add constraint contracts_unit_free exclude using gist (
  (coalesce(apartment_id, shop_id, parking_id, land_id, villa_id)) with =,
  contract_occupancy(contract_type, start_duration_date, end_duration_date, property_delivery_date,
    issue_date, terminated, termination_date) with &&
) where (coalesce(apartment_id, shop_id, parking_id, land_id, villa_id) is not null);
