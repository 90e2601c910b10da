import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { type MessageKey, messageText } from '@aqar/domain/messages';
import { ApiError, conflict, validationFailed } from '../http/errors.ts';
import { leafOnlyConstraint } from './leaf-references.ts';
import { fieldOfColumn } from './record-sql.ts';

/**
 * Constraints of hand-written migrations that speak for a field: the constraint's name, the field
 * and the message. An exclusion (two records may not overlap) is a conflict with the other record.
 */
const namedConstraints: Record<string, { field: string; message: MessageKey }> = {
  reservation_properties_no_overlap: { field: 'property_id', message: 'unitAlreadyReserved' },
  reservation_properties_end_after_start: { field: 'endBookDate', message: 'rangeReversed' },
  contracts_unit_free: { field: 'apartmentId', message: 'unitNotFree' },
  user_work_times_no_overlap: { field: 'workTimeStart', message: 'workTimeOverlap' },
  user_work_times_end_after_start: { field: 'workTimeEnd', message: 'endBeforeStart' },
};

/** Database errors a client can cause, turned into field errors instead of a 500. */
export const translateDatabaseError = (definition: EntityDefinition, error: unknown): never => {
  const e = error as {
    code?: string;
    detail?: string;
    table?: string;
    message?: string;
    constraint?: string;
  };
  // A key of several columns (a unit number within its building) names its last, the field the
  // user typed.
  const column = /Key \(([a-z0-9_, ]+)\)/
    .exec(e.detail ?? e.message ?? '')?.[1]
    .split(', ')
    .at(-1);
  // A statement batch may fail in a grid's table: name that grid's field.
  const fields =
    Object.values(definition.grids ?? {}).find((grid) => grid.table === e.table)?.fields ?? definition.fields;
  const field = fieldOfColumn(fields, column) ?? column ?? '_';
  const named = e.constraint ? namedConstraints[e.constraint] : undefined;
  if (named && e.code === '23P01')
    throw conflict(messageText(named.message), { [named.field]: named.message });
  if (named && e.code === '23514') throw validationFailed({ [named.field]: named.message });
  if (e.code === '23P01') throw conflict('This overlaps another record', { [field]: 'notUnique' });
  if (e.code === '23505')
    throw conflict('This value is already used by another record', { [field]: 'notUnique' });
  if (e.code === '23503') throw validationFailed({ [field]: 'referenceNotFound' });
  if (e.code === '22003') throw validationFailed({ [field]: 'tooLarge' });
  if (e.code === '23514' && e.constraint === leafOnlyConstraint) {
    const paths = (e.detail ?? '').split(',');
    throw validationFailed(Object.fromEntries(paths.map((path) => [path, 'accountNotLeaf'])));
  }
  // A state rule a trigger keeps (a cheque collected twice, partials above its amount): the
  // record conflicts with others, whatever this request sent.
  if (e.code === 'AQ409' && e.message) throw conflict(e.message);
  // The ledger's own rules (balance, leaf accounts, period lock) speak for themselves.
  if (e.code === '23514' && e.message) throw new ApiError(422, e.message);
  throw error;
};
