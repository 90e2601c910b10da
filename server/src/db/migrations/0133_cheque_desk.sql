-- The post-dated cheque desk (GET /cheques/desk, docs/cheques.md "The desk") reads the cheques
-- not collected yet. A partial index holds only those, in the desk's order (due date, none last,
-- then number), so that a page walks it and stops; it carries the columns the desk's totals sum
-- (bank, amount, rate, pattern), so that the totals read the index alone, not a table where most
-- cheques are long collected. It shrinks as cheques are collected.
create index cheques_desk_due on cheques (due_date, number)
  include (id, bank_id, amount, currency_val, cheque_pattern_id)
  where not collection_status;

-- A cheque that partial collections took in full: its last partial leaves a rest of zero (only the
-- last partial changes, and none follows a zero). The desk leaves these out with one lookup here.
create index op_partial_collections_finished on op_partial_collections (cheque_id) where rest = 0;
