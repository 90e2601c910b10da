import { leaseReport } from './lease-report.ts';

export const leaseVillas = leaseReport('lease-villas-report', ['villa'], 'leased-villas');
