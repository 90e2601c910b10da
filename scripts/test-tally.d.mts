// Types of test-tally.mjs (plain JavaScript, run by node without a TypeScript loader).
export interface TallyCounts {
  passed: number;
  failed: number;
  skipped: number;
  notRun?: number;
}
export interface Tally {
  line(line: string): void;
  counts(): TallyCounts;
}
export declare const vitestTally: () => Tally;
export declare const playwrightTally: () => Tally;
