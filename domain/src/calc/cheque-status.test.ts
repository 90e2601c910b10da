import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionLists } from '../options.ts';
import { chequeStatus, chequeStatusOf } from './cheque-status.ts';

describe('chequeStatusOf', () => {
  it('is uncollected with no operation', () => {
    expect(chequeStatusOf({})).toBe(chequeStatus.uncollected);
    expect(
      chequeStatusOf({ collectionStatus: false, partialCollectionStatus: null, returnStatus: false }),
    ).toBe(chequeStatus.uncollected);
  });

  it('follows the precedence collected, partial, returned', () => {
    expect(chequeStatusOf({ returnStatus: true })).toBe(chequeStatus.returned);
    expect(chequeStatusOf({ partialCollectionStatus: true })).toBe(chequeStatus.partial);
    expect(chequeStatusOf({ partialCollectionStatus: true, returnStatus: true })).toBe(chequeStatus.partial);
    expect(chequeStatusOf({ collectionStatus: true, returnStatus: true })).toBe(chequeStatus.collected);
    expect(
      chequeStatusOf({ collectionStatus: true, partialCollectionStatus: true, returnStatus: true }),
    ).toBe(chequeStatus.collected);
  });

  it('tells a returned cheque with a recorded replacement apart, below the collections', () => {
    const replacementChequeId = '00000000-0000-4000-8000-000000000001';
    expect(chequeStatusOf({ returnStatus: true, replacementChequeId })).toBe(chequeStatus.replaced);
    expect(chequeStatusOf({ returnStatus: true, replacementChequeId: null })).toBe(chequeStatus.returned);
    expect(chequeStatusOf({ collectionStatus: true, replacementChequeId })).toBe(chequeStatus.collected);
  });

  it('for every combination, the first flag set in precedence order decides', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (collected, partial, returned, replaced) => {
          const status = chequeStatusOf({
            collectionStatus: collected,
            partialCollectionStatus: partial,
            returnStatus: returned,
            replacementChequeId: replaced ? 'a-replacement' : null,
          });
          const expected = collected
            ? chequeStatus.collected
            : partial
              ? chequeStatus.partial
              : replaced
                ? chequeStatus.replaced
                : returned
                  ? chequeStatus.returned
                  : chequeStatus.uncollected;
          expect(status).toBe(expected);
        },
      ),
    );
  });

  it('has the reference colours in its option list: green, yellow, red, grey', () => {
    const colour = (value: number) => optionLists.chequeStatus.find((item) => item.value === value)?.color;
    expect(colour(chequeStatus.collected)).toBe('#52c41a');
    expect(colour(chequeStatus.partial)).toBe('#fadb14');
    expect(colour(chequeStatus.returned)).toBe('#f5222d');
    expect(colour(chequeStatus.uncollected)).toBe('#bfbfbf');
    // Every status has its entry in the list, the one outside the reference included.
    expect(Object.values(chequeStatus).every((value) => colour(value))).toBe(true);
  });
});
