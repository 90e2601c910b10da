import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /**
   * Runs several statements with no parameters in one round trip (values inlined with `literal`),
   * answering with the rows of each.
   */
  exec(sql: string): Promise<Record<string, unknown>[][]>;
  /**
   * Inside a transaction: statements that run last, sent together with the commit in one round
   * trip, so that whatever they lock is held for no longer than the commit itself. `statements`
   * is called at commit time; its values must be inlined as literals (see `literal`), and
   * `receive` gets the rows of each. Absent on the database itself.
   */
  finishWith?(finish: Finish): void;
}

export interface Finish {
  /** Finishes run by ascending order (default 1), then in the order they were added. */
  order?: number;
  statements(): string[];
  receive(rows: Record<string, unknown>[][]): void;
}

/**
 * A value as an SQL literal, for statements that take no parameters (`exec`, a Finish), written
 * as node-postgres would send it as a parameter: objects as JSON, instants as ISO text.
 */
export const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'string') {
    // Inlined, a NUL would end the statement mid-way ("invalid message format"); refused as
    // PostgreSQL refuses it in a parameter, which the error handler answers with 400.
    if (value.includes('\u0000'))
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    return pg.escapeLiteral(value);
  }
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  return pg.escapeLiteral(JSON.stringify(value));
};

/** The finishes of one transaction, in the order they were added. */
const finishes = () => {
  const list: Finish[] = [];
  return {
    add: (finish: Finish) => {
      list.push(finish);
    },
    /** Runs every finish's statements in one batch (ending with `tail`), handing back their rows. */
    run: async (batch: (sql: string) => Promise<Record<string, unknown>[][]>, tail: string) => {
      const ordered = [...list].sort((a, b) => (a.order ?? 1) - (b.order ?? 1));
      const planned = ordered.map((finish) => ({ finish, statements: finish.statements() }));
      const sql = [...planned.flatMap((p) => p.statements), tail].filter(Boolean);
      if (sql.length === 0) return;
      const results = await batch(sql.join(';\n'));
      let at = 0;
      for (const { finish, statements } of planned) {
        finish.receive(results.slice(at, at + statements.length));
        at += statements.length;
      }
    },
  };
};

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PGlite only: its data directory as an uncompressed tarball, taken while the database keeps
   * serving. It is taken after a checkpoint and between transactions, and opens like a data
   * directory whose server stopped at that moment.
   */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… of a PostgreSQL server; unset means embedded PGlite. */
  url?: string;
  /** PGlite data folder; unset means in memory. */
  dataDir?: string;
  /** PGlite data directory dump to start from (tests clone one migrated database). */
  loadDataDir?: Blob | File;
  /** pg pool size. */
  poolSize?: number;
}

// Dates stay 'YYYY-MM-DD', numerics stay exact strings, instants become ISO strings, and 64-bit
// integers (record numbers, counts) become numbers: they stay far below 2^53.
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const NUMERIC = 1700;
const INT8 = 20;
const toIso = (value: string) => {
  // PostgreSQL writes '2026-11-22 03:20:01.5+00'; JavaScript wants a 'T' and a full '+00:00'.
  let text = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  if (!/(Z|[+-]\d\d:?\d\d)$/.test(text)) text += 'Z';
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

const openPglite = async (options: DatabaseOptions): Promise<Database> => {
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, btree_gist },
    parsers: {
      [DATE]: (v: string) => v,
      [TIMESTAMP]: (v: string) => toIso(v),
      [TIMESTAMPTZ]: (v: string) => toIso(v),
      [NUMERIC]: (v: string) => v,
      [INT8]: (v: string) => Number(v),
    },
  });
  const run = async <Row>(target: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) => {
    const result = await target.query<Row>(sql, params);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    exec: async (sql) => (await db.exec(sql)).map((r) => r.rows as Record<string, unknown>[]),
    transaction: (work) =>
      db.transaction(async (tx) => {
        const finish = finishes();
        const exec = async (sql: string) =>
          (await tx.exec(sql)).map((r) => r.rows as Record<string, unknown>[]);
        const result = await work({
          query: (sql, params) => run(tx, sql, params),
          exec,
          finishWith: finish.add,
        });
        // One connection, no one to wait for: PGlite's transaction commits after this.
        await finish.run(exec, '');
        return result;
      }),
    dumpDataDir: () =>
      // Inside a transaction of its own, so that no other is half done in the copy; the files are
      // read in one go while PGlite runs nothing else.
      db.transaction(async (tx) => {
        await tx.exec('checkpoint');
        return new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      }),
    close: () => db.close(),
  };
};

const openPg = async (options: DatabaseOptions): Promise<Database> => {
  const typeParsers = {
    getTypeParser: (oid: number, format?: string) => {
      if (oid === DATE) return (v: string) => v;
      if (oid === TIMESTAMP || oid === TIMESTAMPTZ) return (v: string) => toIso(v);
      if (oid === NUMERIC) return (v: string) => v;
      if (oid === INT8) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 20,
    types: typeParsers,
  });
  // A broken idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  // A connection in use that the server drops (a restart) emits 'error' too, and an 'error'
  // event nobody listens to ends the process. The failing query rejects with the same error, so
  // the request answers it; here the connection is only marked, to be thrown away on release.
  const broken = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    client.on('error', () => broken.add(client as pg.PoolClient));
  });
  const run = async <Row>(target: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => {
    const result = await target.query(sql, params as unknown[]);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };
  const runMany = async (target: pg.Pool | pg.PoolClient, sql: string) => {
    // Several statements in one simple query answer with one result each.
    const results = (await target.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(results) ? results : [results]).map((r) => r.rows as Record<string, unknown>[]);
  };
  await pool.query('select 1');
  return {
    kind: 'pg',
    query: (sql, params) => run(pool, sql, params),
    exec: (sql) => runMany(pool, sql),
    transaction: async (work) => {
      const client = await pool.connect();
      // BEGIN is sent with the first statement, in the same round trip when that one takes no
      // parameters: every round trip costs both processes a wake-up on this kind of machine.
      let begun = false;
      const begin = async () => {
        if (begun) return;
        begun = true;
        await client.query('begin');
      };
      const exec = async (sql: string) => {
        if (begun) return runMany(client, sql);
        begun = true;
        return (await runMany(client, `begin;\n${sql}`)).slice(1);
      };
      let rollbackFailed = false;
      try {
        const finish = finishes();
        const result = await work({
          query: async (sql, params) => {
            await begin();
            return run(client, sql, params);
          },
          exec,
          finishWith: finish.add,
        });
        let finished = false;
        await finish.run(async (sql) => {
          const results = await exec(sql);
          finished = true;
          return results;
        }, 'commit');
        if (!finished && begun) await client.query('commit');
        return result;
      } catch (error) {
        if (begun) {
          await client.query('rollback').catch(() => {
            rollbackFailed = true;
          });
        }
        throw error;
      } finally {
        // A connection that failed (or could not even roll back) is closed instead of reused.
        client.release(broken.has(client) || rollbackFailed);
      }
    },
    close: () => pool.end(),
  };
};

export const openDatabase = (options: DatabaseOptions = {}): Promise<Database> =>
  options.url ? openPg(options) : openPglite(options);
