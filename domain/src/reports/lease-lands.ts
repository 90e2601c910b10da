import { leaseReport } from './lease-report.ts';

export const leaseLands = leaseReport('lease-lands-report', ['land'], 'leased-lands');
