import { describe, expect, it } from 'vitest';
import { patternKinds } from '../accounting/pattern-kinds.ts';
import { http } from './http.ts';
import { patternListParams, startRequests, withParams } from './start-requests.ts';

describe('start requests', () => {
  it('are written as axios writes the same requests, so that the app finds the early answers', () => {
    const first = { page: 0, pageSize: 100 };
    expect(`/api/v1${withParams('/stores', first)}`).toBe(http.getUri({ url: '/stores', params: first }));
    for (const kind of Object.values(patternKinds)) {
      expect(startRequests()).toContain(withParams(kind.api, patternListParams));
      expect(`/api/v1${withParams(kind.api, patternListParams)}`).toBe(
        http.getUri({ url: kind.api, params: patternListParams }),
      );
    }
    expect(startRequests()).toContain('/reports');
  });
});
