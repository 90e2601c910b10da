import type { AnyRecord } from '@aqar/domain/records';
import { notFound } from '../http/errors.ts';

/**
 * A record (or grid row) as the generic CRUD reads and writes it, for any entity: camelCase field
 * names to values. The domain's `AnyRecord`; code that knows its entity uses `RecordOf`.
 */
export type Row = AnyRecord;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of a record id (a UUID); anything else names no record. */
export const isRecordId = (id: string) => uuidPattern.test(id);

/** An id that cannot name a record is a 404, as an unknown one is. */
export const assertId = (id: string) => {
  if (!isRecordId(id)) throw notFound();
};
