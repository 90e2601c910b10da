import { chequeStatusIds, paperTypeIds } from '@aqar/domain/reports/realty-report-parts';
import type { SqlParams } from '../report-sql.ts';

/** Filters the cheque reports share, over `ch` (cheques), `cp` (its pattern) and `ct` (its contract). */
export interface ChequeFilterValues {
  accountId?: string | null;
  observeAccountId?: string | null;
  bankId?: string | null;
  buildingId?: string | null;
  beneficiary?: string | null;
  paperType?: 'all' | 'received' | 'paid';
  chequeStatus?: 'all' | keyof typeof chequeStatusIds;
  contractLink?: 'all' | 'linked' | 'notLinked';
  review?: 'all' | 'reviewed' | 'unreviewed';
}

export const chequeWhere = (p: SqlParams, filters: ChequeFilterValues): string[] => [
  filters.accountId ? `ch.account_id = ${p.add(filters.accountId, 'uuid')}` : '',
  filters.observeAccountId ? `ch.observe_account_id = ${p.add(filters.observeAccountId, 'uuid')}` : '',
  filters.bankId ? `ch.bank_id = ${p.add(filters.bankId, 'uuid')}` : '',
  filters.buildingId
    ? `coalesce(ct.building_id, u_ap.building_id, u_sh.building_id, u_pk.building_id) = ${p.add(filters.buildingId, 'uuid')}`
    : '',
  filters.beneficiary
    ? `strpos(lower(coalesce(ch.beneficiary_name, '')), lower(${p.add(filters.beneficiary, 'text')})) > 0`
    : '',
  filters.paperType && filters.paperType !== 'all'
    ? `cp.paper_type = ${p.add(paperTypeIds[filters.paperType], 'int')}`
    : '',
  filters.chequeStatus && filters.chequeStatus !== 'all'
    ? `ch.status = ${p.add(chequeStatusIds[filters.chequeStatus], 'int')}`
    : '',
  filters.contractLink === 'linked' ? 'ct.id is not null' : '',
  filters.contractLink === 'notLinked' ? 'ct.id is null' : '',
  filters.review === 'reviewed' ? 'ch.feedback' : '',
  filters.review === 'unreviewed' ? 'not ch.feedback' : '',
];

/** The link fields of a cheque row over `cheque_facts` (alias `f`). */
export const chequeLinkColumns = `f.id as "chequeId", f.code as "chequeCode",
  f.unit_id as "unitId", f.unit_entity as "unitEntity"`;
