/**
 * Whether an error means the database cannot be reached right now (a PostgreSQL server that is
 * stopping, restarting or away), rather than anything about the request: the API answers 503 to
 * those, and the same request succeeds once the server is back.
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
