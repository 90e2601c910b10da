import type { ReportRow } from './report-api.ts';

export type KeyedRow = ReportRow & { __key: number; children?: KeyedRow[] };

/**
 * Rows nested under their parent (the row whose `key` column equals this row's `parent` column),
 * in the order they came. A row whose parent is not among them (another page, or above the chosen
 * account) is a root, so no row is lost.
 */
export const nestRows = (rows: ReportRow[], tree: { key: string; parent: string }): KeyedRow[] => {
  const keyed: KeyedRow[] = rows.map((row, index) => ({ ...row, __key: index }));
  const byKey = new Map<unknown, KeyedRow>();
  for (const row of keyed) if (row[tree.key] !== null) byKey.set(row[tree.key], row);
  const roots: KeyedRow[] = [];
  for (const row of keyed) {
    const parent = row[tree.parent] === null ? undefined : byKey.get(row[tree.parent]);
    if (parent && parent !== row) {
      parent.children ??= [];
      parent.children.push(row);
    } else roots.push(row);
  }
  return roots;
};
