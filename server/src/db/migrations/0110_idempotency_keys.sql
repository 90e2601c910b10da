-- Idempotency-Key of creates (server/src/http/idempotency.ts, docs/idempotency.md). A key belongs
-- to one staff member and one route; the row is inserted before the request runs (the primary key
-- makes a concurrent duplicate find it) and gets the answer when the request succeeded. Rows
-- count for 24 hours; older ones are taken over by a new request or deleted now and then.
create table idempotency_keys (
  staff_id uuid not null,
  method text not null,
  route text not null,
  key text not null,
  -- sha-256 of the request (route parameters and body), so the same key with another body is refused
  request_hash text not null,
  -- null while the first request runs (or if its process died before it could answer)
  status_code smallint,
  response text,
  created_at timestamptz not null default now(),
  primary key (staff_id, method, route, key)
);

create index idempotency_keys_created_at on idempotency_keys (created_at);
