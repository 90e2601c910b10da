/**
 * Whether an error means the database cannot be reached right now (a PostgreSQL server that is
 * stopping, restarting or away), rather than anything about the request: the API answers 503 to
 * those, and the same request succeeds once the server is back. Timeouts (databaseTimeoutOf)
 * count too.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // 08: connection exception; 57P01–57P03: shutting down, crashed, starting up; 53300: no
    // connection slot left.
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (networkCodes.has(code)) return true;
  }
  if (typeof message === 'string' && driverMessages.some((text) => message.includes(text))) return true;
  // A server too busy or stuck to answer in time is, for the request, away as well.
  if (databaseTimeoutOf(error)) return true;
  // Node reports a refused connection to a name with several addresses as one AggregateError.
  const { errors } = error as { errors?: unknown };
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
};

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres raises these without a code when the connection drops or cannot be made.
const driverMessages = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

export const databaseUnavailableMessage =
  'The database is not reachable right now. Please try again in a moment.';

/**
 * What kept a request from the database for too long, if anything: no connection came in time
 * (the pool stayed full, or the server did not answer a new connection), or a statement ran past
 * the statement timeout (cancelled by the server, or never answered). Both answer 503: the cause
 * is a server that is busy or stuck, not the request, and the same request may succeed in a
 * moment; the transaction was rolled back either way.
 */
export const databaseTimeoutOf = (error: unknown): 'connect' | 'statement' | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  // 57014: query_canceled, what statement_timeout raises.
  if (code === '57014' || message === 'Query read timeout') return 'statement';
  if (
    typeof message === 'string' &&
    (message.includes('timeout exceeded when trying to connect') ||
      message.includes('Connection terminated due to connection timeout'))
  )
    return 'connect';
  return undefined;
};

export const databaseTimeoutMessages = {
  connect: 'The database is busy: no connection came free in time. Please try again in a moment.',
  statement: 'The database took too long to answer. Please try again in a moment.',
} as const;

/** Seconds a client is asked to wait (Retry-After) before trying again after a 503. */
export const retryAfterSeconds = 5;
