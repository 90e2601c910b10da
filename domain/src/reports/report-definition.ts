/**
 * The one description of a report: its key (also its URL), its filters, its columns and its
 * natural order. The filter schema (API validation and the browser form) and the column labels
 * are derived from it; the SQL that produces the rows lives with the server, keyed by the same
 * report key.
 */

/** Entities a report filter can point at (a picker in the browser, a uuid on the wire). */
export type ReportReferenceEntity =
  | 'account'
  | 'cost_center'
  | 'currency'
  | 'building'
  | 'user'
  | 'bank'
  | 'owner'
  | 'lessor'
  | 'owner_expenses_types'
  | 'category'
  | 'categoryProblem'
  | 'material'
  | 'materialGroup'
  | 'stores';

export type ReportFilterField =
  | {
      type: 'date';
      required?: boolean;
      /** The value the report screen starts with (the API keeps "no filter" when it is not sent). */
      initial?: 'yearStart' | 'today';
    }
  | { type: 'reference'; entity: ReportReferenceEntity; required?: boolean; leafOnly?: boolean }
  | { type: 'boolean'; default: boolean /** The value the report screen starts with. */; initial?: boolean }
  | { type: 'integer'; min: number; max: number; default?: number; required?: boolean }
  | { type: 'option'; values: readonly string[]; default: string }
  | { type: 'options'; values: readonly string[] }
  | { type: 'money' }
  | { type: 'text'; max: number };

export type ReportFilterFields = Record<string, ReportFilterField>;

/** The parsed value of one filter: what the server's query receives. */
export type ReportFilterValue<F extends ReportFilterField> = F extends { type: 'boolean' }
  ? boolean
  : F extends { type: 'option'; values: readonly (infer V)[] }
    ? V
    : F extends { type: 'options'; values: readonly (infer V)[] }
      ? V[]
      : F extends { type: 'integer'; default: number }
        ? number
        : F extends { type: 'integer'; required: true }
          ? number
          : F extends { type: 'integer' }
            ? number | null
            : F extends { required: true }
              ? string
              : string | null;

export type ReportFilterValues<F extends ReportFilterFields> = {
  [K in keyof F]: ReportFilterValue<F[K]>;
};

/**
 * The filters of a report chosen at run time (the one report screen, the server's runner): each
 * filter's value is one a filter can take. A report's own are `ReportFiltersOf<K>`.
 */
export type AnyReportFilters = ReportFilterValues<ReportFilterFields>;

/** One filter's value, of any report. */
export type AnyReportFilterValue = ReportFilterValue<ReportFilterField>;

export type ReportColumnType = 'text' | 'date' | 'money' | 'number';

/**
 * The record a report cell stands for, opened as a popup over the report: the entity (or the row
 * field naming it, for units of several kinds), and the row fields holding its id and, for
 * documents opened through a pattern, its pattern code. The fields travel with the rows unshown.
 */
export interface ReportLink {
  entity: string;
  /** Row field holding the entity key instead, when rows mix kinds (apartment, shop, …). */
  entityField?: string;
  id: string;
  code?: string;
}

export interface ReportColumnSpec {
  key: string;
  type: ReportColumnType;
  /**
   * How the value is worked out, where the reference leaves it to us: shown as the column's help
   * (in English here; the screen reads `help.<report>.<column>` in the reader's language).
   */
  help?: string;
  /** The record the cell opens. */
  opens?: ReportLink;
  /** The cell holds an id of this value list: the screen shows its label `values.<list>.<id>`. */
  values?: string;
  /** The totals row sums this column. */
  total?: boolean;
  /** Offered in the column chooser but not shown until chosen. */
  hidden?: boolean;
  /** Values for the label's placeholders (age buckets: `{{from}}`–`{{to}}` days). */
  labelValues?: Record<string, string | number>;
  /** Label key when several columns share one (age buckets); defaults to the column's own key. */
  labelKey?: string;
  /**
   * Money in the currency whose code the named column holds (document amounts); money is in the
   * base currency otherwise. The screen shows it with that currency's decimals.
   */
  currencyColumn?: string;
  /** A text column of entry origin codes, shown by their translated names. */
  display?: 'origin';
}

export interface ReportColumn extends ReportColumnSpec {
  /** i18n key in the `common` namespace: `reports.<report>.columns.<column>`. */
  label: string;
}

export interface ReportSort {
  column: string;
  order: 'asc' | 'desc';
}

/** A pair of filters where the first must not exceed the second (dates, numbers, amounts). */
export type ReportRange = readonly [string, string];

/** Menu groups reports sit in (spec section 2). */
export type ReportMenuGroup =
  | 'accountingReports'
  | 'realtyTransactions'
  | 'realityReports'
  | 'cards'
  | 'maintenance'
  | 'stores';

export interface ReportMenuPlace {
  group: ReportMenuGroup;
  menu?: string;
  /** Place among the group's entity items (their `menu.order`); after them otherwise. */
  order?: number;
}

export interface ReportDefinitionInput<F extends ReportFilterFields, K extends string = string> {
  /** URL segment and i18n key: `POST /api/v1/reports/<key>`, `reports.<key>.title`. */
  key: K;
  /**
   * The report screen's address under `/reports/` (spec section 8: `general-ledger-report`);
   * the key when the spec gives none. `/reports/<key>` leads there too.
   */
  path?: string;
  /** Menu group of the report screen. */
  group: ReportMenuGroup;
  /** Sub-menu inside the group (reference section 4: `contracts` = "Contracts reports ▸"). */
  menu?: string;
  /** More menu places of the same report (owner expenses also under Cards ▸ Owner expenses). */
  alsoIn?: readonly ReportMenuPlace[];
  /** More addresses under /reports/ that lead to the report (`disclosure` = the contract report). */
  aliases?: readonly string[];
  filters: F;
  /** Ranges checked on every run; the error is reported on the second filter. */
  ranges?: readonly ReportRange[];
  columns: readonly ReportColumnSpec[];
  /** Columns for particular filter values (age buckets, collective or detailed); `columns` otherwise. */
  columnsFor?: (filters: ReportFilterValues<F>) => readonly ReportColumnSpec[];
  /** The order the rows come in unless the caller sorts by a column. */
  defaultSort: readonly ReportSort[];
  /**
   * Rows that form a tree: the column whose value names a row, and the column naming its parent.
   * The screen nests them (collapsible); a row whose parent is not among the rows is a root.
   */
  tree?: { key: string; parent: string };
  /**
   * Its rows belong to no building (stock, materials, bills): a user limited to some buildings
   * runs it whole. A report of building data without a building filter is refused to them.
   */
  buildingFree?: true;
}

export interface ReportDefinition<
  F extends ReportFilterFields = ReportFilterFields,
  K extends string = string,
> extends Omit<ReportDefinitionInput<F, K>, 'columns' | 'columnsFor' | 'path'> {
  path: string;
  title: string;
  columns: readonly ReportColumn[];
  /*
   * A method, so a report read from the registry as any report's (`reports`, `reportByKey`)
   * keeps it: the server hands it the filters that report's own schema parsed.
   */
  columnsFor(filters: ReportFilterValues<F>): readonly ReportColumn[];
}

export const reportColumnLabel = (report: string, column: string) => `reports.${report}.columns.${column}`;

/** Fills the conventional label keys; every report file ends with `defineReport({...})`. */
export const defineReport = <const F extends ReportFilterFields, const K extends string>(
  input: ReportDefinitionInput<F, K>,
): ReportDefinition<F, K> => {
  const label = (spec: ReportColumnSpec): ReportColumn => ({
    ...spec,
    label: reportColumnLabel(input.key, spec.labelKey ?? spec.key),
  });
  const columns = input.columns.map(label);
  return {
    key: input.key,
    path: input.path ?? input.key,
    group: input.group,
    menu: input.menu,
    alsoIn: input.alsoIn,
    aliases: input.aliases,
    filters: input.filters,
    ranges: input.ranges,
    defaultSort: input.defaultSort,
    tree: input.tree,
    buildingFree: input.buildingFree,
    title: `reports.${input.key}.title`,
    columns,
    columnsFor: (filters) => (input.columnsFor ? input.columnsFor(filters).map(label) : columns),
  };
};
