import type { EntityDefinition, FieldDefinition } from './entity-definition.ts';

/**
 * The TypeScript type of a field's value on the wire: integers and option ids are numbers,
 * decimals (money, percent) are exact decimal strings, dates are `YYYY-MM-DD` strings, references
 * are UUID strings.
 */
export type FieldValue<F extends FieldDefinition> = F['type'] extends 'integer' | 'option'
  ? number
  : F['type'] extends 'boolean'
    ? boolean
    : F['type'] extends 'json'
      ? unknown
      : string;

type RequiredNames<Fields> = {
  [K in keyof Fields]: Fields[K] extends { required: true } ? K : never;
}[keyof Fields];

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The values of a set of fields: required ones present, the others absent or null. */
export type FieldsValues<Fields extends Record<string, FieldDefinition>> = Simplify<
  {
    [K in RequiredNames<Fields>]: FieldValue<Fields[K]>;
  } & {
    [K in Exclude<keyof Fields, RequiredNames<Fields>>]?: FieldValue<Fields[K]> | null;
  }
>;

/**
 * The field values of a record of entity `D` (without the standard columns and grids): required
 * fields are present, the others may be absent or null. Definitions keep literal types through
 * `defineEntity`, so this follows every change of a definition.
 */
export type EntityValues<D extends EntityDefinition> = FieldsValues<D['fields']>;

type Grids<D extends EntityDefinition> = NonNullable<D['grids']>;

/**
 * A record of entity `D` with its grids (each a list of rows of the grid's field values) and,
 * once stored, its id and number: what a document's pure functions receive.
 */
export type DocumentValues<D extends EntityDefinition> = Simplify<
  EntityValues<D> & { [G in keyof Grids<D>]: FieldsValues<Grids<D>[G]['fields']>[] } & {
    id?: string;
    number?: number | null;
  }
>;
