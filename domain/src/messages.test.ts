import { describe, expect, it } from 'vitest';
import { messageKeyOf, messages, messageText } from './messages.ts';

describe('messageKeyOf', () => {
  it('names the key of a whole message', () => {
    expect(messageKeyOf('Please correct the highlighted fields')).toEqual({ key: 'correctHighlighted' });
    expect(messageKeyOf(messages.unitNotFree)).toEqual({ key: 'unitNotFree' });
  });

  it('takes the parameters out of a message written with them (a database trigger)', () => {
    expect(messageKeyOf('The period up to 31/12/2025 is locked.')).toEqual({
      key: 'periodLockedUntil',
      params: { date: '31/12/2025' },
    });
  });

  it('knows no key for a text no message writes, nor for part of one', () => {
    expect(messageKeyOf('Something else entirely')).toBeUndefined();
    expect(messageKeyOf('Please correct the highlighted fields now')).toBeUndefined();
  });

  it('round-trips every message through its text', () => {
    for (const key of Object.keys(messages)) {
      const text = messageText(key, { date: '01/01/2026', entity: 'contract', code: '7', origin: 'X' });
      expect(messageText(messageKeyOf(text)?.key ?? '', messageKeyOf(text)?.params)).toBe(text);
    }
  });
});
