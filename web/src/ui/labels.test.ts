import { registry } from '@aqar/domain/registry';
import { describe, expect, it } from 'vitest';
import { initTestI18n, readLocale } from '../test/test-i18n.ts';
import { localName, recordLabel, recordText, referenceLabel, validationMessage } from './labels.ts';

const cashBox = { id: 'a1', number: 7, code: '1311', name: 'الصندوق الرئيسي', ltnname: 'Main cash box' };

describe('record labels', () => {
  it('read the Arabic name in Arabic and the Latin name in every other language', () => {
    expect(localName('الصندوق', 'Cash box', 'ar')).toBe('الصندوق');
    for (const language of ['en', 'sp', 'fr', 'de', 'ru', 'ch', 'it', 'en-GB']) {
      expect(localName('الصندوق', 'Cash box', language)).toBe('Cash box');
    }
  });

  it('fall back to the other name when one is empty', () => {
    expect(localName('الصندوق', '', 'en')).toBe('الصندوق');
    expect(localName('الصندوق', '   ', 'fr')).toBe('الصندوق');
    expect(localName('الصندوق', null, 'de')).toBe('الصندوق');
    expect(localName('', 'Cash box', 'ar')).toBe('Cash box');
    expect(localName(null, undefined, 'ar')).toBe('');
  });

  it('label records of entities with both names by the language, others by their display', () => {
    expect(recordLabel(registry.account, cashBox, 'en')).toBe('Main cash box');
    expect(recordLabel(registry.account, cashBox, 'ar')).toBe('الصندوق الرئيسي');
    // Currencies read by their code everywhere, even beside an ltnname.
    expect(recordLabel(registry.currency, { code: 'AED', name: 'درهم', ltnname: 'Dirham' }, 'en')).toBe(
      'AED',
    );
  });

  it('prefix tree records with their code and fall back to the number', () => {
    expect(recordText(registry.account, cashBox, 'en')).toBe('1311 - Main cash box');
    expect(recordText(registry.account, cashBox, 'ar')).toBe('1311 - الصندوق الرئيسي');
    expect(recordText(registry.bank, { number: 3, name: null }, 'en')).toBe('3');
  });

  it('read references of API rows from <field>Label and <field>LatinLabel', () => {
    const row = { accountId: 'a1', accountIdLabel: 'الصندوق الرئيسي', accountIdLatinLabel: 'Main cash box' };
    expect(referenceLabel(row, 'accountId', 'en')).toBe('Main cash box');
    expect(referenceLabel(row, 'accountId', 'ar')).toBe('الصندوق الرئيسي');
    expect(referenceLabel({ currencyIdLabel: 'AED' }, 'currencyId', 'ru')).toBe('AED');
    expect(referenceLabel({}, 'currencyId', 'en')).toBe('');
  });
});

describe('validation messages', () => {
  it("fill a coded message with its values in the reader's language", async () => {
    const i18n = await initTestI18n();
    const code = 'unitHeldBy?number=7&tenant=Tenant%20One&from=2026-01-01&to=2026-12-31';
    expect(validationMessage(i18n.t, code)).toBe(
      'The unit is held by contract 7 of Tenant One from 2026-01-01 to 2026-12-31',
    );
    i18n.addResourceBundle('ar', 'validation', readLocale('ar', 'validation'));
    const arabic = i18n.getFixedT('ar');
    expect(validationMessage(arabic, 'partialAboveLeft?rest=249.5')).toBe(
      'المبلغ أكبر من المتبقي من الشيك: 249.5',
    );
    expect(validationMessage(i18n.t, 'required')).toBe('Required');
    expect(validationMessage(i18n.t, 'Some text? Kept.')).toBe('Some text? Kept.');
  });
});
