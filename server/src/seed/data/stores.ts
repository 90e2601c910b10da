import type { EntityValues } from '@aqar/domain/entity-values';
import type { store } from '@aqar/domain/entities/stores/store';

export type StoreSeed = Omit<EntityValues<typeof store>, 'parentId' | 'finalId'> & { parentCode?: string };

/** The default warehouse (domain-reference section 10). */
export const stores: readonly StoreSeed[] = [{ code: '1', type: 0, name: 'مستودع 1', ltnname: 'store 1' }];
