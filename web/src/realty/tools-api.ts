import type {
  CreateWithColorBody,
  FindWithColorResponse,
} from '@aqar/domain/entities/realty/property-values';
import { toolUnitKinds } from '@aqar/domain/entities/realty/unit-numbering';
import { type EntityKey, entityByKey } from '@aqar/domain/registry';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { http } from '../api/http.ts';
import { withIdempotencyKey } from '../api/idempotency.ts';
import { type EntityRow, resourceClient } from '../api/resource-client.ts';
import { entityQueryKeys } from '../ui/form/use-record-form.ts';

const building = entityByKey('building')!;
const buildings = resourceClient(building);

export interface BuildingTools {
  building: EntityRow;
  layout: FindWithColorResponse;
}

const findPath = (buildingId: string) => `/property-values/find-with-color/${encodeURIComponent(buildingId)}`;
const savePath = '/property-values/create-with-color';

/** The building (its counts, name and number) and its templates and painted units, in parallel. */
export const buildingToolsQuery = (buildingId: string) =>
  queryOptions({
    queryKey: ['building-tools', buildingId],
    queryFn: async ({ signal }): Promise<BuildingTools> => {
      const [record, layout] = await Promise.all([
        buildings.get(buildingId, signal),
        http.get<FindWithColorResponse>(findPath(buildingId), { signal }),
      ]);
      return { building: record, layout: layout.data };
    },
    // The screen holds its own edits; a refetch on focus would replace them.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** One request saves every template and unit; the answer is the stored layout. */
export const saveBuildingTools = async (body: CreateWithColorBody): Promise<FindWithColorResponse> => {
  const response = await withIdempotencyKey(savePath, body, (headers) =>
    http.post<FindWithColorResponse>(savePath, body, { headers }),
  );
  return response.data;
};

/** The lists and pickers of the units a save created, changed or removed. */
export const invalidateUnitLists = (queryClient: QueryClient) => {
  const keys = new Set<EntityKey>(Object.values(toolUnitKinds).map((kind) => kind.entity as EntityKey));
  keys.add('property_value');
  keys.add('cost_center');
  return Promise.all(
    [...keys].flatMap((key) =>
      entityQueryKeys(key).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ),
  );
};
