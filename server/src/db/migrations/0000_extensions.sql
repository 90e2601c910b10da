-- Trigram indexes back the case-insensitive global search of every list.
create extension if not exists pg_trgm;
