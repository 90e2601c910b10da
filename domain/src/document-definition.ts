import type { EntryOrigin } from './entities/accounting/entry.ts';
import type { EntityDefinition, Issue } from './entity-definition.ts';
import type { DocumentValues } from './entity-values.ts';
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

/**
 * The screen of a document: the live totals footer under the form (pure, from the form's values,
 * at the stored precision while the currency is unknown) and the stored fields the footer repeats.
 */
export interface DocumentScreen<Values, Pattern> {
  totals(document: Values, pattern: Pattern, context: ScreenContext): TotalsItem[];
  /** Fields the form leaves out because the footer shows them live. */
  footerFields: readonly string[];
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
export interface DocumentBlock<Values, Pattern, Related = Record<never, never>, Item = Record<string, unknown>> {
  /** Entity key of the pattern. */
  pattern: string;
  /** The field holding the pattern's id; it cannot change once the document exists. */
  patternField: keyof Values & string;
  /** The business date: the entry's date and the one the period lock is checked on. */
  dateField: keyof Values & string;
  /** `createdFrom` of the generated entry; unique among documents. */
  origin: EntryOrigin;
  /** The generated entry's note when the document has none: `<entryLabel> <number>`. */
  entryLabel: string;
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
  /** A new document's values from its pattern (the form's defaults). */
  prefill(pattern: Pattern): Partial<Values>;
  stock?: StockBlock<Values, Pattern, Item>;
  screen: DocumentScreen<Values, Pattern>;
}

type Row = Record<string, unknown>;

/** A document block with its types erased, as the registry and the server hold it. */
export type AnyDocumentBlock = DocumentBlock<Row, Row, Row, Row>;

/** An entity definition that declares a document. */
export type DocumentDefinition = EntityDefinition & { document: AnyDocumentBlock };

export const isDocument = (definition: EntityDefinition): definition is DocumentDefinition =>
  definition.document !== undefined;

/**
 * Declares the document block of entity `D`, typed by its values (`DocumentValues<D>`), its
 * pattern's values `P`, the related records `R` it reads and the records `I` its stock rows name.
 */
export const withDocument = <
  const D extends EntityDefinition,
  P,
  R = Record<never, never>,
  I = Record<string, unknown>,
>(
  definition: D,
  document: DocumentBlock<DocumentValues<D>, P, R, I>,
): D & { document: DocumentBlock<DocumentValues<D>, P, R, I> } => ({ ...definition, document });
