-- Records are inserted with a negative placeholder number taken from here and get their gapless
-- number just before commit (server/src/resources/numbering.ts), so the counter row of their
-- scope stays locked for one statement and the commit instead of the whole transaction. The
-- sequence is not transactional, so no two open transactions ever share a placeholder.
create sequence number_placeholders as bigint;
