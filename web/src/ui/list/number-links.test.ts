import { describe, expect, it } from 'vitest';
import { numberLinks } from './list-screen.tsx';

describe("a list's number links", () => {
  it("keep the list's address and put the record's number last", () => {
    expect(numberLinks(new URLSearchParams())(7)).toBe('?number=7');
    expect(numberLinks(new URLSearchParams('q=north&sort=name'))(12)).toBe('?q=north&sort=name&number=12');
  });

  it('replace the number of a record already open', () => {
    expect(numberLinks(new URLSearchParams('number=3&q=north'))(5)).toBe('?q=north&number=5');
    expect(numberLinks(new URLSearchParams('code=A1'))(5)).toBe('?code=A1&number=5');
  });
});
