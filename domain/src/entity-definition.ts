import type { AnyDocumentBlock } from './document-definition.ts';
import type { MessageCode, MessageKey } from './messages.ts';
import type { AnyRecord } from './records.ts';

/**
 * The one description of an entity. The SQL table, the API validation, the list screen and the
 * record form are all derived from it; nothing else lists an entity's fields.
 *
 * Field names are camelCase on the wire and in code; the SQL column is the snake_case of the name.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'percent'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'option'
  | 'reference'
  | 'color'
  | 'json';

export interface OptionItem {
  value: number;
  /** i18n key under `options.` in the `common` namespace, for example `cardType.customer`. */
  label: string;
  /** Shown as a tag of this colour where the value appears (a unit's status). */
  color?: string;
}

interface FieldBase {
  type: FieldType;
  required?: boolean;
  /** Message key used when a required field is missing; defaults to `required`. */
  requiredMessage?: MessageKey;
  /** Value the form starts with and the database defaults to. */
  default?: string | number | boolean | null;
  /** Part of the case-insensitive global search of the list screen. */
  search?: boolean;
  /** Offered in the list filter bar. */
  filter?: boolean;
  /** Written by the server only; ignored when a client sends it. */
  readOnly?: boolean;
  /** Accepted on writes but never stored as such nor returned (for example a password). */
  writeOnly?: boolean;
  /** The form hides it (still part of the record). */
  hidden?: boolean;
  /** Form tab key, for entities whose form has a tab sidebar. */
  tab?: string;
  /** Unique among live rows of the table. */
  unique?: boolean;
  /**
   * Unique among the rows sharing this other field's value, kept by a database constraint (a
   * unit's number within its building).
   */
  uniqueWithin?: string;
}

export interface TextField extends FieldBase {
  type: 'text' | 'textarea' | 'email' | 'phone' | 'color';
  max?: number;
  min?: number;
  minMessage?: MessageKey;
  /**
   * The reference types it as a number (chart codes, card numbers): a JSON number (a whole number,
   * not negative) is accepted as well as text and kept as its digits.
   */
  numeric?: boolean;
  /** Digits only: the hierarchical numeric codes of the ledger's charts (domain-reference 1). */
  digits?: boolean;
  /** The value is an entry origin's code (a cheque's, say), shown by its translated name. */
  display?: 'origin';
}

export interface NumberField extends FieldBase {
  type: 'integer' | 'decimal' | 'money' | 'percent';
  min?: number;
  max?: number;
  /** Strictly greater than `min`. */
  exclusiveMin?: boolean;
  minMessage?: MessageKey;
  /** Decimal places kept (money defaults to 4 in storage, shown with the currency's decimals). */
  scale?: number;
}

/**
 * Decimal places kept when a numeric field sets no `scale`: the numeric columns' scale
 * (server/src/db/tables.ts), the most places validation accepts, so storage never rounds a value
 * silently, and the places of amounts the server computes (an entry's base amounts and totals).
 */
export const defaultScale = { money: 4, percent: 4, decimal: 6 } as const;

export interface BooleanField extends FieldBase {
  type: 'boolean';
}

export interface DateField extends FieldBase {
  type: 'date' | 'datetime';
  /** Form starts with today / now. */
  defaultToday?: boolean;
}

export interface OptionField extends FieldBase {
  type: 'option';
  /** Key of the list in `optionLists` (domain/src/options.ts). */
  options: string;
}

export interface ReferenceField extends FieldBase {
  type: 'reference';
  /** Entity key of the referenced entity. */
  entity: string;
  /** Only leaf records of a tree may be chosen (accounts in pickers). */
  leafOnly?: boolean;
  /** The picker offers a button that opens the referenced entity's form as a popup. */
  allowAdd?: boolean;
  /** Filter passed to the picker's list query, for example children of account 121. */
  pickerFilter?: Record<string, string | number | boolean>;
  /**
   * A reference to one of several entities, chosen by another field's option value: `entities`
   * maps each value of `field` to an entity key (a reservation's unit is an apartment, a parking
   * space, a shop, a land or a villa by its `propertyType`). The column then has no foreign key;
   * labels, the delete check and the picker follow the other field, and the picker waits for it.
   * `entity` names the first of them.
   */
  entityBy?: { field: string; entities: Readonly<Record<number, string>> };
  /**
   * The picker lists only records matching other fields of the form: list filter → the form field
   * whose value it takes (the units of the chosen building). A filter the picked entity does not
   * have is left out. The value is cleared when one of those fields changes.
   */
  pickerScope?: Readonly<Record<string, string>>;
  /** The picker lists `<api>/<pickerPath>` instead of the entity's list (`available` units). */
  pickerPath?: string;
  /**
   * The picker lists `<api>/<path>` of the referenced entity instead of its list, with query
   * parameters taken from the form's current values (parameter → field of the form): a
   * contract's unit picker lists the units free over the contract's dates.
   */
  pickerSource?: { path: string; params: Readonly<Record<string, string>> };
  /**
   * The record holding this reference is part of the one it names (a contract's installment
   * plan): deleting the named record does not count it as a use, because the hooks of the module
   * that owns it remove it (or refuse the delete) in the same transaction. The foreign key still
   * refuses a delete that would leave it behind.
   */
  partOf?: boolean;
}

/** The entity a reference names in a record: its `entityBy` choice, else its one entity. */
export const referencedEntity = (
  field: ReferenceField,
  record: Record<string, unknown>,
): string | undefined => {
  if (!field.entityBy) return field.entity;
  const choice = Number(record[field.entityBy.field]);
  return Number.isInteger(choice) ? field.entityBy.entities[choice] : undefined;
};

export interface JsonField extends FieldBase {
  type: 'json';
}

export type FieldDefinition =
  | TextField
  | NumberField
  | BooleanField
  | DateField
  | OptionField
  | ReferenceField
  | JsonField;

/** A sub-table edited as an editable grid inside the parent's form; replaced wholesale on save. */
export interface GridDefinition {
  /** SQL table of the rows; each row carries `parent_id` and `position`. */
  table: string;
  fields: Record<string, FieldDefinition>;
  min?: number;
  max?: number;
  minMessage?: MessageKey;
  tab?: string;
  /**
   * A history the form also draws as a line chart under the grid: `x` a date column, `y` a
   * number column, one line per value of `series` (a price's currency).
   */
  chart?: { x: string; y: string; series?: string };
}

/**
 * The reference's nested body of a create or update (domain-reference 2 "Payload", 9): the API
 * accepts it besides the flat record and unwraps it before validation (`payload.ts`). Every part
 * holds the entity's own fields; nothing here adds a field.
 */
export interface PayloadDefinition {
  /** Envelope key of the main part: the record's fields that no other part claims (`voucher`). */
  main: string;
  /**
   * Object parts holding the fields of these form tabs (a contract's `contractCommission`), with
   * keys the reference spells otherwise in that part (reference key → field).
   */
  parts?: Readonly<Record<string, { tabs: readonly string[]; rename?: Readonly<Record<string, string>> }>>;
  /**
   * Payload key → grid of the definition (`voucherGridData` → `rows`), with row keys the
   * reference spells otherwise (reference key → row field).
   */
  grids?: Readonly<Record<string, string | { grid: string; rename: Readonly<Record<string, string>> }>>;
  /** Top-level keys repeating a field of the main part (an account's `type` discriminator). */
  mirrors?: Readonly<Record<string, string>>;
  /** Parts of the reference this product does not keep: accepted only when empty. */
  absent?: readonly string[];
}

export interface TreeDefinition {
  /** Self-reference naming the parent. */
  parentField: string;
  /** Hierarchical code: first child = parent code + '01', next = last sibling + 1. */
  codeField: string;
  /** Field pointing at the final (closing) record, inherited from the parent. */
  finalField?: string;
}

export interface FormTab {
  key: string;
}

export interface Issue {
  path: string;
  message: MessageCode;
}

export interface EntityDefinition {
  /** Entity type key (spec section 3); pagination, popups and translations use it. */
  key: string;
  /** SQL table name. */
  table: string;
  /**
   * The entity's table name in the reference (domain-reference appendix A, snake case) where it
   * differs from `key`: record navigation takes either (`voucher_main_data` for `vouchers`).
   */
  referenceTable?: string;
  /** API base path under /api/v1, for example `/stores`. */
  api: string;
  /** Web list route; absent when the entity has no list screen of its own. */
  route?: string;
  /** Web tree chart route, for trees and for records grouped under a tree (`chartGroups`). */
  chartRoute?: string;
  /**
   * The chart of records that are no tree themselves, drawn under the tree that groups them:
   * materials under their material groups (domain-reference section 9, `/chart/materials`).
   */
  chartGroups?: { entity: string; field: string };
  fields: Record<string, FieldDefinition>;
  grids?: Record<string, GridDefinition>;
  /** List columns, in order; `number` and `createdAt` are standard columns every entity has. */
  listColumns: readonly string[];
  /**
   * The filters a long filter bar shows at first (the most used); the others stay folded until
   * the user opens them, which the screen remembers. Every filter shows when absent.
   */
  primaryFilters?: readonly string[];
  /** Field that labels a record in pickers and messages. */
  display: string;
  /** Form tabs, in order; fields and grids name their tab. */
  tabs?: readonly FormTab[];
  tree?: TreeDefinition;
  /**
   * Field whose value scopes the record number: documents are numbered per pattern code
   * (`numberScope: 'code'`), and record navigation then needs that code.
   */
  numberScope?: string;
  /**
   * Records keep pictures (images and PDF files, `pictures.ts`), stored by the API's pictures
   * module and shown by the record form; they are deleted with their record.
   */
  pictures?: boolean;
  /** Records cannot be deleted (bill patterns): DELETE answers 405. */
  undeletable?: boolean;
  /**
   * Its module writes its records together with what belongs to them (an installment plan with
   * its cheques and first batch, in the reference's payload): the generic API serves the reads
   * (list, record, navigation) and leaves create, update and delete to the module's routes.
   */
  moduleWrites?: boolean;
  /** The reference's nested create and update body, accepted besides the flat record. */
  payload?: PayloadDefinition;
  /**
   * Other names the reference gives a field (alias → field): accepted in a create or update,
   * flat or in the main part, and returned besides the field. An alias of a standard column
   * (an operation's `createdAt`, its date) takes that name in what the API returns; the row's
   * own creation instant is then `recordedAt`.
   */
  aliases?: Readonly<Record<string, string>>;
  /**
   * Links from each list row to another screen of the record (a building's tools screen); `:id`
   * in the path is the record's id. Labelled `entities.<key>.links.<link key>`. A link with
   * `afterCreate` is also where the form takes the user once a new record is saved.
   */
  rowLinks?: readonly { key: string; path: string; afterCreate?: boolean }[];
  /** Menu group and position (web app). */
  menu?: { group: string; order: number };
  /**
   * Cross-field rules beyond single fields, pure: return the issues found. They run in the
   * browser and on the server alike.
   */
  refine?: (record: AnyRecord) => Issue[];
  /**
   * A document that posts to the ledger (architecture principle 7): declared with
   * `withDocument` (document-definition.ts); its lifecycle, screen, menu and routes derive from it.
   */
  document?: AnyDocumentBlock;
}

/** Columns every entity table has besides its fields. */
export const standardColumns = ['id', 'number', 'createdAt', 'updatedAt'] as const;

/**
 * Declares an entity. The `const` type parameter keeps literal types (the key above all), so the
 * registry knows every entity key and the field types of every definition.
 */
export const defineEntity = <const T extends EntityDefinition>(definition: T): T => definition;

/**
 * The field holding a record's Latin-script name, shown instead of its Arabic `display` outside
 * Arabic. By the product's convention that is `ltnname` beside a `name` display (accounts, cost
 * centers, stores, banks, patterns, …); other entities have none.
 */
export const latinDisplayOf = (
  definition: Pick<EntityDefinition, 'display' | 'fields'>,
): string | undefined => (definition.display === 'name' && definition.fields.ltnname ? 'ltnname' : undefined);

/** camelCase field name → snake_case SQL column. */
export const columnName = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
