import { afterEach, describe, expect, it } from 'vitest';
import { guessLanguage } from './language-codes.ts';

const setCookie = (value: string) => {
  document.cookie = `i18next=${value}; path=/`;
};

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; path=/; max-age=0';
  localStorage.clear();
});

describe('guessLanguage', () => {
  it('is English when nothing was chosen', () => {
    expect(guessLanguage()).toBe('en');
  });

  it('looks at the query, then the cookie, then local storage, as i18next does', () => {
    localStorage.setItem('i18nextLng', 'de');
    expect(guessLanguage()).toBe('de');
    setCookie('ar');
    expect(guessLanguage()).toBe('ar');
    window.history.replaceState(null, '', '/stores?lng=ch');
    expect(guessLanguage()).toBe('ch');
  });

  it('passes over values that are not one of the eight languages', () => {
    window.history.replaceState(null, '', '/stores?lng=xx');
    setCookie('fr-FR');
    expect(guessLanguage()).toBe('fr');
  });
});
