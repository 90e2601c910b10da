-- A worker's work times do not overlap (domain-reference 2.36): technician availability reads them
-- as the hours a job may be booked in, so two rows of one worker over the same hour would be one
-- shift told twice. The database keeps it, so the bulk generator and a single row typed at the same
-- moment cannot both win. A shift may start the instant the other ends ('[)').
create extension if not exists btree_gist;

alter table "user_work_times" add constraint "user_work_times_no_overlap"
  exclude using gist (
    "user_id" with =,
    tstzrange("work_time_start", "work_time_end", '[)') with &&
  );

-- A work time ends after it starts (the API says so first; this keeps the range valid).
alter table "user_work_times" add constraint "user_work_times_end_after_start"
  check ("work_time_end" > "work_time_start");
