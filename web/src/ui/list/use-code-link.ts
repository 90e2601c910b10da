import type { RegisteredEntity } from '@aqar/domain/records';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../toast.ts';
import { resourceClient } from '../../api/resource-client.ts';

/**
 * What `?code=` means on a list: documents numbered per pattern code (vouchers, bills) show the
 * pattern's documents; entities with a code of their own (accounts, cost centers, stores) open
 * the record with that code.
 */
export const codeParamRole = (definition: RegisteredEntity): 'scope' | 'record' | 'none' => {
  if (definition.numberScope === 'code') return 'scope';
  return definition.fields.code ? 'record' : 'none';
};

/**
 * Follows a `?code=X` link to a record: looks the code up, then hands its number on (the list
 * opens it as `?number=N`); a code nobody has is reported and dropped.
 */
export const useCodeLink = (
  definition: RegisteredEntity,
  code: string | undefined,
  onFound: (number: number | undefined) => void,
) => {
  const { t } = useTranslation();
  const lookup = useQuery({
    queryKey: ['record-code', definition.key, code],
    queryFn: ({ signal }) => resourceClient(definition).findByCode(code!, signal),
    enabled: !!code && codeParamRole(definition) === 'record',
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
  const { data, error, isSuccess } = lookup;
  useEffect(() => {
    if (!code) return;
    if (isSuccess) {
      if (!data) toast.error(t('list.codeNotFound', { code }));
      onFound(data?.number);
    } else if (error) {
      toast.error(error.message);
      onFound(undefined);
    }
  }, [code, data, error, isSuccess, onFound, t]);
  return lookup.isFetching;
};
