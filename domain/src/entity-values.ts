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

/**
 * The field values of a record of entity `D` (without the standard columns and grids): required
 * fields are present, the others may be absent or null. Definitions keep literal types through
 * `defineEntity`, so this follows every change of a definition.
 */
export type EntityValues<D extends EntityDefinition> = Simplify<
  {
    [K in RequiredNames<D['fields']>]: FieldValue<D['fields'][K]>;
  } & {
    [K in Exclude<keyof D['fields'], RequiredNames<D['fields']>>]?: FieldValue<D['fields'][K]> | null;
  }
>;
