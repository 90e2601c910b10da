import { columnName, type EntityDefinition, type FieldDefinition } from '@aqar/domain/entity-definition';
import { z } from 'zod';
import { hasControlCharacter } from '@aqar/domain/validation';
import { badRequest } from './errors.ts';
import { plainText } from './plain-text.ts';

export const maxPageSize = 1000;
export const defaultPageSize = 100;

/** Query-string of every list: page index from 0, page size, global search, sort and field filters. */
export const listQuerySchema = z.looseObject({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  search: plainText(200).optional(),
  sort: plainText(64).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export interface Filter {
  column: string;
  type: FieldDefinition['type'];
  value: string | number | boolean | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The field a client names, own properties only: `constructor` or `toString` must not find
 * Object.prototype's members.
 */
export const fieldNamed = (definition: EntityDefinition, name: string): FieldDefinition | undefined =>
  Object.hasOwn(definition.fields, name) ? definition.fields[name] : undefined;

/** Escapes LIKE wildcards so `%`, `_` and `\` are matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Reads field filters from the remaining query parameters; unknown names are refused. */
export const parseFilters = (definition: EntityDefinition, query: Record<string, unknown>): Filter[] => {
  const reserved = new Set(['page', 'pageSize', 'search', 'sort', 'order']);
  const filters: Filter[] = [];
  // A Map, not an object: a query key may be `__proto__`.
  const problems = new Map<string, string>();
  for (const [name, raw] of Object.entries(query)) {
    if (reserved.has(name) || raw === undefined || raw === '') continue;
    const field = fieldNamed(definition, name);
    if (!field || field.writeOnly) {
      problems.set(name, 'unknownField');
      continue;
    }
    const text = Array.isArray(raw) ? String(raw[0]) : String(raw);
    if (text === 'null') {
      filters.push({ column: columnName(name), type: field.type, value: null });
      continue;
    }
    switch (field.type) {
      case 'reference':
        if (!uuidPattern.test(text)) problems.set(name, 'invalidReference');
        else filters.push({ column: columnName(name), type: field.type, value: text });
        break;
      case 'integer':
      case 'option':
        if (!/^-?\d{1,9}$/.test(text)) problems.set(name, 'mustBeInteger');
        else filters.push({ column: columnName(name), type: field.type, value: Number(text) });
        break;
      case 'decimal':
      case 'money':
      case 'percent':
        if (!/^-?\d{1,16}(\.\d{1,8})?$/.test(text)) problems.set(name, 'mustBeNumber');
        else filters.push({ column: columnName(name), type: field.type, value: text });
        break;
      case 'boolean':
        if (text !== 'true' && text !== 'false') problems.set(name, 'invalidValue');
        else filters.push({ column: columnName(name), type: field.type, value: text === 'true' });
        break;
      case 'date':
        if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) problems.set(name, 'invalidDate');
        else filters.push({ column: columnName(name), type: field.type, value: text });
        break;
      default:
        if (text.length > 200) problems.set(name, 'tooLong');
        else if (hasControlCharacter(text)) problems.set(name, 'invalidCharacter');
        else filters.push({ column: columnName(name), type: field.type, value: text });
    }
  }
  if (problems.size > 0) throw badRequest('Invalid list filter', Object.fromEntries(problems));
  return filters;
};

/** Sortable: the standard columns and every stored field. */
export const sortColumn = (definition: EntityDefinition, sort: string | undefined): string => {
  if (!sort) return 'number';
  // The reference's other name of a field sorts by that field; `recordedAt` is then the instant.
  const aliases = definition.aliases ?? {};
  if (sort === 'recordedAt' && Object.hasOwn(aliases, 'createdAt')) return columnName('createdAt');
  if (Object.hasOwn(aliases, sort)) return columnName(aliases[sort]);
  if (sort === 'number' || sort === 'createdAt' || sort === 'updatedAt') return columnName(sort);
  const field = fieldNamed(definition, sort);
  if (!field || field.writeOnly || field.type === 'json')
    throw badRequest(`Cannot sort by ${sort}`, { sort: 'unknownField' });
  return columnName(sort);
};
