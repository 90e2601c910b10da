import { describe, expect, it } from 'vitest';
import { evacuationRequest } from './evacuation-request.ts';
import { canMoveEvacuation, evacuationStands, evacuationStatus as status } from './evacuation-status.ts';

describe('an evacuation request', () => {
  it('is approved or rejected from pending, confirmed only once approved, and final once closed', () => {
    expect(canMoveEvacuation(status.pending, status.approved)).toBe(true);
    expect(canMoveEvacuation(status.pending, status.rejected)).toBe(true);
    expect(canMoveEvacuation(status.pending, status.confirmed)).toBe(false);
    expect(canMoveEvacuation(status.approved, status.confirmed)).toBe(true);
    for (const closed of [status.rejected, status.confirmed, status.canceled]) {
      expect(canMoveEvacuation(closed, status.pending)).toBe(false);
      expect(canMoveEvacuation(closed, status.approved)).toBe(false);
      expect(canMoveEvacuation(closed, closed)).toBe(true);
    }
  });

  it('stands while approved or confirmed', () => {
    expect([1, 2, 3, 4, 5].filter(evacuationStands)).toEqual([status.approved, status.confirmed]);
  });

  it('posts its fines through the contract fines rule only while it stands: Dr the client, Cr each fine account', () => {
    const block = evacuationRequest.document;
    const request = {
      evacuationDate: '2026-06-30',
      requestStatus: status.approved,
      currencyId: 'aed',
      fines: [
        { reason: 'Broken door', amount: '400', accountId: 'fines' },
        { reason: 'Paint', amount: '150.25', accountId: 'fines' },
      ],
    } as never;
    expect(block.posts(request, {} as never)).toBe(true);
    const lines = block.plan(request, {} as never, { client: { accountId: 'client' } });
    expect(lines.map((line) => [line.accountId, line.debit, line.credit])).toEqual([
      ['client', '550.25', '0'],
      ['fines', '0', '550.25'],
    ]);
    expect(block.posts({ ...(request as object), requestStatus: status.pending } as never, {} as never)).toBe(
      false,
    );
    expect(
      block.posts({ ...(request as object), requestStatus: status.rejected } as never, {} as never),
    ).toBe(false);
  });
});
