// Part of scripts/test.mjs, apart so that its unit test can import it without running the suite.

/**
 * Counts read from a part's own output as it streams, for a part stopped before it wrote its
 * report: what passed, what failed, and (where the runner announced a total) what did not run.
 */
export const vitestTally = () => {
  const tally = { passed: 0, failed: 0, skipped: 0 };
  return {
    line(line) {
      // A finished file: ` ✓ |api-pg| server/test/x.test.ts (12 tests | 1 failed | 2 skipped) 3 s`
      // (the project is a coloured badge without the bars when colours are on).
      const file = /^\s*[✓❯×]\s+(?:\|[^|]+\||\S+)\s+\S+\.test\.\w+\s+\(([^)]*)\)/.exec(line);
      if (!file) return;
      const part = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(file[1])?.[1] ?? 0);
      const total = part('tests?');
      const failed = part('failed');
      const skipped = part('skipped');
      tally.passed += total - failed - skipped;
      tally.failed += failed;
      tally.skipped += skipped;
    },
    counts: () => ({ ...tally }),
  };
};

export const playwrightTally = () => {
  const outcome = new Map();
  let announced = 0;
  return {
    line(line) {
      const running = /Running (\d+) tests?/.exec(line);
      if (running) announced = Number(running[1]);
      const result = /^\s*([✓✘-])\s+\d+\s+(.*?)(?:\s+\(retry #\d+\))?(?:\s+\([\d.]+m?s\))?\s*$/.exec(line);
      if (result) outcome.set(result[2], result[1]);
    },
    counts: () => {
      const values = [...outcome.values()];
      const passed = values.filter((mark) => mark === '✓').length;
      const failed = values.filter((mark) => mark === '✘').length;
      const skipped = values.filter((mark) => mark === '-').length;
      return { passed, failed, skipped, notRun: Math.max(0, announced - values.length) };
    },
  };
};
