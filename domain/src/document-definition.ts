import type { EntityDefinition, Issue } from './entity-definition.ts';
import type { DocumentValues } from './entity-values.ts';
import type { AnyRecord } from './records.ts';
import type { EntryLinePlan } from './ledger/entry-rules.ts';

/** A record another record points at, loaded by the server for a document's pure functions. */
export interface RelatedReference {
  /** The document's field holding the id. */
  field: string;
  /** Entity key of the record it names. */
  entity: string;
}

/** What `stamp` knows besides the document and its pattern. */
export interface StampContext<Values, Related> {
  /** The stored document before this write; absent on create. */
  before?: Values;
  /** The records named by the block's `related` references; absent when the field is empty. */
  related: Partial<Related>;
}

/** One quantity a document moves in or out of a store (in the material's first unit). */
export interface StockMove {
  storeId: string;
  materialId: string;
  date: string;
  /** Exact decimal string; positive into the store, negative out of it. */
  quantity: string;
  /**
   * What one first unit cost in the base currency, for moves that bring a cost (purchases); the
   * material's moving average cost is worked out from these (`calc/moving-average.ts`).
   */
  unitCost?: string | null;
  /** What one first unit was bought or sold for, in the base currency (the store reports' prices). */
  unitPrice?: string | null;
  /** The grid row it comes from (0-based); the move's place in the plan otherwise. */
  position?: number;
}

/**
 * Quantities a document posts to the stores, planned like its entry: the server loads the
 * records each row of `grid` names in `field` (of entity `entity`) and replaces the document's
 * store movements with the plan.
 */
export interface StockBlock<Values, Pattern, Item> {
  grid: string;
  field: string;
  entity: string;
  plan(document: Values, pattern: Pattern, items: ReadonlyMap<string, Item>): StockMove[];
}

/** The records of another entity a new document starts from (one grid row per record, say). */
export interface DocumentSeed {
  entity: string;
  filter?: Readonly<Record<string, string | number | boolean>>;
}

/** The pattern of a document made without one: the block's functions receive `{}`. */
export type NoPattern = Record<string, never>;

/** A figure of the document screen's totals footer; its label is `totals.<label>` (accounting). */
export interface TotalsItem {
  key: string;
  label: string;
  value: string;
}

/** What the screen's totals footer and printable know besides the document and its pattern. */
export interface ScreenContext {
  /** Decimals of the document's currency. */
  decimals: number;
}

/** How a pattern shapes one grid of its documents' form. */
export interface DocumentGridForm {
  hiddenColumns?: readonly string[];
  requiredColumns?: readonly string[];
  /** When `when` is chosen in a row, `field` starts at `value` unless it holds a non-zero value. */
  fills?: readonly { when: string; field: string; value: string | number }[];
}

/** How a pattern shapes its documents' form, beyond the definition. */
export interface DocumentForm {
  hiddenFields?: readonly string[];
  requiredFields?: readonly string[];
  grids?: Readonly<Record<string, DocumentGridForm>>;
}

/** A cell of a printable document, formatted by the screen in the reader's language. */
export type PrintCell =
  | { text: string | number | null | undefined }
  | { date: string | null | undefined }
  /** A number with `places` decimals (as entered when absent). */
  | { amount: string | number | null | undefined; places?: number }
  /** The label of the first of `fields` the record names, else `fallback`. */
  | { reference: AnyRecord; fields: readonly string[]; fallback?: string }
  /** A translated word: `print.<label>` (accounting). */
  | { label: string };

/**
 * A printable document (a receipt, a tax invoice): what is printed, in order. Labels are keys
 * under `print.` in the accounting namespace; the screen adds the currency's code to the total.
 */
export interface PrintableDocument {
  /** `printable--<kind>` and the test id `printable-<kind>`. */
  kind: string;
  title: string;
  meta: readonly { label: string; cell: PrintCell }[];
  /** Headings: `label` is translated, `heading` printed as it is (`#`). */
  columns: readonly { label?: string; heading?: string; numeric?: boolean }[];
  rows: readonly (readonly PrintCell[])[];
  /** A total row closing the table. */
  tableTotal?: { label: string; cell: PrintCell };
  /** Totals under the table; the `grand` one carries the currency's code. */
  totals?: readonly { label: string; cell: PrintCell; grand?: boolean }[];
  /** Paragraphs under the header, translated: `print.<label>` with the values interpolated. */
  paragraphs?: readonly { label: string; values?: Readonly<Record<string, string>> }[];
  /** The amount written out in words, in Arabic and English. */
  amount: string;
  note?: string | null;
  signatures: readonly string[];
}

/**
 * Values that follow a field the user changes in the form (a contract's building brings its
 * default accounts): when one of `when` changes, the screen loads the records `load` names (the
 * document's field holding the id → entity key) and sets the fields `values` returns. The
 * server applies the same rules in `stamp`, so a document saved without the screen gets them too.
 */
export interface DocumentFollow<Values, Pattern> {
  when: readonly string[];
  load?: Readonly<Record<string, RelatedReference>>;
  values(
    document: Partial<Values>,
    pattern: Pattern,
    loaded: Readonly<Record<string, Record<string, unknown> | undefined>>,
  ): Record<string, unknown>;
}

/**
 * The screen of a document, pure: the live totals footer under the form (from the form's values,
 * zeros while a figure is unreadable), the stored fields the footer repeats, what the pattern
 * changes in the form, the rules the form checks before saving, and the printable document.
 */
export interface DocumentScreen<Values, Pattern> {
  totals(document: Values, pattern: Pattern, context: ScreenContext): TotalsItem[];
  /** Fields the form leaves out because the footer shows them live. */
  footerFields: readonly string[];
  form(pattern: Pattern): DocumentForm;
  /** Rules the form checks before saving (the server checks them again). */
  validate?(document: Values, pattern: Pattern): Issue[];
  /**
   * Buttons of a saved document that ask the server for something (a contract's renewal):
   * `POST <api><path>` with `:id` the document's id, answered with the record it made, which the
   * form then shows. Labelled `commands.<key>` (accounting), confirmed by `commands.<key>Done`.
   */
  commands?: readonly { key: string; path: string; available(document: Values, pattern: Pattern): boolean }[];
  /**
   * Buttons of a saved document that open another entity's popup over it (a contract's
   * installment plan), by the entity's key, starting from `{ [field]: the document's id }`.
   * Labelled `popups.<key>` (accounting). `afterCreate` opens it as the next step once a new
   * document is saved (a contract paid in installments).
   */
  popups?: readonly {
    key: string;
    entity: string;
    field: string;
    afterCreate?(document: Values, pattern: Pattern): boolean;
  }[];
  /** Values the form sets when the user changes a field (defaults, dates that follow). */
  follows?: readonly DocumentFollow<Values, Pattern>[];
  printable(document: Values, pattern: Pattern, context: ScreenContext): PrintableDocument;
  /**
   * Other printables of a saved document (a contract's clearance letter): a button
   * `print.<key>` (accounting) in the form's tab `tab`, shown when `available`. Opening one sets
   * `marks.flag` and, when empty, `marks.date` to today on the document (printed, and when).
   */
  printables?: readonly DocumentPrintable<Values, Pattern>[];
}

/** A printable besides the document's own (`DocumentScreen.printables`). */
export interface DocumentPrintable<Values, Pattern> {
  key: string;
  tab?: string;
  available(document: Values, pattern: Pattern): boolean;
  printable(document: Values, pattern: Pattern, context: ScreenContext): PrintableDocument;
  marks?: { flag: string; date: string };
}

/**
 * The document block of an entity definition (architecture principle 7): a document is made
 * through a pattern, dated, numbered per pattern code, and owns the journal entry it posts. The
 * server derives one lifecycle from this block (pattern lock, period lock, stamp, post or
 * replace or remove the entry, numbering), the web app one screen, the menus, the routes and
 * the entries screen's links back to the document.
 *
 * Every function is pure. The methods are typed by the document's values and its pattern's
 * values; the server calls them with the stored records.
 */
export interface DocumentBlock<Values, Pattern, Related = Record<never, never>, Item = AnyRecord> {
  /**
   * Entity key of the pattern. Absent for a document made without one (owner expenses): its
   * functions then receive an empty pattern, it has no pattern code and one number sequence.
   */
  pattern?: string;
  /** The field holding the pattern's id (with `pattern`); it cannot change once the document exists. */
  patternField?: keyof Values & string;
  /** The business date: the entry's date and the one the period lock is checked on. */
  dateField: keyof Values & string;
  /**
   * `createdFrom` of the generated entry (domain-reference section 0, say VOUCHER or BILL),
   * unique among documents; the ledger's list of origins (`entryOrigins`) derives from these.
   */
  origin: string;
  /** The generated entry's note when the document has none: `<entryLabel> <number>`. */
  entryLabel: string;
  /** The entry's note when it is not the document's `note` (a cheque's narrative); null for the label. */
  entryNote?(document: Values): string | null | undefined;
  /**
   * `createdFromCode` of the entry when it is not the document's number scope (a cheque's
   * operations carry the code of the cheque's pattern). Without it: the `code` scope's value.
   */
  entryCode?(document: Values, related: Partial<Related>): number | null;
  /** Records the pure functions need besides the document and its pattern. */
  related?: { [K in keyof Related]: RelatedReference };
  /** Whether the document posts an entry (its own switch or its pattern's automatic one). */
  posts(document: Values, pattern: Pattern): boolean;
  /** Rules the document owes its pattern and its posting, on the document as it will be stored. */
  issues(document: Values, pattern: Pattern, context: { posts: boolean; related: Partial<Related> }): Issue[];
  /**
   * The values the server owns (totals, what follows from another field), computed on the
   * document as it will be stored and written with it. Fields it returns are the server's.
   */
  stamp(document: Values, pattern: Pattern, context: StampContext<Values, Related>): Partial<Values>;
  /** The lines of the document's entry; called only when `posts` says so. */
  plan(document: Values, pattern: Pattern, related: Partial<Related>): EntryLinePlan[];
  /**
   * Records a new document starts from: the screen loads the records of `entity` that match
   * `filter` (the list API's filters) and hands them to `prefill`.
   */
  seed?: DocumentSeed;
  /** A new document's values from its pattern and its `seed` records (the form's defaults). */
  prefill(pattern: Pattern, seed: readonly AnyRecord[]): Partial<Values>;
  stock?: StockBlock<Values, Pattern, Item>;
  /** Entries it posts besides its own, each under its own origin. */
  sideEntries?: readonly SideEntry<Values, Pattern, Related>[];
  screen: DocumentScreen<Values, Pattern>;
}

/** The entry a side entry plans: its date and lines (and a note of its own, if any). */
export interface SideEntryPlan {
  date: string;
  lines: EntryLinePlan[];
  note?: string | null;
}

/**
 * An entry a document posts besides its own, under an origin of its own (a contract's termination,
 * fines and other fees, domain-reference 5.8): planned after every write like the document's entry,
 * replaced in place, removed when the plan is null or empty and when the document is deleted. The
 * entries screen links it back to the document; the reports' origin filter lists its origin.
 */
export interface SideEntry<Values, Pattern, Related> {
  /** `createdFrom` of the entry, unique among all documents' origins. */
  origin: string;
  /** The entry's note when the plan gives none: `<entryLabel> <number>`. */
  entryLabel: string;
  plan(document: Values, pattern: Pattern, related: Partial<Related>): SideEntryPlan | null;
}

/** A document block with its types erased, as the registry, the server and the screen hold it. */
export type AnyDocumentBlock = DocumentBlock<AnyRecord, AnyRecord, AnyRecord, AnyRecord>;

/** An entity definition that declares a document. */
export type DocumentDefinition = EntityDefinition & { document: AnyDocumentBlock };

export const isDocument = <D extends EntityDefinition>(
  definition: D,
): definition is D & { document: AnyDocumentBlock } => definition.document !== undefined;

/** A document made through a pattern (vouchers, bills), as opposed to one without (owner expenses). */
export type PatternDocumentDefinition = DocumentDefinition & {
  document: AnyDocumentBlock & { pattern: string; patternField: string };
};

export const hasPattern = (definition: DocumentDefinition): definition is PatternDocumentDefinition =>
  definition.document.pattern !== undefined && definition.document.patternField !== undefined;

/**
 * Declares the document block of entity `D`, typed by its values (`DocumentValues<D>`), its
 * pattern's values `P`, the related records `R` it reads and the records `I` its stock rows name.
 */
export const withDocument = <const D extends EntityDefinition, P, R = Record<never, never>, I = AnyRecord>(
  definition: D,
  document: DocumentBlock<DocumentValues<D>, P, R, I>,
): D & { document: DocumentBlock<DocumentValues<D>, P, R, I> } => ({ ...definition, document });
