import { issuesToFieldCodes } from './errors.ts';
import { messageText } from '@aqar/domain/messages';

/** `{ success: false, message, errors?, codes? }` — the shape of every failure. */
export const errorBody = (
  message: string,
  errors?: Record<string, string>,
  codes?: Record<string, string>,
) => ({
  success: false as const,
  message,
  ...(errors ? { errors } : {}),
  ...(codes ? { codes } : {}),
});

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
