import { describe, expect, it } from 'vitest';
import { recordSchema } from '../../validation.ts';
import { user } from './user.ts';

const categoryId = '44444444-4444-4444-8444-444444444444';
const buildingId = '55555555-5555-4555-8555-555555555555';
const rules = (record: Record<string, unknown>) => user.refine(record);

describe('user card rules', () => {
  it('need no category for customers and suppliers', () => {
    expect(rules({ cardType: 1 })).toEqual([]);
    expect(rules({ cardType: 2, workerCategories: [] })).toEqual([]);
  });

  it('need at least one category for supervisors and employees', () => {
    const workerBuildings = [{ buildingId }];
    for (const cardType of [3, 4]) {
      expect(rules({ cardType, workerBuildings })).toEqual([
        { path: 'workerCategories', message: 'needsCategory' },
      ]);
      expect(rules({ cardType, workerBuildings, workerCategories: [{ categoryId }] })).toEqual([]);
    }
  });

  it('need at least one building for workers, not for supervisors (2.9)', () => {
    const workerCategories = [{ categoryId }];
    expect(rules({ cardType: 4, workerCategories })).toEqual([
      { path: 'workerBuildings', message: 'workerNeedsBuilding' },
    ]);
    expect(rules({ cardType: 3, workerCategories })).toEqual([]);
    expect(
      rules({ cardType: 4, workerCategories, workerBuildings: [{ buildingId }, { buildingId }] }),
    ).toEqual([{ path: 'workerBuildings.1.buildingId', message: 'duplicateRow' }]);
  });

  it('refuse the same category twice', () => {
    expect(
      rules({
        cardType: 4,
        workerBuildings: [{ buildingId }],
        workerCategories: [{ categoryId }, { categoryId }],
      }),
    ).toEqual([{ path: 'workerCategories.1.categoryId', message: 'duplicateRow' }]);
  });

  it('leave the linked account to the server', () => {
    const result = recordSchema(user).safeParse({
      cardType: 1,
      name: 'Customer',
      phone: '+971500000000',
      accountId: categoryId,
    });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('accountId');
  });

  it('demand card type, name and phone', () => {
    const messages = recordSchema(user)
      .safeParse({})
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['cardType', 'required'],
      ['name', 'nameRequired'],
      ['phone', 'phoneRequired'],
    ]);
  });
});
