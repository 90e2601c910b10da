import { hasControlCharacter } from '@aqar/domain/validation';
import { z } from 'zod';

/**
 * A short text from a path, query or small body (an id, a code, a search): refused with a field
 * message when too long or holding a control character, which PostgreSQL cannot take (NUL) or
 * which no one types. Record fields get the same rule from their definitions.
 */
export const plainText = (max: number) =>
  z
    .string({ message: 'invalidValue' })
    .max(max, { message: 'tooLong' })
    .refine((value) => !hasControlCharacter(value), { message: 'invalidCharacter' });
