import { soldReport } from './sold-report.ts';

export const soldVillas = soldReport('sold-villas-report', ['villa'], 'villa-sold');
