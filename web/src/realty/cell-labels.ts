import type { TFunction } from 'i18next';

type Values = Record<string, string | number>;

/** `{{name}}` of a pattern filled from `values`, as i18next would, without its per-call cost. */
export const fill = (pattern: string, values: Values) =>
  pattern.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );

const keys = {
  place: ['cellPlace', ['floor', 'column']],
  position: ['cellPosition', ['position']],
  empty: ['cellEmpty', ['number', 'place']],
  painted: ['cellPainted', ['number', 'place', 'template']],
  templateRow: ['templateRow', ['row']],
  templateNamed: ['templateNamed', ['row', 'description']],
  rename: ['rename', ['number']],
  remove: ['remove', ['number']],
} as const;

export type CellLabels = { [name in keyof typeof keys]: (values: Values) => string };

/**
 * The labels of a grid's cells, translated once per grid and language: a 400-cell grid would
 * otherwise make some 1,500 translation calls each time it renders (~50 µs each here).
 */
export const cellLabels = (t: TFunction): CellLabels => {
  const labels = {} as Record<string, (values: Values) => string>;
  for (const [name, [key, placeholders]] of Object.entries(keys)) {
    // Each placeholder stands for itself, so that the translation keeps it to be filled later.
    const pattern = t(`buildingTools.${key}`, Object.fromEntries(placeholders.map((p) => [p, `{{${p}}}`])));
    labels[name] = (values) => fill(pattern, values);
  }
  return labels as CellLabels;
};
