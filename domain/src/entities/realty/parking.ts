import { defineEntity } from '../../entity-definition.ts';
import {
  accumulateGrid,
  buildingField,
  gridPlacementFields,
  priceGrid,
  propertyValueFields,
  unitStateFields,
} from './unit-fields.ts';

/** Parking space of a building (domain-reference 2.13); its number is unique within its building. */
export const parking = defineEntity({
  key: 'parking',
  table: 'parkings',
  api: '/parking',
  route: '/parkings',
  display: 'parkingNo',
  menu: { group: 'cards', order: 5 },
  // Photos and plans of the unit, stored with the database (pictures module).
  pictures: true,
  tabs: [
    { key: 'general' },
    { key: 'accumulate' },
    { key: 'rental_prices' },
    { key: 'selling_prices' },
    { key: 'contracts' },
  ],
  fields: {
    buildingId: buildingField,
    parkingNo: {
      type: 'text',
      max: 40,
      required: true,
      requiredMessage: 'unitNumberRequired',
      uniqueWithin: 'buildingId',
      search: true,
      tab: 'general',
    },
    parkingKind: { type: 'option', options: 'parkingKind', required: true, filter: true, tab: 'general' },
    floorNo: { type: 'integer', min: 0, filter: true, tab: 'general' },
    ...unitStateFields,
    ...propertyValueFields('general'),
    customerId: { type: 'reference', entity: 'user', filter: true, tab: 'general' },
    flatOwnerId: { type: 'reference', entity: 'owner', tab: 'general' },
    purchaseDate: { type: 'date', tab: 'general' },
    mainCostCenterId: { type: 'reference', entity: 'cost_center', tab: 'general' },
    costCenterId: { type: 'reference', entity: 'cost_center', tab: 'general' },
    note: { type: 'textarea', max: 1000, tab: 'general' },
    ...gridPlacementFields,
  },
  grids: {
    parkingAccumulators: accumulateGrid('parking_accumulators', 'parkingId', 'parking'),
    parkingRentalPrices: priceGrid('parking_rental_prices', 'rental_prices'),
    parkingSellingPrices: priceGrid('parking_selling_prices', 'selling_prices'),
  },
  listColumns: [
    'createdAt',
    'number',
    'buildingId',
    'parkingNo',
    'parkingKind',
    'floorNo',
    'status',
    'description',
    'area',
    'areaUnit',
    'customerId',
    'propertyType',
    // The unit's own cost center, opened with it (server/src/modules/realty).
    'costCenterId',
  ],
});
