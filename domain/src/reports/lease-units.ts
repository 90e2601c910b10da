import { leaseReport } from './lease-report.ts';

/** The rent roll: flats and shops (the reference's "flats" and "shops" options). */
export const leaseUnits = leaseReport('lease-units-report', ['apartment', 'shop'], 'leased-units');
