import { soldReport } from './sold-report.ts';

export const soldLands = soldReport('sold-lands-report', ['land'], 'land-sold');
