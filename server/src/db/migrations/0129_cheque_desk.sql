-- The post-dated cheque desk (GET /cheques/desk, docs/cheques.md "The desk") reads the cheques
-- not collected yet, by due date: a partial index holds only those, in the desk's order (due date,
-- none last, then number), so its first page and its totals read a fraction of a table where most
-- cheques are long collected, and the index shrinks as cheques are collected.
create index cheques_desk_due on cheques (due_date, number) where not collection_status;
