import { describe, expect, it } from 'vitest';
import { entityHooks, addHooks } from './hooks.ts';

describe('registerHooks', () => {
  it('runs the hooks two modules add for the same moment, in the order they were registered', async () => {
    const calls: string[] = [];
    addHooks('hooks-test', {
      afterDelete: async () => {
        calls.push('own rules');
      },
      referencedBy: async () => ['1 contract'],
    });
    addHooks('hooks-test', {
      afterDelete: async () => {
        calls.push('pictures');
      },
      referencedBy: async () => ['2 cheques'],
    });
    const hooks = entityHooks['hooks-test'] ?? {};
    await hooks.afterDelete?.({} as never);
    expect(calls).toEqual(['own rules', 'pictures']);
    expect(await hooks.referencedBy?.({} as never)).toEqual(['1 contract', '2 cheques']);
  });

  it('keeps a hook only one module gives', async () => {
    const before = async () => {};
    addHooks('hooks-test-single', { beforeCreate: before, independentCreates: true });
    addHooks('hooks-test-single', { afterDelete: async () => {} });
    expect(entityHooks['hooks-test-single']?.beforeCreate).toBe(before);
    expect(entityHooks['hooks-test-single']?.independentCreates).toBe(true);
  });
});
