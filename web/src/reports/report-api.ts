import { useQuery } from '@tanstack/react-query';
import { type Envelope, http } from '../api/http.ts';

/** One filter of a report, as `GET /reports` describes it (domain/src/reports/report-definition.ts). */
export type ReportFilter = { key: string; label: string } & (
  | { type: 'date'; required?: boolean }
  | { type: 'reference'; entity: string; required?: boolean; leafOnly?: boolean }
  | { type: 'boolean'; default: boolean }
  | { type: 'integer'; min: number; max: number; default?: number; required?: boolean }
  | { type: 'option'; values: string[]; default: string }
  | { type: 'options'; values: string[] }
  | { type: 'money' }
  | { type: 'text'; max: number }
);

export interface ReportColumn {
  key: string;
  type: 'text' | 'date' | 'money' | 'number';
  total?: boolean;
  hidden?: boolean;
  labelValues?: Record<string, string | number>;
  labelKey?: string;
  /** Money in the currency whose code this column holds; the base currency otherwise. */
  currencyColumn?: string;
  label: string;
}

export interface ReportInfo {
  key: string;
  /** The screen's address under /reports/ (spec section 8), for example `general-ledger-report`. */
  path: string;
  title: string;
  group: string;
  filters: ReportFilter[];
  ranges: [string, string][];
  columns: ReportColumn[];
}

export type ReportRow = Record<string, string | number | null>;

export interface ReportResult {
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: Record<string, string | null>;
  count: number;
  page: number;
  pageSize: number;
}

/** The report registry; cached for the session since it changes only with a release. */
export const reportRegistryQuery = {
  queryKey: ['reports'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await http.get<Envelope<ReportInfo[]>>('/reports', { signal })).data.data,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
};

export const useReportRegistry = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...reportRegistryQuery, enabled });

export const runReport = async (key: string, body: Record<string, unknown>): Promise<ReportResult> =>
  (await http.post<Envelope<ReportResult>>(`/reports/${key}`, body)).data.data;
