import { leaseReport } from './lease-report.ts';

export const leaseParking = leaseReport('lease-parking-report', ['parking'], 'leased-parking');
