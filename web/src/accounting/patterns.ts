import type { AnyRecord } from '@aqar/domain/records';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../api/http.ts';
import { localName } from '../ui/labels.ts';
import { type PatternKind, patternKinds } from './pattern-kinds.ts';

/** A pattern as the API returns it: code, names and the kind's own flags and defaults (its kind is chosen at run time). */
export type Pattern = {
  id: string;
  code: number;
  name: string;
  ltnname?: string | null;
} & AnyRecord;

/** Every pattern of a kind, in code order: a company has a handful. */
const patternListParams = { page: 0, pageSize: 100, sort: 'code', order: 'asc' } as const;

export const fetchPatterns = async (kind: PatternKind, signal?: AbortSignal): Promise<Pattern[]> => {
  const { data: body } = await http.get<Envelope<Pattern[]>>(patternKinds[kind].api, {
    params: patternListParams,
    signal,
  });
  return body.data ?? [];
};

/** The label of a pattern: its Arabic name in Arabic, its Latin name otherwise. */
export const patternLabel = (pattern: Pattern, language: string) =>
  localName(pattern.name, pattern.ltnname, language);

export const patternKindList = Object.keys(patternKinds) as PatternKind[];

/** The query of one kind's patterns, shared by the menu, the document screens and the start-up prefetch. */
export const patternsQuery = (kind: PatternKind) => ({
  queryKey: ['patterns', kind],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchPatterns(kind, signal),
  staleTime: 60_000,
});

const byKind = (results: Array<{ data?: Pattern[] }>) =>
  Object.fromEntries(patternKindList.map((kind, index) => [kind, results[index].data ?? []])) as Record<
    PatternKind,
    Pattern[]
  >;

/**
 * The four pattern lists, loaded in parallel (spec section 7); the same object until one of them
 * changes, so that what is built from them (the menu) is not built again on every render.
 */
export const usePatternLists = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQueries({
    queries: patternKindList.map((kind) => ({ ...patternsQuery(kind), enabled })),
    combine: byKind,
  });

/** One kind's patterns and the one whose code is `code`. */
export const usePattern = (kind: PatternKind, code: string | undefined) => {
  const { i18n } = useTranslation();
  const query = useQuery(patternsQuery(kind));
  const patterns = query.data ?? [];
  const pattern = code ? patterns.find((p) => String(p.code) === code) : undefined;
  return {
    patterns,
    pattern,
    loading: query.isLoading,
    label: pattern ? patternLabel(pattern, i18n.language) : undefined,
  };
};
