import type { Queryable } from '../../db/client.ts';

/** Entries per query: the journal streams out page by page, never whole in memory. */
const entriesPerPage = 2000;

/**
 * An entry's note for the journal: a generated narrative (domain/src/narratives.ts) by its number,
 * the origin before it naming its kind; a typed note as typed.
 */
const narrationOf = (note: string) =>
  `case when ${note} ~ '^\\{\\s*"narrative"\\s*:'
        then substring(${note} from '"(?:number|internalNumber)"\\s*:\\s*"([^"]*)"')
        else ${note} end`;

export interface LedgerExportOptions {
  from?: string | null;
  to?: string | null;
}

/** The base currency: the one whose rate is 1 (AED in the demo company). */
export const baseCurrencyCode = async (db: Queryable): Promise<string> => {
  const { rows } = await db.query<{ code: string }>(
    `select code from currencies where rate = 1 and code is not null order by number limit 1`,
  );
  return rows[0]?.code ?? 'AED';
};

/** A commodity symbol hledger and ledger read bare when it is letters only, quoted otherwise. */
const commodity = (code: string) => (/^[A-Za-z]+$/.test(code) ? code : `"${code.replace(/"/g, '')}"`);

/**
 * SQL that makes free text safe for a journal line: no newlines or tabs, none of the characters
 * that end an account name or start a comment, amount or assertion, and single spaces only
 * (two spaces end an account name).
 */
const journalText = (expression: string) =>
  `btrim(regexp_replace(regexp_replace(coalesce(${expression}, ''), '[:;@=*!|()\\[\\]\\t\\r\\n]', ' ', 'g'), '\\s+', ' ', 'g'))`;

/**
 * SQL for an account's name in the journal: `code name`. The code, unique among accounts, comes
 * first and holds no space, so two accounts never share a name and hledger never sums them. Codes
 * are digits; a code from before that rule (`X:9`) would lose characters to `journalText`, so it
 * is written with spaces as `_` and the account's number after a `~`, which no digit code has.
 */
const accountName = (alias: string) =>
  `case when ${alias}.code ~ '^[0-9]+$' then ${alias}.code
        else replace(${journalText(`${alias}.code`)}, ' ', '_') || '~' || ${alias}.number end
     || coalesce(nullif(' ' || ${journalText(`${alias}.name`)}, ' '), '')`;

/**
 * The journal in hledger's (and ledger's) plain-text format: one transaction per entry, dated,
 * with the entry number as its code, and one posting per line on `code name` accounts, in the
 * base currency, debits positive and credits negative. Every transaction balances exactly, as
 * the database guarantees, so hledger accepts it as it is.
 */
export async function* ledgerJournal(
  db: Queryable,
  options: LedgerExportOptions = {},
): AsyncGenerator<string> {
  const symbol = commodity(await baseCurrencyCode(db));
  yield `; Aqar journal, amounts in the base currency ${symbol}\n; accounts are "code name"; tags: cc = cost center code\n\n`;
  const to = options.to ?? null;
  // Day by day, and by entry number within a day, so that every page is an index range.
  const nextDay = async (after: string | null) =>
    (
      await db.query<{ day: string | null }>(
        `select min(date) as day from entries
          where ($1::date is null or date > $1::date) and ($2::date is null or date >= $2::date)
            and ($3::date is null or date <= $3::date)`,
        [after, options.from ?? null, to],
      )
    ).rows[0].day;
  let day = await nextDay(null);
  let afterNumber = 0;
  while (day) {
    const { rows } = await db.query<{ number: number; text: string }>(
      `with page as (
         select id, date, number, note, created_from from entries
          where date = $1::date and number > $2::bigint order by number limit $3)
       select p.number,
              to_char(p.date, 'YYYY-MM-DD') || ' (' || p.number || ') '
                || coalesce(nullif(${journalText(`concat_ws(' ', p.created_from, ${narrationOf('p.note')})`)}, ''), 'entry') || E'\\n'
                || string_agg('    ' || (${accountName('a')}) || '  ' || $4::text || ' '
                     || (l.debit_base - l.credit_base)::text
                     || case when c.code is not null then '  ; cc: ' || ${journalText('c.code')} else '' end,
                   E'\\n' order by l.position) || E'\\n\\n' as text
         from page p
         join entry_lines l on l.parent_id = p.id
         join accounts a on a.id = l.account_id
         left join cost_centers c on c.id = l.cost_center_id
        group by p.id, p.date, p.number, p.note, p.created_from
        order by p.number`,
      [day, afterNumber, entriesPerPage, symbol],
    );
    if (rows.length > 0) yield rows.map((row) => row.text).join('');
    if (rows.length === entriesPerPage) {
      afterNumber = rows[rows.length - 1].number;
    } else {
      day = await nextDay(day);
      afterNumber = 0;
    }
  }
}
