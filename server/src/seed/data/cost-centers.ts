import type { costCenter } from '@aqar/domain/entities/accounting/cost-center';
import type { EntityValues } from '@aqar/domain/entity-values';

export type CostCenterSeed = Omit<EntityValues<typeof costCenter>, 'parentId'> & { parentCode?: string };

/**
 * The company's own departments; each child code is its parent's code followed by two digits.
 * Buildings add their own top-level cost centers, and their units child ones, as they are created.
 */
export const costCenters: readonly CostCenterSeed[] = [
  { code: '1', name: 'الإدارة العامة', ltnname: 'General administration' },
  { code: '101', name: 'الإدارة المالية', ltnname: 'Finance', parentCode: '1' },
  { code: '102', name: 'الموارد البشرية', ltnname: 'Human resources', parentCode: '1' },
  { code: '2', name: 'المبيعات والتأجير', ltnname: 'Sales and leasing' },
  { code: '201', name: 'التأجير', ltnname: 'Leasing', parentCode: '2' },
  { code: '202', name: 'المبيعات', ltnname: 'Sales', parentCode: '2' },
  { code: '3', name: 'الصيانة', ltnname: 'Maintenance' },
  { code: '301', name: 'الصيانة الدورية', ltnname: 'Planned maintenance', parentCode: '3' },
  { code: '302', name: 'الصيانة الطارئة', ltnname: 'Emergency maintenance', parentCode: '3' },
];
