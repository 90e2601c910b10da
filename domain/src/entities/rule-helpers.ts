import Decimal from 'decimal.js';
import type { Issue } from '../entity-definition.ts';
import type { AnyRecord } from '../records.ts';

/**
 * Small pure helpers for the `refine` rules of definitions. Rules may see either parsed values
 * or raw form values, so every helper accepts both and treats anything unreadable as absent:
 * the field's own validation reports it.
 */

export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The rows of a grid; a missing grid counts as no rows. */
export const rowsOf = (record: AnyRecord, grid: string): AnyRecord[] => {
  const rows = record[grid];
  if (!Array.isArray(rows)) return [];
  return rows.map((row) => (row && typeof row === 'object' ? (row as AnyRecord) : {}));
};

/** The exact decimal of a number or decimal string, or null. */
export const decimalOf = (value: unknown): Decimal | null => {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
};

/** One `duplicateRow` issue for every row repeating an earlier row's value of `field`. */
export const duplicateRowIssues = (rows: AnyRecord[], grid: string, field: string): Issue[] => {
  const seen = new Set<unknown>();
  const issues: Issue[] = [];
  rows.forEach((row, index) => {
    const value = row[field];
    if (isBlank(value)) return;
    if (seen.has(value)) issues.push({ path: `${grid}.${index}.${field}`, message: 'duplicateRow' });
    seen.add(value);
  });
  return issues;
};

/** A record whose parent is itself (only detectable once the record has an id). */
export const parentIsSelfIssues = (record: AnyRecord, parentField: string): Issue[] =>
  !isBlank(record.id) && record[parentField] === record.id
    ? [{ path: parentField, message: 'parentIsSelf' }]
    : [];
