import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredMount } from './use-deferred-mount.ts';

describe('useDeferredMount', () => {
  it('is false on the first render and true after it', async () => {
    const seen: boolean[] = [];
    renderHook(() => {
      const mounted = useDeferredMount();
      seen.push(mounted);
      return mounted;
    });
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(seen.at(-1)).toBe(true));
  });
});
