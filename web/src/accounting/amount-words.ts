import { amountInWords, currencyWordsFor } from '@aqar/domain/calc/amount-in-words';

/** The amount spelt in Arabic and English (tafqeet), or blank when it cannot be spelt. */
export const amountWords = (amount: string, currencyCode: string, decimals: number) => {
  const currency = currencyWordsFor(currencyCode || 'AED', decimals);
  const spell = (language: 'ar' | 'en') => {
    try {
      return amountInWords(amount, { language, currency });
    } catch {
      return '';
    }
  };
  return { ar: spell('ar'), en: spell('en') };
};
