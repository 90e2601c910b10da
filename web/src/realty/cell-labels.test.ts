import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { cellLabels, fill } from './cell-labels.ts';

describe('cell labels', () => {
  it('read as the translations they are made from', () => {
    const labels = cellLabels(i18next.t);
    const place = labels.place({ floor: 12, column: 'C' });
    expect(place).toBe(i18next.t('buildingTools.cellPlace', { floor: 12, column: 'C' }));
    const template = labels.templateNamed({ row: 2, description: 'Sea view {{a}}' });
    expect(labels.painted({ number: 'PH1203', place, template })).toBe(
      i18next.t('buildingTools.cellPainted', { number: 'PH1203', place, template }),
    );
    expect(labels.painted({ number: 'PH1203', place, template })).toBe(
      'PH1203, floor 12, column C, painted with row 2 (Sea view {{a}})',
    );
  });

  it('fills the placeholders it is given and keeps the others', () => {
    expect(fill('{{number}} on {{ floor }}, {{other}}', { number: '0101', floor: 1 })).toBe(
      '0101 on 1, {{other}}',
    );
  });
});
