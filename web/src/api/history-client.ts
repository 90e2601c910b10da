import type { AnyRecord } from '@aqar/domain/records';
import type { EntityKey } from '@aqar/domain/registry';
import { type Envelope, http } from './http.ts';

/** One change of a record as the audit trail keeps it (server/src/modules/audit). */
export interface AuditChangeRow {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  entity: string;
  recordId: string;
  action: 'create' | 'update' | 'delete';
  before: AnyRecord | null;
  after: AnyRecord | null;
}

export interface RecordHistory {
  changes: AuditChangeRow[];
  /** Display text of the records the changes refer to, by id. */
  references: Record<string, string>;
}

export const historyClient = {
  /** A record's changes, newest first, with a document's posted and replaced entries. */
  read: async (entity: EntityKey, recordId: string, entries: boolean): Promise<RecordHistory> => {
    const { data } = await http.get<Envelope<AuditChangeRow[]> & { references?: Record<string, string> }>(
      '/audit',
      { params: { entity, recordId, entries: entries ? 'true' : undefined, pageSize: 200 } },
    );
    return { changes: data.data, references: data.references ?? {} };
  },
};
