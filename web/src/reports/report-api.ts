import type {
  AnyReportFilters,
  ReportColumn,
  ReportFilterField,
} from '@aqar/domain/reports/report-definition';
import type { ReportPaging } from '@aqar/domain/reports/report-filters';
import { useQuery } from '@tanstack/react-query';
import { type Envelope, http } from '../api/http.ts';

/** One filter of a report, as `GET /reports` describes it: the domain's field, keyed and labelled. */
export type ReportFilter = { key: string; label: string } & ReportFilterField;

export type { ReportColumn };

export interface ReportInfo {
  key: string;
  /** The screen's address under /reports/ (spec section 8), for example `general-ledger-report`. */
  path: string;
  title: string;
  group: string;
  /** Sub-menu inside the group, if any. */
  menu?: string;
  /** More menu places. */
  alsoIn?: { group: string; menu?: string; order?: number }[];
  /** More addresses under /reports/ leading here. */
  aliases?: string[];
  filters: ReportFilter[];
  ranges: [string, string][];
  columns: ReportColumn[];
  /** Rows nested by these columns (the trial balance's account tree). */
  tree?: { key: string; parent: string };
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

export const runReport = async (
  key: string,
  body: AnyReportFilters & Partial<ReportPaging>,
): Promise<ReportResult> => (await http.post<Envelope<ReportResult>>(`/reports/${key}`, body)).data.data;
