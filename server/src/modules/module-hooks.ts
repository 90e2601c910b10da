import { registerHooks } from '../resources/hooks.ts';
import { billHooks } from './documents/bill-hooks.ts';
import { voucherHooks } from './documents/voucher-hooks.ts';
import { entryHooks } from './ledger/entry-hooks.ts';
import { partyHooks } from './parties/party-hooks.ts';
import { staffHooks } from './staff/staff-hooks.ts';

let registered = false;

/** Wires each module's entity hooks into the generic resource layer (once per process). */
export const registerModuleHooks = () => {
  if (registered) return;
  registered = true;
  registerHooks('staff', staffHooks);
  registerHooks('user', partyHooks);
  registerHooks('entries', entryHooks);
  registerHooks('vouchers', voucherHooks);
  registerHooks('bills', billHooks);
};
