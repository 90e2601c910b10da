import type { NumberField } from '@aqar/domain/entity-definition';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldTypes } from './field-types.tsx';

const money: NumberField = { type: 'money' };

const renderAmount = (value: string | null) => {
  const onChange = vi.fn();
  const Input = fieldTypes.money.Input;
  render(
    <Input
      name="amount"
      field={money}
      value={value}
      onChange={onChange}
      onBlur={() => undefined}
      id="amount"
      invalid={false}
      ariaLabel="Amount"
    />,
  );
  return { onChange, input: screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Amount' }) };
};

describe('number inputs', () => {
  beforeAll(() => {
    i18next.addResourceBundle('de', 'common', { appName: 'Aqar' });
  });
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('show and read the German decimal comma, and hand on a decimal string with a point', async () => {
    await act(() => i18next.changeLanguage('de'));
    const { onChange, input } = renderAmount('1234.5');
    expect(input.value).toBe('1234,5');
    fireEvent.change(input, { target: { value: '12,75' } });
    expect(onChange).toHaveBeenLastCalledWith('12.75');
  });

  it('keep the point in English', () => {
    const { onChange, input } = renderAmount('1234.5');
    expect(input.value).toBe('1234.5');
    fireEvent.change(input, { target: { value: '99.95' } });
    expect(onChange).toHaveBeenLastCalledWith('99.95');
  });

  it('keep exact decimals past float precision', async () => {
    await act(() => i18next.changeLanguage('de'));
    const { onChange, input } = renderAmount(null);
    fireEvent.change(input, { target: { value: '98765432109876543,21' } });
    expect(onChange).toHaveBeenLastCalledWith('98765432109876543.21');
  });
});
