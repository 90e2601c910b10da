import { chequeNarratives, entryNarrative, firstBatchNarrative } from '@aqar/domain/narratives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, readLocale } from '../test/test-i18n.ts';
import { displayText } from './narrative.ts';

beforeAll(async () => {
  const i18n = await initTestI18n();
  for (const namespace of ['accounting', 'reports'])
    i18n.addResourceBundle('ar', namespace, readLocale('ar', namespace));
});
afterAll(async () => {
  const { default: i18next } = await import('i18next');
  await i18next.changeLanguage('en');
});

describe('displayText', () => {
  it("renders a generated narrative in the reader's language", () => {
    const note = entryNarrative('OP_RETURN', 2);
    expect(displayText(note, 'narrative', 'en')).toBe('Cheque return 2');
    expect(displayText(note, 'narrative', 'ar')).toBe(
      `${(readLocale('ar', 'reports').options as { origins: Record<string, string> }).origins.OP_RETURN} 2`,
    );
    expect(displayText(firstBatchNarrative(7, '6700.00'), 'narrative', 'en')).toBe(
      'Generate First Cash, Contract no. 7, Amount 6700.00',
    );
  });

  it('names the client in the script the reader reads, without a title', () => {
    const { note1 } = chequeNarratives({ internalNumber: 5, clientName: 'سارة', clientLatinName: 'Sara' }, 1);
    expect(displayText(note1, 'narrative', 'en')).toBe(
      'received chq number 5 from Sara - due date - end date - bank name -',
    );
    expect(displayText(note1, 'narrative', 'ar')).toContain('من سارة');
  });

  it('shows an origin code by its name, and typed text as typed', () => {
    expect(displayText('CHQ', 'origin', 'en')).toBe('Cheque');
    expect(displayText('Contract 6', 'narrative', 'en')).toBe('Contract 6');
  });
});
