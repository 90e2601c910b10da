import { soldReport } from './sold-report.ts';

export const soldUnits = soldReport('sold-units-report', ['apartment', 'shop'], 'sold-units');
