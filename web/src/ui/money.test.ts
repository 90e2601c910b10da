import type { AnyRecord } from '@aqar/domain/records';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '../test/test-i18n.ts';
import { fieldTypes } from './fields/field-types.tsx';
import { formatMoney, moneyDecimals, moneyDecimalsOfCode, rememberCurrencies } from './money.ts';

await initTestI18n();

const currencies = [
  { id: 'aed', code: 'AED', decimals: 2, rate: '1.00000000' },
  { id: 'kwd', code: 'KWD', decimals: 3, rate: '11.95' },
  { id: 'bhd', code: 'BHD', decimals: 3, rate: '9.76728723' },
  { id: 'jpy', code: 'JPY', decimals: 0, rate: '0.0245' },
];

describe('money', () => {
  it('shows the decimals of its currency', () => {
    rememberCurrencies(currencies);
    expect(formatMoney('1234.5', 'kwd')).toBe('1,234.500');
    expect(formatMoney('1234.5', 'bhd')).toBe('1,234.500');
    expect(formatMoney('1234.5', 'aed')).toBe('1,234.50');
    expect(formatMoney('1234.5', 'jpy')).toBe('1,235');
    expect(moneyDecimalsOfCode('KWD')).toBe(3);
  });

  it("takes the base currency's decimals when it names none or an unknown one", () => {
    rememberCurrencies([
      { ...currencies[1], rate: '1' },
      { ...currencies[0], rate: '0.0836' },
    ]);
    expect(moneyDecimals()).toBe(3);
    expect(formatMoney('7', 'nothing')).toBe('7.000');
    rememberCurrencies(currencies);
    expect(moneyDecimals()).toBe(2);
  });

  it("shows a list's money cell with its row's currency", () => {
    rememberCurrencies(currencies);
    const text = (row: AnyRecord) =>
      fieldTypes.money.text({ name: 'total', field: { type: 'money' }, value: '10.1', row }, i18next.t);
    expect(text({ currencyId: 'kwd' })).toBe('10.100');
    expect(text({ currencyId: 'aed' })).toBe('10.10');
    expect(text({})).toBe('10.10');
  });
});
