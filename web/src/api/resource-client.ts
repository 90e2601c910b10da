import type {
  AnyRecord,
  AnyStoredRecord,
  RegisteredEntity,
  StoredRecord,
  ValuesOf,
} from '@aqar/domain/records';
import type { EntityKey } from '@aqar/domain/registry';
import { ApiError, type Envelope, http } from './http.ts';
import { withIdempotencyKey } from './idempotency.ts';

/**
 * A row as the API returns it for an entity known only at run time (the generic screens):
 * standard columns, the fields, and per reference `<field>Label` (and `<field>LatinLabel` when
 * the referenced entity has a Latin-script name).
 */
export type EntityRow = AnyStoredRecord;

/** True when `K` is one entity key, not the whole registry's union (a generic screen's). */
type KnownKey<K extends EntityKey> = [EntityKey] extends [K] ? false : true;

/** A row of entity `K`: typed by its definition when the key is known, any entity's otherwise. */
export type RowOf<K extends EntityKey> = KnownKey<K> extends true ? StoredRecord<K> : EntityRow;

/** What a create or update of entity `K` sends. */
export type InputOf<K extends EntityKey> = KnownKey<K> extends true ? ValuesOf<K> : AnyRecord;

export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  filters?: Record<string, string | number | boolean | undefined | null>;
}

export interface ListResult<Row = EntityRow> {
  rows: Row[];
  pages: number;
  count: number;
  /** False when the server estimated the count (too many matches to count cheaply). */
  countExact: boolean;
}

export interface TreeNode {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  /** Latin-script name, shown outside Arabic; null for entities without one. */
  ltnname?: string | null;
  number?: number;
  /** The entity of the node, in a chart of records grouped under a tree (materials under groups). */
  entity?: string;
  children: TreeNode[];
}

export interface NextChildInfo {
  nextChildCode: string;
  parentId: string | null;
  finalId: string | null;
}

export type PagerMove = 'one-by' | 'next-one' | 'previous-one' | 'first-one' | 'last-one';

export interface PagerScope {
  code?: string;
  chequeId?: string;
}

const cleanParams = (query: ListQuery) => {
  const params: Record<string, string | number | boolean> = { page: query.page, pageSize: query.pageSize };
  if (query.search?.trim()) params.search = query.search.trim();
  if (query.sort) {
    params.sort = query.sort;
    params.order = query.order ?? 'asc';
  }
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    if (value !== undefined && value !== null && value !== '') params[key] = value;
  }
  return params;
};

/**
 * One data-provider for every entity, keyed by its definition's `api` base. Its rows are typed by
 * the entity's definition when the caller names the entity (`registry.entries`), and are any
 * entity's rows when it is chosen at run time.
 */
export const resourceClient = <K extends EntityKey>(definition: RegisteredEntity<K>) => {
  type Row = RowOf<K>;
  const base = definition.api;
  return {
    async list(query: ListQuery, signal?: AbortSignal): Promise<ListResult<Row>> {
      const { data: body } = await http.get<Envelope<Row[]>>(base, { params: cleanParams(query), signal });
      const rows = body.data ?? [];
      return {
        rows,
        pages: body.pages ?? 1,
        count: body.count ?? rows.length,
        countExact: body.countExact !== false,
      };
    },
    async get(id: string, signal?: AbortSignal): Promise<Row> {
      return (await http.get<Envelope<Row>>(`${base}/${id}`, { signal })).data.data;
    },
    /** A new record; `path` when another route writes it with more (a cheque and its return's link). */
    async create(values: InputOf<K>, path: string = base): Promise<Row> {
      const response = await withIdempotencyKey(path, values, (headers) =>
        http.post<Envelope<Row>>(path, values, { headers }),
      );
      return response.data.data;
    },
    async update(id: string, values: InputOf<K>): Promise<Row> {
      return (await http.patch<Envelope<Row>>(`${base}/${id}`, values)).data.data;
    },
    async remove(id: string): Promise<void> {
      await http.delete(`${base}/${id}`);
    },
    async bulkDelete(ids: string[]): Promise<void> {
      const path = `${base}/bulk-delete`;
      await withIdempotencyKey(path, { ids }, (headers) => http.post(path, { ids }, { headers }));
    },
    async tree(signal?: AbortSignal): Promise<TreeNode[]> {
      return (await http.get<Envelope<TreeNode[]>>(`${base}/tree`, { signal })).data.data;
    },
    async nextChildInfo(parentId?: string): Promise<NextChildInfo> {
      const path = parentId ? `${base}/${parentId}/next-child-info` : `${base}/next-child-info`;
      return (await http.get<Envelope<NextChildInfo>>(path)).data.data;
    },
    /**
     * The record whose `code` is exactly `code`, or null. A unique code has its own route
     * (`GET {base}/code/:code`); other codes (stores) are searched and matched here.
     */
    async findByCode(code: string, signal?: AbortSignal): Promise<Row | null> {
      const field = definition.fields.code;
      if (!field) return null;
      if (field.unique) {
        try {
          const path = `${base}/code/${encodeURIComponent(code)}`;
          return (await http.get<Envelope<Row>>(path, { signal })).data.data ?? null;
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        }
      }
      const response = await http.get<Envelope<AnyStoredRecord[]>>(base, {
        params: { page: 0, pageSize: 100, code },
        signal,
      });
      const found = (response.data.data ?? []).find((row) => String(row.code) === code);
      return (found as Row | undefined) ?? null;
    },
    /** Record navigation by `number`; resolves null past either end (the API answers 404). */
    async navigate(
      move: PagerMove,
      options: { value?: string | number; column?: string } & PagerScope = {},
    ): Promise<{ number: number; id: string } | null> {
      try {
        const response = await http.post<Envelope<{ number: number; id: string }>>(`/pagination/${move}`, {
          entity: definition.key,
          ...options,
        });
        return response.data.data ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  };
};

export type ResourceClient<K extends EntityKey = EntityKey> = ReturnType<typeof resourceClient<K>>;
