import { messageText } from '@aqar/domain/messages';

/** A failure with its HTTP status and a human-readable message; per-field errors where they apply. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Field path → message key. */
    readonly fieldCodes?: Record<string, string>,
    /** More of the answer's body, beside the message (a refused delete's `usedBy`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  get fieldErrors(): Record<string, string> | undefined {
    if (!this.fieldCodes) return undefined;
    return Object.fromEntries(Object.entries(this.fieldCodes).map(([path, key]) => [path, messageText(key)]));
  }
}

export const badRequest = (message: string, fieldCodes?: Record<string, string>) =>
  new ApiError(400, message, fieldCodes);
export const notFound = (message = 'Record not found') => new ApiError(404, message);
export const conflict = (message: string, fieldCodes?: Record<string, string>) =>
  new ApiError(409, message, fieldCodes);
export const unauthorized = (message = 'Please sign in') => new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, message);

export const validationFailed = (fieldCodes: Record<string, string>) =>
  new ApiError(400, 'Please correct the highlighted fields', fieldCodes);

/** Turns zod-style issues into field codes, keeping the first issue per path. */
export const issuesToFieldCodes = (issues: { path: PropertyKey[] | string; message: string }[]) => {
  // A Map, so that a field path such as `toString` or `__proto__` is a key like any other.
  const codes = new Map<string, string>();
  for (const issue of issues) {
    const path = Array.isArray(issue.path) ? issue.path.map(String).join('.') : issue.path;
    const key = path || '_';
    if (!codes.has(key)) codes.set(key, normaliseMessageKey(issue.message));
  }
  return Object.fromEntries(codes);
};

/** Zod's own messages (wrong type of a whole body, say) become the generic invalid-value key. */
const normaliseMessageKey = (message: string) =>
  // A key, or a key with its values (`partialAboveLeft?rest=40`, messages.ts `messageCode`).
  /^[a-zA-Z0-9]+(\?[^\s?]*)?$/.test(message) ? message : 'invalidValue';
