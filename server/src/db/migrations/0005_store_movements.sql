-- Quantities that documents move in and out of stores, in each material's first unit. A bill
-- rewrites its own rows in its transaction; a material's balance in a store is their sum.
create table store_movements (
  id bigserial primary key,
  document text not null,
  document_id uuid not null,
  store_id uuid not null references stores(id),
  material_id uuid not null references materials(id),
  date date not null,
  quantity numeric(20, 6) not null
);
create index store_movements_document_idx on store_movements (document, document_id);
create index store_movements_balance_idx on store_movements (material_id, store_id);
create index store_movements_store_idx on store_movements (store_id);
