import type { EntityDefinition } from './entity-definition.ts';
import type { DocumentValues } from './entity-values.ts';
import type { EntityKey, registry } from './registry.ts';

/**
 * A record of an entity known only at run time: field names to values. The generic list, form
 * and resource client serve every entity from its definition, so they cannot know its fields'
 * types; this is the one loose record type, and code that knows its entity uses `RecordOf`.
 */
export type AnyRecord = Record<string, unknown>;

/** The definition filed under key `K`, with its literal field types. */
export type DefinitionOf<K extends EntityKey> = (typeof registry)[K];

/**
 * A definition of the registry seen through its shape, its key kept: what the generic screens
 * and the resource client take, so a key they pass on is one of the registry's.
 */
export type RegisteredEntity<K extends EntityKey = EntityKey> = EntityDefinition & { key: K };

/**
 * The columns every stored record has besides its fields (`standardColumns`). A type, not an
 * interface, so a typed record still reads as an `AnyRecord` where generic code takes one.
 */
export type StoredColumns = {
  id: string;
  number: number;
  /** An operation's, voucher's or entry's date where the reference names it so (`aliases`). */
  createdAt: string;
  updatedAt: string;
  /** The row's creation instant where `createdAt` is such a date. */
  recordedAt?: string;
};

type ReferenceNames<Fields> = {
  [F in keyof Fields & string]: Fields[F] extends { type: 'reference' } ? F : never;
}[keyof Fields & string];

type ReferencedIn<Fields> = {
  [F in keyof Fields]: Fields[F] extends { type: 'reference'; entity: infer E } ? E : never;
}[keyof Fields];

type GridFieldsOf<D extends EntityDefinition> = {
  [G in keyof NonNullable<D['grids']>]: NonNullable<D['grids']>[G]['fields'];
}[keyof NonNullable<D['grids']>];

/**
 * Every entity key a reference of the registry names, in a record's fields or its grids' rows,
 * read from the definitions' literal types. `ReferenceField.entity` is a plain string (the
 * registry is built from the definitions, so they cannot name its keys); the registry test has
 * the typecheck compare this with `EntityKey`.
 */
export type ReferencedKey = {
  [K in EntityKey]: ReferencedIn<DefinitionOf<K>['fields']> | ReferencedIn<GridFieldsOf<DefinitionOf<K>>>;
}[EntityKey];

/** What a read adds per reference: the named record's label, and its Latin-script one if it has one. */
export type ReferenceLabels<D extends EntityDefinition> = {
  [F in ReferenceNames<D['fields']> as `${F}Label` | `${F}LatinLabel`]?: string | null;
};

/**
 * A record of entity `K`: its field values and grids typed by the definition, the labels of its
 * references, and once stored its id and number. What the server's hooks see and the document's
 * pure functions receive.
 */
export type RecordOf<K extends EntityKey> = DocumentValues<DefinitionOf<K>> &
  ReferenceLabels<DefinitionOf<K>>;

/** A stored record of entity `K` as the API returns it (one of several when `K` is a union). */
export type StoredRecord<K extends EntityKey> = K extends EntityKey ? RecordOf<K> & StoredColumns : never;

/** A stored record of an entity known only at run time (see `AnyRecord`). */
export type AnyStoredRecord = StoredColumns & AnyRecord;

/**
 * The values a client sends to create or update a record of `K`: any of its fields and grids
 * (the server fills defaults and checks what is required).
 */
export type ValuesOf<K extends EntityKey> = Partial<DocumentValues<DefinitionOf<K>>>;
