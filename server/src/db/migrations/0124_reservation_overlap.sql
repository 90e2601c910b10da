-- A unit is held by one reservation at a time (domain-reference 2.17): two reservations of the
-- same unit (kind and id) may not share a day unless one of them is marked expired. The database
-- keeps it, so two users saving at the same moment cannot both win. An empty end date books the
-- unit with no end. A reservation whose end date has passed keeps its days: it no longer holds the
-- unit from today on, and a new booking of later days does not overlap it.
create extension if not exists btree_gist;

alter table "reservation_properties" add constraint "reservation_properties_no_overlap"
  exclude using gist (
    "property_type" with =,
    "property_id" with =,
    daterange("book_date", "end_book_date", '[]') with &&
  ) where (not "reservation_expired");

-- The booking ends on or after it starts (the API says so first; this keeps the range valid).
alter table "reservation_properties" add constraint "reservation_properties_end_after_start"
  check ("end_book_date" is null or "end_book_date" >= "book_date");
