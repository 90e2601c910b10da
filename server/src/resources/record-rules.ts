import type { EntityDefinition, Issue } from '@aqar/domain/entity-definition';
import { recordSchema, requiredIssues } from '@aqar/domain/validation';
import { ApiError, issuesToFieldCodes, validationFailed } from '../http/errors.ts';
import type { Row } from './record.ts';

/** Each definition's schemas, built once: building one costs milliseconds, a batch parses hundreds. */
const schemas = new WeakMap<
  EntityDefinition,
  Partial<Record<'create' | 'update', ReturnType<typeof recordSchema>>>
>();

const schemaOf = (definition: EntityDefinition, mode: 'create' | 'update') => {
  const known = schemas.get(definition) ?? {};
  known[mode] ??= recordSchema(definition, mode);
  schemas.set(definition, known);
  return known[mode];
};

/** Validates a body with the definition's schema; failures carry per-field message keys. */
export const parseBody = (definition: EntityDefinition, body: unknown, mode: 'create' | 'update') => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object');
  }
  const result = schemaOf(definition, mode).safeParse(body);
  if (!result.success) throw validationFailed(issuesToFieldCodes(result.error.issues));
  return result.data as Row;
};

export const assertRules = (definition: EntityDefinition, record: Row) => {
  const issues: Issue[] = [...requiredIssues(definition, record), ...(definition.refine?.(record) ?? [])];
  if (issues.length > 0) throw validationFailed(issuesToFieldCodes(issues));
};
