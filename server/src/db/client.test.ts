import { describe, expect, it } from 'vitest';
import { literal } from './client.ts';

describe('literal', () => {
  it('quotes text and serializes objects as node-postgres would', () => {
    expect(literal("O'Brien")).toBe("'O''Brien'");
    expect(literal({ a: [1] })).toBe('\'{"a":[1]}\'');
    expect(literal(null)).toBe('null');
  });

  it('refuses NUL in text with the SQLSTATE PostgreSQL gives it', () => {
    expect(() => literal('a\u0000b')).toThrow(expect.objectContaining({ code: '22021' }));
    // Inside JSON it is an escape, which jsonb refuses on its own (22P05).
    expect(literal({ a: '\u0000' })).toBe(' E\'{"a":"\\\\u0000"}\'');
  });
});
