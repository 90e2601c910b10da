import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { ApiError, conflict, validationFailed } from '../http/errors.ts';
import { leafOnlyConstraint } from './leaf-references.ts';
import { fieldOfColumn } from './record-sql.ts';

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
