import { baseAmountOf } from '@aqar/domain/accounting/cheque-desk';
import { chequeSlipPrintable } from '@aqar/domain/accounting/cheque-slip';
import type { EntityRow } from '../../api/resource-client.ts';
import { baseCurrencyOf, useCurrencies } from '../../ui/money.ts';
import { userToday } from '../../ui/format.ts';
import { Printable } from '../document-screen.tsx';
import { PrintPreview } from '../print-preview.tsx';

/**
 * The bank collection slip of the ticked cheques in the print preview. The slip is in one
 * currency: the cheques' own when they share it, else the base currency, each at its rate.
 */
export const DeskSlip = ({ cheques, onClose }: { cheques: EntityRow[]; onClose: () => void }) => {
  const currencies = useCurrencies().data ?? [];
  const currencyIds = new Set(cheques.map((row) => row.currencyId));
  const shared = currencyIds.size === 1 ? currencies.find((item) => currencyIds.has(item.id)) : undefined;
  const currency = shared ?? baseCurrencyOf(currencies);
  const printable = chequeSlipPrintable(
    cheques.map((row) => ({
      ...row,
      slipAmount: shared
        ? String(row.amount)
        : baseAmountOf(String(row.amount), String(row.currencyVal ?? 1)),
    })),
    { date: userToday(), decimals: currency?.decimals ?? 2 },
  );
  return (
    <PrintPreview onClose={onClose}>
      <Printable printable={printable} pattern={{}} currency={currency} />
    </PrintPreview>
  );
};
