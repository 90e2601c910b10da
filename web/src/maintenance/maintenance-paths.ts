import { service } from '@aqar/domain/entities/maintenance/service';

/** The maintenance screens' addresses (spec section 2); the orders' list is the entity's route. */
export const maintenancePaths = {
  all: service.route,
  property: `${service.route}/property`,
  services: `${service.route}/services`,
  /** The reference's API name of the orders, also a screen address in the spec's route list. */
  legacy: '/services',
  unregistered: '/unregister',
} as const;

/** Service `code`: 1 a customer's maintenance order, 2 a property-preparing order. */
export const serviceCodes = { services: '1', property: '2' } as const;
