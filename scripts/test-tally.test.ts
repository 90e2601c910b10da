import { describe, expect, it } from 'vitest';
import { playwrightTally, vitestTally } from './test-tally.mjs';

describe('counting a stopped part from its output', () => {
  it('adds up the files Vitest finished, failures and skips included', () => {
    const tally = vitestTally();
    for (const line of [
      ' ✓ |api-pg| server/test/bills.test.ts (12 tests) 3456ms',
      ' ❯ |api-pg| server/test/cheques.test.ts (20 tests | 2 failed | 1 skipped) 9000ms',
      ' × |api-pg| server/test/contracts.test.ts (1 test | 1 failed) 10ms',
      ' ✓  unit  domain/src/calc/money.test.ts (4 tests) 12ms',
      '   ✓ a test line inside a file is not a file',
    ]) {
      tally.line(line);
    }
    expect(tally.counts()).toEqual({ passed: 33, failed: 3, skipped: 1 });
  });

  it('keeps the last outcome of a retried browser test and counts what never ran', () => {
    const tally = playwrightTally();
    for (const line of [
      'Running 5 tests using 1 worker',
      '  ✓  1 [chromium] › e2e/a.spec.ts:3:1 › opens (2.1s)',
      '  ✘  2 [chromium] › e2e/b.spec.ts:3:1 › saves (30.0s)',
      '  ✓  3 [chromium] › e2e/b.spec.ts:3:1 › saves (retry #1) (12.4s)',
      '  ✘  4 [chromium] › e2e/c.spec.ts:9:1 › prints (1.0m)',
    ]) {
      tally.line(line);
    }
    expect(tally.counts()).toEqual({ passed: 2, failed: 1, skipped: 0, notRun: 2 });
  });
});
