import { receivedMaterial } from '@aqar/domain/entities/maintenance/service';
import { bill } from '@aqar/domain/entities/stores/bill';
import { messageText } from '@aqar/domain/messages';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict } from '../../http/errors.ts';
import { createRecords } from '../../resources/create-records.ts';
import { deleteRecords } from '../../resources/delete-records.ts';
import type { Row } from '../../resources/record.ts';

/** A bill's `connectWith` naming a maintenance order (domain-reference 0). */
export const connectWithService = 1;
const saleBill = 2;
const cashPayment = 2;

const rowsOf = (record: Row, grid: string): Row[] =>
  Array.isArray(record[grid]) ? (record[grid] as Row[]) : [];

/** The bills posted for an order. */
export const billsOfService = async (tx: Queryable, serviceId: string): Promise<string[]> => {
  const { rows } = await tx.query<{ id: string }>(
    'select id from bills where connect_with = $1 and connect_with_id = $2 order by number',
    [connectWithService, serviceId],
  );
  return rows.map((row) => row.id);
};

/**
 * Posts the sale bill of a paid order: one line per received material, at the price and quantity
 * the supervisor set, through the first sales bill pattern (its store, accounts and cost center),
 * paid in cash to the pattern's cash account (GUESS: a card payment settles there too), linked to
 * the order (`connectWith` 1). The bill's own lifecycle posts its entry and moves the stock. An
 * order already billed, or with no received material, posts nothing; a received material with no
 * card cannot be billed, so the payment is refused until it is registered.
 */
export const postServiceBill = async (tx: Queryable, service: Row, actor: Actor) => {
  const serviceId = String(service.id);
  if ((await billsOfService(tx, serviceId)).length > 0) return;
  const received = rowsOf(service, 'materials')
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => Number(row.status) === receivedMaterial);
  if (received.length === 0) return;
  const unregistered = received.find(({ row }) => typeof row.materialId !== 'string');
  if (unregistered)
    throw conflict(messageText('serviceMaterialNotRegistered'), {
      [`materials.${unregistered.index}.materialId`]: 'serviceMaterialNotRegistered',
    });
  const { rows: patterns } = await tx.query<{
    id: string;
    currency_id: string | null;
    default_store_id: string | null;
  }>(
    'select id, currency_id, default_store_id from bill_patterns where bill_type = $1 order by code limit 1',
    [saleBill],
  );
  const pattern = patterns[0];
  if (!pattern) throw conflict(messageText('noSaleBillPattern'), { isPaid: 'noSaleBillPattern' });
  const { rows: currencies } = await tx.query<{ id: string }>(
    'select id from currencies where rate = 1 order by number limit 1',
  );
  const today = new Date().toISOString().slice(0, 10);
  const customer = rowsOf(service, 'customerRequests').find((row) => typeof row.customerUserId === 'string');
  await createRecords(tx, bill, [
    {
      actor,
      values: {
        billPatternId: pattern.id,
        issueDate: today,
        billDate: today,
        currencyId: pattern.currency_id ?? currencies[0]?.id ?? null,
        currencyVal: '1',
        paymentMethod: cashPayment,
        customerId: customer?.customerUserId ?? null,
        connectWith: connectWithService,
        connectWithId: serviceId,
        genEntries: true,
        materials: received.map(({ row }) => ({
          materialId: row.materialId,
          unit: 1,
          quantity: String(row.quantity),
          unitPrice: String(row.price),
          vatPercentage: '0',
          note: null,
        })),
        adjustments: [],
      },
    },
  ]);
};

/** An order no longer paid takes its bill back (its entry and stock moves go with it). */
export const removeServiceBill = async (tx: Queryable, serviceId: string, actor: Actor) => {
  const ids = await billsOfService(tx, serviceId);
  if (ids.length > 0) await deleteRecords(tx, bill, ids, actor);
};
