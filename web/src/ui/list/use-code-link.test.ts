import { registry } from '@aqar/domain/registry';
import { describe, expect, it } from 'vitest';
import { codeParamRole } from './use-code-link.ts';

describe('?code= on a list', () => {
  it('scopes documents numbered per pattern code, and names a record of entities with codes', () => {
    expect(codeParamRole(registry.vouchers)).toBe('scope');
    expect(codeParamRole(registry.bills)).toBe('scope');
    expect(codeParamRole(registry.account)).toBe('record');
    expect(codeParamRole(registry.cost_center)).toBe('record');
    expect(codeParamRole(registry.stores)).toBe('record');
    expect(codeParamRole(registry.voucher_pattern)).toBe('record');
    expect(codeParamRole(registry.bank)).toBe('none');
  });
});
