import Decimal from 'decimal.js';
import { z } from 'zod';
import type { MessageKey } from '../messages.ts';
import { hasControlCharacter, isRealDate } from '../validation.ts';
import type {
  ReportDefinition,
  ReportFilterField,
  ReportFilterFields,
  ReportFilterValues,
} from './report-definition.ts';

/** Filters most ledger reports share. */
export const dateFilter = { type: 'date' } as const;
/**
 * The period of statements and ledgers: the screen opens on this year up to today (the API still
 * reads a missing date as "no limit").
 */
export const periodFilters = {
  from: { type: 'date', initial: 'yearStart' },
  to: { type: 'date', initial: 'today' },
} as const;
export const accountFilter = { type: 'reference', entity: 'account' } as const;
export const costCenterFilter = { type: 'reference', entity: 'cost_center' } as const;
export const currencyFilter = { type: 'reference', entity: 'currency' } as const;
/** Account tree depth rows are rolled up to: 1 is the roots, 8 is deep enough for any chart. */
export const levelFilter = (fallback: number) =>
  ({ type: 'integer', min: 1, max: 8, default: fallback }) as const;

/** A ledger line's document (the one that generated its entry, else the entry): its number opens it. */
export const documentLink = {
  entity: 'entries',
  entityField: 'documentEntity',
  id: 'documentId',
  code: 'documentCode',
} as const;

export const maxReportPageSize = 100_000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const amountPattern = /^\d{1,16}(\.\d{1,4})?$/;

const issue = (message: MessageKey) => ({ code: 'custom' as const, message });

/** Any key the report does not name fails with `unknownField` at that key's path. */
const unknownField = z.unknown().superRefine((_value, ctx) => ctx.addIssue(issue('unknownField')));

/** Blank form values mean "no filter". */
const blankToNull = (value: unknown) =>
  value === undefined || value === '' || (typeof value === 'string' && value.trim() === '') ? null : value;

const optional = (schema: z.ZodType, required: boolean | undefined) =>
  z.preprocess(blankToNull, schema.nullable()).superRefine((value, ctx) => {
    if (required && value === null) ctx.addIssue(issue('required'));
  });

const integerSchema = (field: Extract<ReportFilterField, { type: 'integer' }>) =>
  z.union([z.number(), z.string()], { message: 'mustBeInteger' }).transform((raw, ctx) => {
    const value = typeof raw === 'number' ? raw : /^-?\d{1,9}$/.test(raw.trim()) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(value)) {
      ctx.addIssue(issue('mustBeInteger'));
      return z.NEVER;
    }
    if (value < field.min) {
      ctx.addIssue(issue('tooSmall'));
      return z.NEVER;
    }
    if (value > field.max) {
      ctx.addIssue(issue('tooLarge'));
      return z.NEVER;
    }
    return value;
  });

const amountSchema = z.union([z.number(), z.string()], { message: 'mustBeNumber' }).transform((raw, ctx) => {
  const text =
    typeof raw === 'number' ? (Number.isFinite(raw) ? new Decimal(raw).toFixed() : '') : raw.trim();
  if (text.startsWith('-')) {
    ctx.addIssue(issue('mustBeNonNegative'));
    return z.NEVER;
  }
  if (!amountPattern.test(text)) {
    ctx.addIssue(issue(/^\d+\.\d{5,}$/.test(text) ? 'tooManyDecimals' : 'mustBeNumber'));
    return z.NEVER;
  }
  return new Decimal(text).toFixed();
});

const filterSchema = (field: ReportFilterField): z.ZodType => {
  switch (field.type) {
    case 'date':
      return optional(
        z.string({ message: 'invalidDate' }).refine(isRealDate, { message: 'invalidDate' }),
        field.required,
      );
    case 'reference':
      return optional(
        z.string({ message: 'invalidReference' }).regex(uuidPattern, { message: 'invalidReference' }),
        field.required,
      );
    case 'boolean':
      return z.preprocess((v) => blankToNull(v) ?? field.default, z.boolean({ message: 'invalidValue' }));
    case 'integer': {
      const schema = integerSchema(field);
      if (field.default !== undefined) {
        const fallback = field.default;
        return z.preprocess((v) => blankToNull(v) ?? fallback, schema);
      }
      return optional(schema, field.required);
    }
    case 'option':
      return z.preprocess(
        (v) => blankToNull(v) ?? field.default,
        z.string({ message: 'invalidOption' }).refine((v) => field.values.includes(v), {
          message: 'invalidOption',
        }),
      );
    case 'options':
      return z.preprocess(
        (v) => blankToNull(v) ?? [],
        z
          .array(
            z.string({ message: 'invalidOption' }).refine((v) => field.values.includes(v), {
              message: 'invalidOption',
            }),
            { message: 'invalidOption' },
          )
          .max(field.values.length, { message: 'tooManyRows' }),
      );
    case 'money':
      return optional(amountSchema, false);
    case 'text':
      return optional(
        z
          .string({ message: 'invalidValue' })
          .transform((v) => v.trim())
          .refine((v) => v.length <= field.max, { message: 'tooLong' })
          .refine((v) => !hasControlCharacter(v), { message: 'invalidCharacter' }),
        false,
      );
  }
};

/** Paging and sorting, accepted by every report beside its own filters. */
export interface ReportPaging {
  /** Page index from 0. */
  page: number;
  pageSize: number;
  /** A column key; the report's natural order otherwise. */
  sort: string | null;
  order: 'asc' | 'desc';
}

/** A value that passed its own field's checks; a failed one is reported there, not as a range. */
const comparable = (field: ReportFilterField, value: unknown) => {
  if (field.type === 'money') return typeof value === 'string' && amountPattern.test(value);
  if (field.type === 'integer') return Number.isInteger(value);
  if (field.type === 'date') return typeof value === 'string' && isRealDate(value);
  return false;
};

const compare = (field: ReportFilterField, low: unknown, high: unknown) => {
  if (field.type === 'money') return new Decimal(String(low)).comparedTo(String(high));
  if (field.type === 'integer') return Number(low) - Number(high);
  return String(low) < String(high) ? -1 : String(low) > String(high) ? 1 : 0;
};

/**
 * The body a report accepts: its filters (blank means "no filter"; defaults filled in), paging
 * and sorting. Unknown keys are refused each on its own path; a range whose end comes before
 * its start is refused on the end.
 */
export const reportFilterSchema = <F extends ReportFilterFields>(definition: ReportDefinition<F>) => {
  const shape: Record<string, z.ZodType> = Object.fromEntries(
    Object.entries(definition.filters).map(([name, field]) => [name, filterSchema(field)]),
  );
  shape.page = z.preprocess(
    (v) => blankToNull(v) ?? 0,
    z.number({ message: 'mustBeInteger' }).int({ message: 'mustBeInteger' }).min(0, { message: 'tooSmall' }),
  );
  shape.pageSize = z.preprocess(
    (v) => blankToNull(v) ?? maxReportPageSize,
    z
      .number({ message: 'mustBeInteger' })
      .int({ message: 'mustBeInteger' })
      .min(1, { message: 'tooSmall' })
      .max(maxReportPageSize, { message: 'tooLarge' }),
  );
  shape.sort = z.preprocess(
    blankToNull,
    z
      .string({ message: 'invalidOption' })
      // Whether it names one of the columns these filters show is checked with the columns.
      .regex(/^[a-zA-Z][a-zA-Z0-9]{0,40}$/, { message: 'invalidOption' })
      .nullable(),
  );
  shape.order = z.preprocess(
    (v) => blankToNull(v) ?? 'asc',
    z.enum(['asc', 'desc'], { message: 'invalidOption' }),
  );
  const object = z
    .object(shape, { message: 'invalidValue' })
    .catchall(unknownField)
    .superRefine((values, ctx) => {
      for (const [low, high] of definition.ranges ?? []) {
        const field = definition.filters[low];
        const from = values[low];
        const to = values[high];
        if (field && comparable(field, from) && comparable(field, to)) {
          if (compare(field, from, to) > 0) ctx.addIssue({ ...issue('rangeReversed'), path: [high] });
        }
      }
    });
  return z.preprocess((v) => v ?? {}, object) as unknown as z.ZodType<ReportFilterValues<F> & ReportPaging>;
};
