import { columnName, type EntityDefinition } from '@aqar/domain/entity-definition';
import { buildingField } from '@aqar/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { AnyRecord as Row } from '@aqar/domain/records';
import { notPermitted } from './access.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The buildings the request's user is limited to; undefined when not limited. */
export const buildingsOf = (request: FastifyRequest): string[] | undefined =>
  request.access?.buildings ?? undefined;

/** SQL array literal of the user's buildings (ids read from the database, checked again here). */
export const buildingArraySql = (buildings: readonly string[]) =>
  `'{${buildings.filter((id) => uuidPattern.test(id)).join(',')}}'::uuid[]`;

/**
 * The condition on alias `m` that keeps a list to the user's buildings, for entities whose
 * records belong to a building (permissions.ts `buildingField`); undefined when nothing to keep.
 */
export const buildingWhere = (definition: EntityDefinition, request: FastifyRequest, alias = 'm') => {
  const buildings = buildingsOf(request);
  const field = buildingField(definition);
  if (!buildings || !field) return undefined;
  return `${alias}."${columnName(field)}" = any(${buildingArraySql(buildings)})`;
};

/** Refuses a record (read, or values about to be written) of a building the user is not given. */
export const assertInBuildings = (
  definition: EntityDefinition,
  request: FastifyRequest,
  record: Row | undefined,
) => {
  const buildings = buildingsOf(request);
  const field = buildingField(definition);
  if (!buildings || !field || !record || !(field in record)) return;
  const value = record[field];
  // A record of no building (a land, a unit not yet placed) is not any building's.
  if (value === null || value === undefined) {
    if (definition.key === 'building') throw notPermitted();
    return;
  }
  if (!buildings.includes(String(value))) throw notPermitted();
};

/** Combines two optional SQL conditions. */
export const andWhere = (...conditions: (string | undefined)[]) => {
  const present = conditions.filter((condition): condition is string => !!condition);
  return present.length > 0 ? present.join(' and ') : undefined;
};
