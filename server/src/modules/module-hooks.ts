import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { addHooks, registerHooks } from '../resources/hooks.ts';
import { contract } from '@aqar/domain/entities/contracts/contract';
import { contractClientHooks } from './contracts/contract-client.ts';
import { contractUnitHooks } from './contracts/contract-routes.ts';
import { contractInstallmentHooks } from './contracts/installment-routes.ts';
import { chequeOperationHooks } from './cheques/cheque-hooks.ts';
import { chequeReferenceHooks } from './cheques/cheque-references.ts';
import { documentLifecycles } from './documents/document-lifecycle.ts';
import { entryHooks } from './ledger/entry-hooks.ts';
import { ownerExpenseHooks } from './maintenance/owner-expense-hooks.ts';
import { serviceHooks } from './maintenance/service-hooks.ts';
import { ownerExpenses } from '@aqar/domain/entities/maintenance/owner-expenses';
import { ownerStatement } from '@aqar/domain/entities/owners/owner-statement';
import { ownerStatementHooks } from './owners/owner-statements.ts';
import { reservationProperty } from '@aqar/domain/entities/realty/reservation-property';
import { isUnitEntity } from '@aqar/domain/entities/realty/unit-fields';
import { entities } from '@aqar/domain/registry';
import { partyHooks } from './parties/party-hooks.ts';
import { registerPictureHooks } from './pictures/picture-hooks.ts';
import { buildingHooks } from './realty/building-hooks.ts';
import { reservationHooks } from './realty/reservations.ts';
import { unitHooks } from './realty/unit-hooks.ts';
import { registerUnitStatusRead } from './realty/unit-status-read.ts';
import { registerContractStatusRead } from './contracts/contract-status-read.ts';
import { staffHooks } from './staff/staff-hooks.ts';

let registered = false;

/**
 * Wires each module's entity hooks into the generic resource layer (once per process). Documents
 * take theirs from their declaration: one lifecycle for all (document-lifecycle.ts).
 */
export const registerModuleHooks = () => {
  if (registered) return;
  registered = true;
  registerHooks('staff', staffHooks);
  registerHooks('user', partyHooks);
  registerHooks('entries', entryHooks);
  registerHooks('building', buildingHooks);
  for (const definition of entities.filter(isUnitEntity)) addHooks(definition.key, unitHooks(definition));
  // Before their document lifecycle: the cheque is locked and the rules checked before the stamp.
  for (const [key, hooks] of chequeOperationHooks()) addHooks(key, hooks);
  addHooks(cheque.key, chequeReferenceHooks);
  // Before their lifecycle too: the references and defaults the reference leaves to the server.
  addHooks(contract.key, contractClientHooks);
  addHooks(ownerExpenses.key, ownerExpenseHooks);
  addHooks(ownerStatement.key, ownerStatementHooks);
  for (const [key, hooks] of documentLifecycles()) registerHooks(key, hooks);
  registerHooks(reservationProperty.key, reservationHooks);
  registerHooks('service', serviceHooks);
  addHooks(contract.key, contractUnitHooks);
  addHooks(contract.key, contractInstallmentHooks);
  registerPictureHooks();
  // Statuses that follow the calendar are read as of today (resources/read-expressions.ts).
  registerContractStatusRead();
  registerUnitStatusRead(entities.filter(isUnitEntity));
};
