import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isCancelled } from '../api/http.ts';
import { toast } from '../ui/toast.ts';

/** Calls that handle their own failures say so with `meta: { silent: true }`. */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

const report = (error: unknown, silent: boolean | undefined) => {
  if (silent || isCancelled(error)) return;
  // 401/403 sign the user out (api/http.ts); the sign-in screen shows their message.
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
  toast.error(error instanceof Error ? error.message : String(error));
};

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.silent) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => report(error, mutation.meta?.silent),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status !== undefined && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
