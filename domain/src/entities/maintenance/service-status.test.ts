import { describe, expect, it } from 'vitest';
import { canMoveService, nextServiceStatus, serviceStatus, serviceTransitions } from './service-status.ts';

const all = Object.values(serviceStatus);

describe('the service order status machine', () => {
  it('follows pending → approval → underway → done', () => {
    expect(canMoveService(serviceStatus.pending, serviceStatus.approval)).toBe(true);
    expect(canMoveService(serviceStatus.approval, serviceStatus.underway)).toBe(true);
    expect(canMoveService(serviceStatus.underway, serviceStatus.done)).toBe(true);
  });

  it('refuses skipping steps and leaving a final status', () => {
    expect(canMoveService(serviceStatus.pending, serviceStatus.underway)).toBe(false);
    expect(canMoveService(serviceStatus.pending, serviceStatus.done)).toBe(false);
    expect(canMoveService(serviceStatus.approval, serviceStatus.done)).toBe(false);
    expect(canMoveService(serviceStatus.underway, serviceStatus.rejected)).toBe(false);
    for (const to of all) {
      if (to !== serviceStatus.done) expect(canMoveService(serviceStatus.done, to)).toBe(false);
      if (to !== serviceStatus.rejected) expect(canMoveService(serviceStatus.rejected, to)).toBe(false);
    }
  });

  it('lets a returned order be sent on again, approved or rejected', () => {
    expect(canMoveService(serviceStatus.returned, serviceStatus.pending)).toBe(true);
    expect(canMoveService(serviceStatus.returned, serviceStatus.approval)).toBe(true);
    expect(canMoveService(serviceStatus.returned, serviceStatus.rejected)).toBe(true);
    expect(canMoveService(serviceStatus.returned, serviceStatus.done)).toBe(false);
  });

  it('always allows staying, and every target is a status', () => {
    for (const from of all) {
      expect(canMoveService(from, from)).toBe(true);
      for (const to of serviceTransitions[from]) expect(all).toContain(to);
    }
  });

  it('sends a working order to Return when the tenant is not present (lack reason code 1)', () => {
    expect(nextServiceStatus(serviceStatus.underway, serviceStatus.underway, [1])).toBe(
      serviceStatus.returned,
    );
    expect(nextServiceStatus(serviceStatus.approval, serviceStatus.approval, [2, 1])).toBe(
      serviceStatus.returned,
    );
    // Code 2, "we need materials", only pauses.
    expect(nextServiceStatus(serviceStatus.underway, serviceStatus.underway, [2])).toBe(
      serviceStatus.underway,
    );
    // A pending order has no worker on site yet; a done one stays done.
    expect(nextServiceStatus(serviceStatus.pending, serviceStatus.pending, [1])).toBe(serviceStatus.pending);
    expect(nextServiceStatus(serviceStatus.done, serviceStatus.underway, [1])).toBe(serviceStatus.done);
  });
});
