/**
 * SQL that a stored column is read as, in place of its value, wherever records are read, listed,
 * filtered or sorted: a status that follows the calendar (a contract expires the day after its
 * end, a unit is free again then) is right whenever someone looks, with no job that must have run
 * first. Modules register theirs at start-up (module-hooks.ts); the value written stays the one
 * of the last save.
 */
type ReadExpression = (alias: string) => string;

const expressions = new Map<string, ReadExpression>();

const keyOf = (table: string, column: string) => `${table}.${column}`;

/** Reads column `column` of `table` as the SQL `expression` gives for a row alias. */
export const registerReadExpression = (table: string, column: string, expression: ReadExpression) => {
  expressions.set(keyOf(table, column), expression);
};

/** The SQL column `column` of `table` is read as on row alias `alias`, when one is registered. */
export const readExpression = (table: string, column: string, alias: string): string | undefined =>
  expressions.get(keyOf(table, column))?.(alias);
