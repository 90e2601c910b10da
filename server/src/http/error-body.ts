import { issuesToFieldCodes } from './errors.ts';
import { messageKeyOf, messageText } from '@aqar/domain/messages';

/** `{ success: false, message, errors?, codes? }` — the shape of every failure. */
/**
 * The failure body. `key` and `params` name the message in the domain's table (`messages.ts`)
 * whenever its English text is one of them, whatever wrote it (a route, a rule, a database
 * trigger), so that a client shows it in its reader's language.
 */
export const errorBody = (
  message: string,
  errors?: Record<string, string>,
  codes?: Record<string, string>,
  details?: Record<string, unknown>,
) => {
  const known = messageKeyOf(message);
  return {
    ...details,
    success: false as const,
    message,
    ...(known ? { key: known.key } : {}),
    ...(known?.params ? { params: known.params } : {}),
    ...(errors ? { errors } : {}),
    ...(codes ? { codes } : {}),
  };
};

interface ValidationEntry {
  instancePath: string;
  message?: string;
  params?: { issue?: { message?: string; code?: string; keys?: string[] } };
}

/** Field codes from the zod type provider's validation errors (body, query or params). */
export const fieldErrorsFromValidation = (validation: ValidationEntry[]) =>
  issuesToFieldCodes(
    validation.flatMap((entry) => {
      const path = entry.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const issue = entry.params?.issue;
      // Each unknown key is reported on itself.
      if (issue?.code === 'unrecognized_keys' && issue.keys) {
        return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, message: 'unknownField' }));
      }
      return [{ path, message: issue?.message ?? entry.message ?? 'invalidValue' }];
    }),
  );

export const fieldMessages = (codes: Record<string, string>) =>
  Object.fromEntries(Object.entries(codes).map(([path, key]) => [path, messageText(key)]));

/** Readable messages for the client errors Fastify itself raises. */
export const statusMessage = (status: number, error: { code?: string; message: string }) => {
  if (status === 413) return 'The request is too large';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415)
    return 'Unsupported content type; send JSON';
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)
    return 'The request body is not valid JSON';
  if (status === 404) return 'Not found';
  if (status === 429) return 'Too many requests; please wait a moment';
  return error.message || 'Bad request';
};

/**
 * The message for a PostgreSQL error caused by a value the client sent (class 22, data
 * exception; class 54, a program limit such as nesting too deep), or undefined for any other
 * error. Node's own error codes (ECONNRESET, ERR_…) never match an SQLSTATE.
 */
export const refusedValueMessage = (code: string | undefined): string | undefined => {
  if (!code || !/^(22|54)[0-9A-Z]{3}$/.test(code)) return undefined;
  if (code === '22021' || code === '22P05') return 'A text contains a character that cannot be stored';
  if (code === '22P02' || code === '22007' || code === '22008') return 'A value has the wrong format';
  if (code === '22003') return 'A number is out of range';
  if (code.startsWith('54')) return 'The request is too large or too deeply nested';
  return 'A value cannot be stored';
};
