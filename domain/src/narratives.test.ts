import { describe, expect, it } from 'vitest';
import { documents } from './documents.ts';
import { englishText } from './narrative-text.ts';
import {
  chequeNarratives,
  entryNarrative,
  firstBatchNarrative,
  namesFor,
  parseNarrative,
} from './narratives.ts';

describe('narratives', () => {
  it('keep their parts, not a sentence in one language', () => {
    // A cheque return's, say: the origin as its document declares it.
    const returned = documents.find((definition) => definition.document.entryLabel === 'Cheque return');
    const origin = returned?.document.origin ?? '';
    const note = entryNarrative(origin, 2);
    expect(parseNarrative(note)).toEqual({ kind: 'entry', params: { origin, number: '2' } });
    expect(englishText(note)).toBe('Cheque return 2');
  });

  it('read as PostgreSQL writes them too', () => {
    expect(parseNarrative('{"narrative" : "firstBatch", "number" : "7", "amount" : "10"}')).toEqual({
      kind: 'firstBatch',
      params: { number: '7', amount: '10' },
    });
  });

  it('leave typed text alone, even text that looks like JSON', () => {
    expect(parseNarrative('Contract 6')).toBeUndefined();
    expect(parseNarrative('{"narrative": "unknown"}')).toBeUndefined();
    expect(parseNarrative('{"narrative": ')).toBeUndefined();
    expect(englishText('typed by hand')).toBe('typed by hand');
  });

  it('name a client without a title, in the script the reader reads', () => {
    const { note1, note2 } = chequeNarratives(
      { internalNumber: 1001, clientName: 'سارة', clientLatinName: 'Sara Haddad', amount: '10.00' },
      3,
    );
    expect(englishText(note1)).toBe(
      'received chq number 1001 from Sara Haddad 10.00 due date - end date - bank name -',
    );
    expect(englishText(note2)).toBe('3rd Payment (3)');
    expect(namesFor(parseNarrative(note1)?.params ?? {}, false).clientName).toBe('سارة');
  });

  it('write the first batch note with its contract number', () => {
    expect(englishText(firstBatchNarrative(12, '6700.00'))).toBe(
      'Generate First Cash, Contract no. 12, Amount 6700.00',
    );
  });
});
