import type { lackReason } from '@aqar/domain/entities/maintenance/lack-reason';
import type { EntityValues } from '@aqar/domain/entity-values';

export type LackReasonSeed = EntityValues<typeof lackReason>;

/** Why a worker pauses a job; code 1 sends the order back to the supervisor. */
export const lackReasons: readonly LackReasonSeed[] = [
  { code: 1, reason: 'المستأجر غير موجود', ltnreason: 'The tenant does not exist', available: true },
  { code: 2, reason: 'نحتاج إلى مواد', ltnreason: 'We need materials', available: true },
];
