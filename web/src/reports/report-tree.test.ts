import { describe, expect, it } from 'vitest';
import { nestRows } from './report-tree.ts';

const tree = { key: 'code', parent: 'parentCode' };

describe('nestRows', () => {
  it('puts each row under its parent, in the order the rows came', () => {
    const rows = [
      { code: '1', parentCode: null },
      { code: '12', parentCode: '1' },
      { code: '121', parentCode: '12' },
      { code: '13', parentCode: '1' },
      { code: '2', parentCode: null },
    ];
    const nested = nestRows(rows, tree);
    expect(nested.map((row) => row.code)).toEqual(['1', '2']);
    expect(nested[0].children?.map((row) => row.code)).toEqual(['12', '13']);
    expect(nested[0].children?.[0].children?.map((row) => row.code)).toEqual(['121']);
    expect(nested[1].children).toBeUndefined();
  });

  it('keeps a row whose parent is not among the rows as a root', () => {
    const nested = nestRows(
      [
        { code: '131', parentCode: '13' },
        { code: '1311', parentCode: '131' },
        { code: '2101', parentCode: '210' },
      ],
      tree,
    );
    expect(nested.map((row) => row.code)).toEqual(['131', '2101']);
    expect(nested[0].children?.map((row) => row.__key)).toEqual([1]);
  });
});
