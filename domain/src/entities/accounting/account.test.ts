import { describe, expect, it } from 'vitest';
import { recordSchema } from '../../validation.ts';
import { account } from './account.ts';

const ids = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];
const rules = (record: Record<string, unknown>) => account.refine(record);
const distributive = (percentages: (string | number)[]) => ({
  type: 4,
  accountDistributives: percentages.map((percentage, index) => ({ mainAccountId: ids[index], percentage })),
});

describe('account rules', () => {
  it('let a normal account stand without a parent (the chart has roots)', () => {
    expect(rules({ type: 1, parentId: null })).toEqual([]);
    const result = recordSchema(account).safeParse({ code: '1', name: 'Assets' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ type: 1 });
  });

  it('need at least one row for an assembly account', () => {
    expect(rules({ type: 3 })).toEqual([{ path: 'accountAssemblies', message: 'assemblyNeedsAccount' }]);
    expect(rules({ type: 3, accountAssemblies: [] })).toEqual([
      { path: 'accountAssemblies', message: 'assemblyNeedsAccount' },
    ]);
    expect(rules({ type: 3, accountAssemblies: [{ mainAccountId: ids[0] }] })).toEqual([]);
  });

  it('need at least one row for a distributive account', () => {
    expect(rules({ type: 4, accountDistributives: [] })).toEqual([
      { path: 'accountDistributives', message: 'distributiveNeedsAccount' },
    ]);
  });

  it('need distributive percentages totalling exactly 100', () => {
    expect(rules(distributive(['33.33', '33.33', '33.34']))).toEqual([]);
    expect(rules(distributive([100]))).toEqual([]);
    expect(rules(distributive([0.1, 0.2, '99.7']))).toEqual([]);
    expect(rules(distributive(['33.33', '33.33', '33.33']))).toEqual([
      { path: 'accountDistributives', message: 'percentagesMustTotal100' },
    ]);
    expect(rules(distributive(['50', '50.0001']))).toEqual([
      { path: 'accountDistributives', message: 'percentagesMustTotal100' },
    ]);
  });

  it('refuse the same account twice in a grid', () => {
    const rows = [
      { mainAccountId: ids[0], percentage: '50' },
      { mainAccountId: ids[0], percentage: '50' },
    ];
    expect(rules({ type: 4, accountDistributives: rows })).toEqual([
      { path: 'accountDistributives.1.mainAccountId', message: 'duplicateRow' },
    ]);
  });

  it('ignore the grids of the other account types', () => {
    expect(rules({ type: 1, accountDistributives: [{ mainAccountId: ids[0], percentage: '10' }] })).toEqual(
      [],
    );
  });

  it('refuse an account as its own parent', () => {
    expect(rules({ id: ids[2], type: 1, parentId: ids[2] })).toEqual([
      { path: 'parentId', message: 'parentIsSelf' },
    ]);
  });

  it('report the total through the create schema', () => {
    const result = recordSchema(account).safeParse({
      code: '9',
      name: 'Split',
      ...distributive(['60', '30']),
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['accountDistributives', 'percentagesMustTotal100'],
    ]);
  });

  it('bound each percentage and the name and note lengths', () => {
    const schema = recordSchema(account);
    const messages = (body: Record<string, unknown>) =>
      schema.safeParse(body).error?.issues.map((i) => i.message);
    expect(messages({ code: '9', name: 'x'.repeat(101) })).toEqual(['tooLong']);
    expect(messages({ code: '9', name: 'n', note: 'x'.repeat(501) })).toEqual(['tooLong']);
    expect(messages({ code: '9', name: 'n', ...distributive(['0', '100']) })).toEqual(['mustBePositive']);
    expect(messages({ code: '9', name: 'n', ...distributive(['101']) })).toEqual(['tooLarge']);
  });
});
